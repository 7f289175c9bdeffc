import _ from 'lodash';
import './style.css';
import iconUrl from './icon.png';
import items from './items.csv';
import reminders from './reminders.xml';
import settings from './settings.toml';
import yamlSettings from './settings.yaml';
import json5Settings from './settings.json5';

function packingList(list) {
  const main = document.createElement('main');
  main.classList.add('packing-list');

  const title = document.createElement('h1');
  const logo = new Image(32, 32);
  logo.src = iconUrl;
  logo.alt = '';
  title.append(logo, ` ${settings.title} for ${settings.trip.destination}`);
  main.append(title);

  const byBag = _.groupBy(list, 'bag');

  for (const [bag, inBag] of Object.entries(byBag)) {
    const heading = document.createElement('h2');
    heading.textContent = `${_.upperFirst(bag)} (${inBag.length})`;

    const ul = document.createElement('ul');
    for (const item of _.sortBy(inBag, 'name')) {
      const li = document.createElement('li');
      li.textContent = item.name;
      li.classList.toggle('packed', item.packed);
      ul.append(li);
    }

    main.append(heading, ul);
  }

  return main;
}

document.body.append(packingList(items));

console.log('Reminders from XML:', reminders.reminders.reminder);
console.log(
  'TOML, YAML and JSON5 give the same settings:',
  _.isEqual(settings, yamlSettings) && _.isEqual(settings, json5Settings),
);
