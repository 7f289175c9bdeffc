import printMe from './print.js';

async function component() {
  const { default: _ } = await import(/* webpackChunkName: "lodash" */ 'lodash');
  const element = document.createElement('div');
  const button = document.createElement('button');

  element.innerHTML = _.join(['Hello', 'webpack'], ' ');

  button.textContent = 'Click me and check the console!';
  button.addEventListener('click', printMe);
  element.appendChild(button);

  return element;
}

component().then((element) => {
  document.body.appendChild(element);
});
