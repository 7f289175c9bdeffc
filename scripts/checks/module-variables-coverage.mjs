// Which `__webpack_…__`-style free variables the Module Variables page documents, checked
// against the installed webpack. Reports variables with no heading on the page, headings that
// name a variable webpack does not define, and names in webpack's source that nobody has
// classified yet.
//
// How the variables are found, so that a variable added by a future webpack fails the check:
// 1. Every `.js` file under `node_modules/webpack/lib/` is read and every token matching
//    NAME_PATTERN is collected (`__webpack_public_path__`, `__non_webpack_require__`,
//    `__system_context__`, ...). A name has to be spelled somewhere in lib/ for webpack to
//    know it, whether it is a key of APIPlugin's replacement table
//    (lib/javascript/APIPlugin.js), a `parser.hooks.expression.for("…")` argument
//    (WebpackIsIncludedPlugin, ExportsInfoApiPlugin, AMDPlugin) or a constant elsewhere.
// 2. lib/ also spells names that only exist in the code webpack generates (the bootstrap's
//    `__webpack_module_cache__`, the async-module wrapper's `__webpack_async_result__`, ...).
//    To tell them apart, a real JavascriptParser is made by the installed webpack for each
//    JavaScript module type, and a name counts as a module variable when one of the parser's
//    USE_HOOKS has a tap for it: that is how webpack rewrites a free variable in user code.
// 3. A name from step 1 that the parser does not handle must be listed in GENERATED_NAMES,
//    each checked by hand. An unlisted one is reported as unclassified, so a new variable
//    that only some option switches on cannot slip through unnoticed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readPage } from '../../lib/content/read-page.ts';
import { filesUnder } from '../../lib/files.ts';
import { codeSpanName } from '../../lib/mdx/heading-ids.ts';
import { freshCompilation } from './installed-webpack.mjs';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE =
  'node --import tsx scripts/checks/module-variables-coverage.mjs [--content dir] [--extra-lib dir] [--json]';

const require = createRequire(import.meta.url);

/** A webpack-style free variable name: `__webpack_x__`, `__non_webpack_require__`, `__system_context__`. */
export const NAME_PATTERN = /__(?:webpack|non_webpack|system)_[a-z_]+__/g;
const WHOLE_NAME = new RegExp(`^${NAME_PATTERN.source}$`);

/** Parser hooks through which webpack rewrites or evaluates a free variable of user code. */
const USE_HOOKS = [
  'expression',
  'expressionMemberChain',
  'call',
  'callMemberChain',
  'typeof',
  'evaluateTypeof',
  'evaluateIdentifier',
];

/** JavaScript module types whose parsers are asked. */
const MODULE_TYPES = ['javascript/auto', 'javascript/dynamic', 'javascript/esm'];

/**
 * Names lib/ spells that are not module variables: identifiers of the code webpack itself
 * writes (bootstrap, module wrappers, library footers, HTML and CSS modules), or names it
 * renames away in user code (`__webpack_exports__`). Checked against the sources of 5.112.
 */
export const GENERATED_NAMES = new Set([
  '__webpack_async_dependencies__', // async module wrapper (AwaitDependenciesInitFragment)
  '__webpack_async_dependencies_result__',
  '__webpack_async_result__',
  '__webpack_handle_async_dependencies__',
  '__webpack_body__', // HTML module hot-update code (html/HtmlGenerator)
  '__webpack_extract__',
  '__webpack_extract_head__',
  '__webpack_head__',
  '__webpack_head_children__',
  '__webpack_html__',
  '__webpack_mask_comments__',
  '__webpack_masked_html__',
  '__webpack_new_head__',
  '__webpack_patch_head__',
  '__webpack_revive_script__',
  '__webpack_title__',
  '__webpack_css__', // global key of the server style registry (template/RuntimeTemplate)
  '__webpack_css_exports__', // CSS modules (css/CssModulesPlugin, CssGenerator)
  '__webpack_css_styles__',
  '__webpack_defer__', // symbols of the async module runtime (runtime/AsyncModuleRuntimeModule)
  '__webpack_done__',
  '__webpack_error__',
  '__webpack_queues__',
  '__webpack_esm_ids__', // RuntimeGlobals of ES module chunk loading
  '__webpack_esm_modules__',
  '__webpack_esm_runtime__',
  '__webpack_exec__', // ES module chunk format (esm/ModuleChunkFormatPlugin)
  '__webpack_exports__', // the module wrapper's parameter; CompatibilityPlugin renames user bindings of it
  '__webpack_exports_export__', // library footers (library/AssignLibraryPlugin)
  '__webpack_export_target__',
  '__webpack_i__',
  '__webpack_live_register__', // library/ModuleLibraryPlugin
  '__webpack_live_synced__', // esm/ESMLiveExportDependency
  '__webpack_import_meta__', // the object a module's `import.meta` becomes (ImportMetaPlugin)
  '__webpack_instantiate__', // WebAssembly modules
  '__webpack_wasm_module__',
  '__webpack_internal_module__', // what `__webpack_module__` becomes when `module` is shadowed
  '__webpack_internal_module_id__',
  '__webpack_module_cache__', // bootstrap locals (javascript/JavascriptModulesPlugin)
  '__webpack_module_deferred_exports__',
  '__webpack_module_deferred_namespace_cache__',
  '__webpack_require_module__', // Compilation#executeModule
  '__webpack_unused_export__', // CommonJS exports that tree shaking dropped
  '__webpack_worklet_add__', // worklets (dependencies/worker/WorkletDependency)
  '__webpack_worklet_module__',
]);

