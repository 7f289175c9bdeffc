import { runInNewContext } from 'node:vm';
import { defaultsByMode, isPlainObject } from '../../../lib/reference/mode-defaults';

describe('isPlainObject', () => {
  it('takes an object literal from another realm for one, as structuredClone returns under jest', () => {
    expect(isPlainObject(runInNewContext('({ a: 1 })'))).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
  });

  it('rejects arrays, RegExps and class instances from either realm', () => {
    expect(isPlainObject(runInNewContext('[1]'))).toBe(false);
    expect(isPlainObject(runInNewContext('/x/'))).toBe(false);
    expect(isPlainObject(new (class Box {})())).toBe(false);
    expect(isPlainObject(new Map())).toBe(false);
  });
});

describe('defaultsByMode', () => {
  it('walks into the properties of a probed option', () => {
    expect(defaultsByMode('experiments.buildHttp.frozen')).toEqual({
      development: 'false',
      production: 'true',
      none: 'false',
    });
  });
});
