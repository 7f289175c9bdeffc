import _ from 'lodash';

const items = [
  { name: 'Passport', bag: 'carry-on' },
  { name: 'Sandals', bag: 'suitcase' },
  { name: 'Phone charger', bag: 'carry-on' },
  { name: 'Rain jacket', bag: 'suitcase' },
  { name: 'Sun cream', bag: 'suitcase' },
];

function packingList(list) {
  const main = document.createElement('main');
  const byBag = _.groupBy(list, 'bag');

  for (const [bag, inBag] of Object.entries(byBag)) {
    const heading = document.createElement('h2');
    heading.textContent = `${_.upperFirst(bag)} (${inBag.length})`;

    const ul = document.createElement('ul');
    for (const item of _.sortBy(inBag, 'name')) {
      const li = document.createElement('li');
      li.textContent = item.name;
      ul.append(li);
    }

    main.append(heading, ul);
  }

  return main;
}

document.body.append(packingList(items));
