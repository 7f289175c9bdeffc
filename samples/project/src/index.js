import { greet } from './greeting.js';

console.log(greet('webpack'));

document.addEventListener('click', () => {
  import('./lazy.js').then(({ describe }) => console.log(describe()));
});
