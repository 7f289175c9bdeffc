import _ from 'lodash';
import printMe from './print.js';

function component() {
  const element = document.createElement('div');
  const button = document.createElement('button');

  element.innerHTML = _.join(['Hello', 'webpack'], ' ');

  button.textContent = 'Click me and check the console!';
  button.addEventListener('click', printMe);
  element.appendChild(button);

  return element;
}

document.body.appendChild(component());
