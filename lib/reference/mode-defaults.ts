// The defaults that depend on `mode` or on the target being web or node, computed by the
// installed webpack itself: a minimal configuration for each mode and target goes through webpack's own normalization and defaults
// (`webpack.config.getNormalizedWebpackOptions`, then `webpack.config.applyWebpackOptionsDefaults`,
// the functions `webpack()` calls). The page check (scripts/checks/mode-defaults.mjs) and the
// pages' `<ModeDefaults>` tables both read them from here, so a table shows what the check holds
// the Default lines to.
import { join } from 'node:path';
import JSON5 from 'json5';
import webpack from 'webpack';

/** The three values of `mode`, in the order pages and tables give them. */
export const MODES = ['development', 'production', 'none'] as const;
export type Mode = (typeof MODES)[number];

/** The two targets whose defaults the tables compare: the default `web` and `node`. */
export const TARGETS = ['web', 'node'] as const;
export type Target = (typeof TARGETS)[number];

/** The printed value of an option webpack leaves undefined. */
export const NOT_SET = 'not set';
/** The printed value of an option whose default is a function, whose source is no stable value. */
export const A_FUNCTION = 'a function';

/** Every option path of a defaulted configuration and its value. */
export type OptionValues = Map<string, unknown>;

/**
 * The context of the minimal configurations: a folder without package.json or browserslist, so
 * the target is `web` and `output.uniqueName` is empty.
 */
export const MINIMAL_PROJECT = join(process.cwd(), 'lib', 'reference', 'minimal-project');

/**
 * Options that the minimal configuration leaves off (`false` or not set) in some modes or in
 * all, so their properties' defaults would show in the other modes only or not at all, each
 * with the smallest values that switch it on. A property's default is read from the first of
 * these configurations that sets it.
 */
export const PROBES: Record<string, Record<string, unknown>[]> = {
  // Each cache type has properties of its own.
  cache: [{ type: 'memory' }, { type: 'filesystem' }],
  performance: [{}],
  'experiments.buildHttp': [{ allowedUris: [] }],
};

/** True when `value` prints as an object literal with braces: not an array, RegExp or class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  // Compared by shape, not with this realm's Object.prototype: under jest, structuredClone (in
  // withValue) is the outer realm's and returns objects with that realm's prototype.
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * A value as JavaScript source, as pages write it (`{ type: 'memory' }`, `['a', 'b']`,
 * `Infinity`); undefined prints as "not set" and a function as "a function". With `sorted`,
 * object keys are sorted, which makes two printings of equal values equal.
 */
export function printValue(value: unknown, sorted = false): string {
  if (value === undefined) return NOT_SET;
  if (typeof value === 'function') return A_FUNCTION;
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => printValue(item, sorted)).join(', ')}]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (sorted) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (entries.length === 0) return '{}';
    const fields = entries.map(
      ([key, item]) =>
        `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON5.stringify(key, { quote: "'" })}: ${printValue(item, sorted)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  return JSON5.stringify(value, { quote: "'" });
}

/** `config` with a copy of `value` set at the dotted `path`, the objects on the way created. */
export function withValue(
  config: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const segments = path.split('.');
  const last = segments.pop() ?? '';
  let at = config;
  for (const segment of segments) {
    const next = at[segment];
    const object: Record<string, unknown> = isPlainObject(next) ? { ...next } : {};
    at[segment] = object;
    at = object;
  }
  // A copy: webpack's defaults fill in the objects of the configuration they are given.
  at[last] = structuredClone(value);
  return config;
}

/** The options webpack derives from a minimal configuration plus `config`. */
export function defaultsOf(config: Record<string, unknown>): Record<string, unknown> {
  const options = webpack.config.getNormalizedWebpackOptions({
    entry: './src/index.js',
    context: MINIMAL_PROJECT,
    ...config,
  });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options as unknown as Record<string, unknown>;
}

/**
 * Every path into plain objects (`optimization.splitChunks.minSize`) with its value; arrays,
 * RegExps, functions and class instances are values, not walked.
 */
export function flatten(value: unknown, prefix = '', into: OptionValues = new Map()): OptionValues {
  if (prefix) into.set(prefix, value);
  if (!isPlainObject(value)) return into;
  for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/**
 * The option values of the minimal configuration in `mode` for `target`, with the properties of
 * the `PROBES` options taken from a configuration that switches each on.
 */
export function optionValues(mode: Mode, target: Target): OptionValues {
  // The minimal configuration names no target: its default must be the `web` this reports.
  const base = target === 'web' ? { mode } : { mode, target };
  const values = flatten(defaultsOf(base));
  if (values.get('target') !== target)
    throw new Error(`the minimal configuration's target is ${String(values.get('target'))}, not ${target}`);
  for (const [name, probes] of Object.entries(PROBES)) {
    const inside = (path: string) => path.startsWith(`${name}.`);
    for (const path of [...values.keys()].filter(inside)) values.delete(path);
    for (const probe of probes) {
      const probed = flatten(defaultsOf(withValue({ ...base }, name, probe)));
      for (const [path, value] of probed)
        if (inside(path) && value !== undefined && !values.has(path)) values.set(path, value);
    }
  }
  return values;
}

