// Which reference page documents which part of webpack: the coverage checks hold the pages to
// these lists (scripts/checks/hook-coverage.mjs, scripts/checks/plugin-options-coverage.mjs),
// and the "since" marks beside the pages' headings (lib/reference/since.ts) read them, so a
// heading is matched to the same hook or option by both.

/** The api page of each hooked object, by the class name its typings declare it under. */
export const HOOK_PAGES: Readonly<Record<string, string>> = {
  Compiler: 'compiler-hooks',
  Compilation: 'compilation-hooks',
  NormalModuleFactory: 'normalmodulefactory-hooks',
  ContextModuleFactory: 'contextmodulefactory-hooks',
  JavascriptParser: 'parser',
};

/** Pages for the hooks of classes with `getCompilationHooks`; any other class goes on the Plugin API page. */
export const COMPILATION_HOOKS_PAGES: Readonly<Record<string, string>> = {
  NormalModule: 'normalmodulefactory-hooks',
};

/** The api page of the hooks of every other class with `getCompilationHooks`. */
export const PLUGIN_HOOKS_PAGE = 'plugins';

/** The page of each plugin schema (paths below `webpack/schemas/plugins/`, without `.json`). */
export const SCHEMA_PAGES: Readonly<Record<string, string>> = {
  BannerPlugin: 'banner-plugin',
  IgnorePlugin: 'ignore-plugin',
  ProgressPlugin: 'progress-plugin',
  SourceMapDevToolPlugin: 'source-map-dev-tool-plugin',
  WatchIgnorePlugin: 'watch-ignore-plugin',
  'debug/ProfilingPlugin': 'profiling-plugin',
  'dll/DllPlugin': 'dll-plugin',
  'dll/DllReferencePlugin': 'dll-plugin',
  'ids/HashedModuleIdsPlugin': 'hashed-module-ids-plugin',
  'optimize/LimitChunkCountPlugin': 'limit-chunk-count-plugin',
  'optimize/MinChunkSizePlugin': 'min-chunk-size-plugin',
  'container/ModuleFederationPlugin': 'module-federation-plugin',
};

/** The plugin's class name from a schema path: `dll/DllPlugin` gives `DllPlugin`. */
export const pluginName = (schemaPath: string): string => schemaPath.slice(schemaPath.lastIndexOf('/') + 1);
