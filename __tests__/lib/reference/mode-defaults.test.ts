import { runInNewContext } from 'node:vm';
import {
  defaultsByMode,
  differingPaths,
  isPlainObject,
  modeDependentPaths,
  targetDefaults,
  targetOnlyPaths,
} from '@/lib/reference/mode-defaults';

describe('differingPaths', () => {
  it('names the outermost differing paths, walks objects in every variant, and leaves out mode and target', () => {
    const variants = [
      new Map<string, unknown>([
        ['mode', 'development'],
        ['target', 'web'],
        ['output', { chunkLoading: 'jsonp', path: '/dist' }],
        ['output.chunkLoading', 'jsonp'],
        ['output.path', '/dist'],
        ['node', false],
      ]),
      new Map<string, unknown>([
        ['mode', 'production'],
        ['target', 'node'],
        ['output', { chunkLoading: 'require', path: '/dist' }],
        ['output.chunkLoading', 'require'],
        ['output.path', '/dist'],
        ['node', { global: true }],
        ['node.global', true],
      ]),
    ];
    expect(differingPaths(variants)).toEqual(['node', 'output.chunkLoading']);
  });
});

describe('isPlainObject', () => {
  it('takes object literals of any realm, not arrays, RegExps or class instances', () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(runInNewContext('({ a: 1 })'))).toBe(true);
    expect(isPlainObject(structuredClone({ a: 1 }))).toBe(true);
    for (const value of [[1], /a/, new Map(), new (class Probe {})(), runInNewContext('[1]'), null, 'a'])
      expect(isPlainObject(value)).toBe(false);
  });
});

describe('the defaults webpack computes by target', () => {
  const targetOnly = targetOnlyPaths();

  it('finds the options whose default depends on the target only, apart from the mode-dependent ones', () => {
    expect(targetOnly).toEqual(
      expect.arrayContaining([
        'externalsPresets.node',
        'node.global',
        'output.chunkLoading',
        'output.environment.document',
        'resolve.byDependency.esm.mainFields',
      ]),
    );
    expect(targetOnly.length).toBeGreaterThan(30);
    // The target itself is the variable, and these depend on the mode too: their tables are by mode.
    for (const path of ['target', 'performance', 'performance.hints', 'resolve.conditionNames'])
      expect(targetOnly).not.toContain(path);
    expect(modeDependentPaths()).toEqual(expect.arrayContaining(['performance', 'resolve.conditionNames']));
  });

  it("gives an option's value for each target, and an object's properties below it", () => {
    expect(targetDefaults('output.chunkLoading')).toEqual([
      { property: '', web: "'jsonp'", node: "'require'" },
    ]);
    expect(targetDefaults('loader')).toEqual([
      { property: 'environment.document', web: 'true', node: 'false' },
      { property: 'target', web: "'web'", node: "'node'" },
    ]);
    expect(targetDefaults('resolve.byDependency')).toContainEqual({
      property: 'esm.mainFields',
      web: "['browser', 'module', '...']",
      node: "['module', '...']",
    });
    expect(targetDefaults('optimization.minimize')).toEqual([]);
    // A probed option's properties count, here as in any process.
    expect(defaultsByMode('experiments.buildHttp.frozen')).toEqual({
      development: 'false',
      production: 'true',
      none: 'false',
    });
    expect(targetDefaults('output.chunk')).toEqual([]);
  });
});
