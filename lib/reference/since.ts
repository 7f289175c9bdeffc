// The "since" marks of reference headings, from data/since.json (written by
// scripts/checks/since-data.mjs from every webpack 5 minor). A heading is matched to its option,
// hook or plugin option the way the coverage checks match it, through lib/reference/pages.ts.
import type { HeadingMark } from '../mdx/components';
import since from '../../data/since.json';
import { HOOK_PAGES, pluginName, SCHEMA_PAGES } from './pages';

interface SinceFile {
  webpack: string;
  options: Record<string, string>;
  pluginOptions: Record<string, string>;
  hooks: Record<string, string>;
  exports: Record<string, string>;
  properties: Record<string, string>;
  deprecated: { options: Record<string, { replacement?: string; description: string }> };
}

const data: SinceFile = since;

/** The webpack version data/since.json was made for. */
export const SINCE_WEBPACK = data.webpack;

/** A release later than 5.0 gets a badge; what webpack 5.0 already had does not. */
const later = (version: string | undefined): HeadingMark | undefined =>
  version === undefined || /^5\.0\./.test(version) ? undefined : { since: version };

/**
 * The mark of an option heading of a configuration page: its deprecation, else the release of the
 * option or of the property path below one (`output.library.umdAmdContainer`).
 */
function optionMark(option: string): HeadingMark | undefined {
  const deprecated = data.deprecated.options[option];
  if (deprecated)
    return { deprecated: true, ...(deprecated.replacement ? { replacement: deprecated.replacement } : {}) };
  return later(data.options[option] ?? data.properties[option]);
}

/** The release that added the export of `require('webpack')` at `path` (`CleanPlugin`, `optimize.InnerGraph`), if dated. */
export function exportRelease(path: string): string | undefined {
  return Object.hasOwn(data.exports, path) ? data.exports[path] : undefined;
}

// Hook pages by url, with the object whose unqualified hooks they list.
const HOOK_OBJECTS = new Map(Object.entries(HOOK_PAGES).map(([object, page]) => [`/api/${page}/`, object]));

/**
 * The hook a heading of a hook page names, as data/since.json keys it: `done` on the compiler
 * page is `Compiler.done`; a qualified `JavascriptModulesPlugin.renderChunk` is itself.
 */
function hookKey(url: string, name: string): string | undefined {
  if (name.includes('.')) return url.startsWith('/api/') ? name : undefined;
  const object = HOOK_OBJECTS.get(url);
  return object ? `${object}.${name}` : undefined;
}

/**
 * The plugin option or property path below one that a heading of a plugin page names, as
 * data/since.json keys it (`dll/DllPlugin.path`, `container/ModuleFederationPlugin.shared.include`):
 * a page of one schema writes the path alone, a page of two qualifies it with the plugin's name.
 */
function pluginOptionKey(url: string, name: string): string | undefined {
  const schemas = Object.keys(SCHEMA_PAGES).filter((path) => `/plugins/${SCHEMA_PAGES[path]}/` === url);
  if (schemas.length === 1) return `${schemas[0]}.${name}`;
  const [plugin = '', ...rest] = name.split('.');
  const schema = schemas.find((path) => pluginName(path) === plugin);
  return schema && rest.length > 0 ? `${schema}.${rest.join('.')}` : undefined;
}

/**
 * The mark of a heading made of one code span on the page at `url`: an option of a configuration
 * page (any level, as config-coverage reads them), a hook of an api page or an option of a plugin
 * page (`###` and `####`, as the reference headings of hook and plugin-option coverage).
 */
export function headingMark(url: string, name: string, depth: number): HeadingMark | undefined {
  if (url.startsWith('/configuration/')) return optionMark(name);
  if (depth !== 3 && depth !== 4) return undefined;
  if (url.startsWith('/api/')) {
    const key = hookKey(url, name);
    return key === undefined ? undefined : later(data.hooks[key]);
  }
  if (url.startsWith('/plugins/')) {
    const key = pluginOptionKey(url, name);
    return key === undefined ? undefined : later(data.pluginOptions[key] ?? data.properties[key]);
  }
  return undefined;
}