const targetValues: Partial<Record<Target, Record<Mode, OptionValues>>> = {};

/** The option values of each mode for `target`, computed once per process and target. */
export function valuesByMode(target: Target): Record<Mode, OptionValues> {
  return (targetValues[target] ??= {
    development: optionValues('development', target),
    production: optionValues('production', target),
    none: optionValues('none', target),
  });
}

/**
 * The printed default of `option` in each mode for `target` (the default target, web, unless
 * given), or undefined when webpack gives the option no default in any mode.
 */
export function defaultsByMode(option: string, target: Target = 'web'): Record<Mode, string> | undefined {
  const values = valuesByMode(target);
  if (MODES.every((mode) => !values[mode].has(option))) return undefined;
  return {
    development: printValue(values.development.get(option)),
    production: printValue(values.production.get(option)),
    none: printValue(values.none.get(option)),
  };
}

/**
 * The paths whose printed values differ between `variants`, outermost first: a path that is an
 * object in every variant stands for its properties, and a differing path hides its own.
 * `mode` and `target` themselves are left out: they are what the variants are made of.
 */
export function differingPaths(variants: OptionValues[]): string[] {
  const paths = [...new Set(variants.flatMap((values) => [...values.keys()]))].sort();
  const differing: string[] = [];
  for (const path of paths) {
    // A probed option's properties come from its own configuration, so it hides none of them.
    const hidden = differing.some((outer) => !(outer in PROBES) && path.startsWith(`${outer}.`));
    if (path === 'mode' || path === 'target' || hidden) continue;
    const found = variants.map((values) => values.get(path));
    if (found.every(isPlainObject)) continue;
    if (new Set(found.map((value) => printValue(value, true))).size > 1) differing.push(path);
  }
  return differing;
}

/** The paths whose default depends on the mode, for the web target or for node, sorted. */
export function modeDependentPaths(): string[] {
  const byMode = (target: Target) => {
    const values = valuesByMode(target);
    return differingPaths(MODES.map((mode) => values[mode]));
  };
  return [...new Set(TARGETS.flatMap(byMode))].sort();
}

/**
 * The paths whose default differs between the web and the node target but is the same in every
 * mode for each, sorted: neither a mode-dependent path nor a property of one.
 */
export function targetOnlyPaths(): string[] {
  const [web, node] = TARGETS.map(valuesByMode) as [Record<Mode, OptionValues>, Record<Mode, OptionValues>];
  const byMode = modeDependentPaths();
  const underMode = (path: string) => byMode.some((outer) => path === outer || path.startsWith(`${outer}.`));
  const differing = MODES.flatMap((mode) => differingPaths([web[mode], node[mode]]));
  return [...new Set(differing)].filter((path) => !underMode(path)).sort();
}

/** A default that depends on the target only: its path below the option ('' for the option itself) and its value for each target. */
export interface TargetDefault {
  property: string;
  web: string;
  node: string;
}

/**
 * The defaults at `option` or below it that depend on the target only, with their printed value
 * for the web and the node target (the same in every mode, so production's), in path order.
 */
export function targetDefaults(option: string): TargetDefault[] {
  const web = valuesByMode('web').production;
  const node = valuesByMode('node').production;
  return targetOnlyPaths()
    .filter((path) => path === option || path.startsWith(`${option}.`))
    .map((path) => ({
      property: path === option ? '' : path.slice(option.length + 1),
      web: printValue(web.get(path)),
      node: printValue(node.get(path)),
    }));
}
