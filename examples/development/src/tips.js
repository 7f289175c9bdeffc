import _ from 'lodash';

const tips = [
  'Roll soft clothes instead of folding them.',
  'Keep medicines in the bag that stays with you.',
  'Take a photo of your passport before you leave.',
  'Pack a spare charging cable in the carry-on.',
];

const box = document.createElement('aside');
box.textContent = `Tip: ${_.sample(tips)}`;
document.body.append(box);