/**
 * Every `.js` file under `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
function jsFiles(dir) {
  return filesUnder(dir)
    .filter((path) => path.endsWith('.js'))
    .map((path) => join(dir, path));
}

/**
 * Every NAME_PATTERN token in the `.js` files of the given folders, with the files that spell it.
 * @param {string[]} dirs
 */
export function namesInSource(dirs) {
  /** @type {Map<string, Set<string>>} */
  const names = new Map();
  for (const file of dirs.flatMap(jsFiles)) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(NAME_PATTERN)) {
      let files = names.get(name);
      if (!files) {
        files = new Set();
        names.set(name, files);
      }
      files.add(file);
    }
  }
  return names;
}

/** Names that a parser made by the installed webpack rewrites or evaluates as free variables. */
export function namesTheParserHandles() {
  const { params } = freshCompilation();
  /** @type {Set<string>} */
  const handled = new Set();
  for (const type of MODULE_TYPES) {
    const { hooks } = params.normalModuleFactory.getParser(type);
    for (const hookName of USE_HOOKS) {
      // A HookMap keeps the hook of each key it has been asked `.for()`, taps or not.
      for (const [key, hook] of hooks[hookName]._map) {
        if (typeof key === 'string' && WHOLE_NAME.test(key) && hook.taps.length > 0) handled.add(key);
      }
    }
  }
  return handled;
}

/**
 * The module variables of the installed webpack, and lib/ names that are neither variable nor known generated code.
 * @param {string[]} [extraLibDirs]
 */
export function definedVariables(extraLibDirs = []) {
  const lib = join(require.resolve('webpack/package.json'), '..', 'lib');
  const inSource = namesInSource([lib, ...extraLibDirs]);
  const handled = namesTheParserHandles();
  const variables = [...inSource.keys()].filter((name) => handled.has(name));
  // A name the parser handles but lib/ only builds at run time (a template literal) still counts.
  for (const name of handled) if (!variables.includes(name)) variables.push(name);
  const unclassified = [...inSource.keys()].filter(
    (name) => !handled.has(name) && !GENERATED_NAMES.has(name),
  );
  return { variables: variables.sort(), unclassified: unclassified.sort() };
}

/**
 * Variable headings of the page: headings made of one inline code span that is a whole NAME_PATTERN name.
 * @param {string} contentDir
 */
function variableHeadings(contentDir) {
  const { body } = readPage(contentDir, join('api', 'module-variables.mdx'));
  return body.headings.flatMap(({ node }) => {
    const name = codeSpanName(node);
    return name !== undefined && WHOLE_NAME.test(name)
      ? [{ name, line: (node.position?.start.line ?? 0) + body.place.lineOffset }]
      : [];
  });
}

/**
 * Coverage of `api/module-variables.mdx` under `contentDir`.
 * @param {string} contentDir
 * @param {string[]} [extraLibDirs]
 */
export function coverage(contentDir, extraLibDirs = []) {
  const { variables, unclassified } = definedVariables(extraLibDirs);
  const headings = variableHeadings(contentDir);
  const documented = new Set(headings.map((heading) => heading.name));
  const missing = variables.filter((name) => !documented.has(name));
  const unknown = headings.filter((heading) => !variables.includes(heading.name));
  return { variables, covered: variables.length - missing.length, missing, unknown, unclassified };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, {
    options: { ...CHECK_OPTIONS, 'extra-lib': { type: 'string' } },
  });
  const contentDir = values.content;
  const extra = values['extra-lib'];
  const report = coverage(contentDir, extra ? [extra] : []);
  if (values.json) process.stdout.write(JSON.stringify(report));
  else {
    console.log(`${report.covered} of ${report.variables.length} module variables documented`);
    for (const name of report.missing)
      console.log(`missing  content/api/module-variables.mdx: no heading for \`${name}\``);
    for (const { name, line } of report.unknown)
      console.log(
        `unknown  content/api/module-variables.mdx line ${line}: \`${name}\` is not a variable webpack defines`,
      );
    for (const name of report.unclassified)
      console.log(
        `unclassified  webpack's lib/ spells \`${name}\`, which its parser does not handle: a variable behind an option, or generated code for GENERATED_NAMES?`,
      );
  }
  const failed = report.missing.length + report.unknown.length + report.unclassified.length > 0;
  process.exitCode = failed ? 1 : 0;
}
