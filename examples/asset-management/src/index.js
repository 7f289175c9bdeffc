import _ from 'lodash';
import './style.css';
import iconUrl from './icon.png';
import tasks from './tasks.csv';
import release from './release.xml';
import tomlSite from './site.toml';
import yamlSite from './site.yaml';
import json5Site from './site.json5';

function component() {
  const element = document.createElement('div');

  element.innerHTML = _.join(['Hello', 'webpack'], ' ');
  element.classList.add('hello');

  const icon = new Image(48, 48);
  icon.src = iconUrl;
  icon.alt = '';
  element.appendChild(icon);

  return element;
}

document.body.appendChild(component());

console.log('Tasks from CSV:', tasks);
console.log('Release notes from XML:', release.release.note);
console.log('Same settings from three formats:', tomlSite.title, yamlSite.title, json5Site.title);
