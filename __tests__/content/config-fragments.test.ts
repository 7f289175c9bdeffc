import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configFragmentPlace, metaFlag, noConfigReason } from '@/lib/mdx/code-blocks';
import { completeFragment, configPlace, type ConfigPlace } from './config-fragments';
import { siteFences } from './page-code';

const workDir = join(process.cwd(), '.cache', 'config-fragments');

/** A partial JavaScript or TypeScript fence, from the site or made up by a test. */
interface Fragment {
  where: string;
  page?: string;
  lang: string;
  meta: string;
  code: string;
}

/** A fragment completed into a configuration file, ready for the validator. */
interface Completed {
  where: string;
  file: string;
}

const SCRIPT = /^(js|javascript|mjs|cjs|ts|typescript)$/;

/** Every partial script fence of the site, and every fence that names config or noconfig. */
function siteFragments(): Fragment[] {
  return siteFences().flatMap(({ node, page, line }) => {
    const meta = node.meta ?? '';
    const marked = /(?:^|\s)(?:no)?config(?:=|\s|$)/.test(meta);
    if (!node.lang || !SCRIPT.test(node.lang) || (!metaFlag(meta, 'partial') && !marked)) return [];
    return [{ where: `${page.path} line ${line}`, page: page.path, lang: node.lang, meta, code: node.value }];
  });
}

/** Sorts fragments by what the check does with them, and writes each configuration fragment completed. */
function sortFragments(fragments: Fragment[], dir: string) {
  const completed: Completed[] = [];
  const marked: string[] = [];
  const problems: string[] = [];
  for (const [index, fragment] of fragments.entries()) {
    let place: ConfigPlace | undefined;
    if (
      !metaFlag(fragment.meta, 'partial') &&
      (configFragmentPlace(fragment.meta) ?? noConfigReason(fragment.meta))
    )
      place = { kind: 'invalid', reason: 'config and noconfig belong on a fence marked partial' };
    else place = configPlace(fragment.code, fragment.lang, fragment.meta, fragment.page);
    if (!place) continue;
    if (place.kind === 'invalid') problems.push(`${fragment.where}: ${place.reason}`);
    else if (place.kind === 'noconfig') marked.push(fragment.where);
    else {
      const fileDir = join(dir, String(index));
      mkdirSync(fileDir, { recursive: true });
      const file = join(fileDir, /^t/.test(fragment.lang) ? 'webpack.config.ts' : 'webpack.config.js');
      writeFileSync(
        file,
        completeFragment(fragment.code, fragment.lang, place.place, place.form, place.loader, place.options),
      );
      completed.push({ where: fragment.where, file });
    }
  }
  return { completed, marked, problems };
}

/** Validates every completed fragment in one child process; one failure line per fragment that fails. */
function validationFailures(completed: Completed[]): string[] {
  if (completed.length === 0) return [];
  const output = execFileSync(
    process.execPath,
    [
      join(process.cwd(), 'scripts/checks/validate-webpack-configs.mjs'),
      ...completed.map((entry) => entry.file),
    ],
    // A fragment may write a file as it loads (a log stream): it lands in the work folder.
    { cwd: workDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const results = JSON.parse(output) as { file: string; ok: boolean; error?: string }[];
  expect(results).toHaveLength(completed.length);
  return results
    .filter((result) => !result.ok)
    .map((result) => `${completed.find((entry) => entry.file === result.file)?.where}: ${result.error}`);
}

const fixture = (where: string, meta: string, code: string): Fragment => ({ where, lang: 'js', meta, code });

/** Fragments that each show one way a fragment fails, and two that pass. */
const FIXTURES: Fragment[] = [
  fixture('unknown option', 'partial', "output: {\n  fileName: '[name].js',\n},"),
  fixture('wrong place', 'partial config="module.rules[]"', "splitChunks: {\n  chunks: 'all',\n},"),
  fixture('wrong type', 'partial config="optimization"', "splitChunks: {\n  chunks: 'every',\n},"),
  fixture('no reason', 'partial noconfig', 'output: { clean: true },'),
  fixture('empty reason', 'partial noconfig=""', 'output: { clean: true },'),
  fixture('no place', 'partial config', '{ test: /\\.css$/ }'),
  fixture('bad place', 'partial config="module..rules"', '{}'),
  fixture('both', 'partial config="." noconfig="why"', "mode: 'none',"),
  fixture(
    'rule',
    'partial config="module.rules[]"',
    "{\n  test: /\\.css$/,\n  use: ['style-loader', 'css-loader'],\n}",
  ),
  fixture(
    'plugin',
    'partial',
    'plugins: [new HtmlWebpackPlugin(), new webpack.DefinePlugin({}), new LocalPlugin()],',
  ),
  fixture('plugin option', 'partial', 'new CompressionPlugin({ treshold: 10240 });'),
  {
    ...fixture('loader option', 'partial', 'options: { modules: { mode: "locals" } },'),
    page: 'content/loaders/css-loader.mdx',
  },
  {
    ...fixture('bare loader options', 'partial', 'modules: { namedExport: true },\nsourcemap: true,'),
    page: 'content/loaders/css-loader.mdx',
  },
  {
    ...fixture('bare plugin options', 'partial', "{ from: 'public', too: 'static/' }"),
    page: 'content/plugins/copy-webpack-plugin.mdx',
  },
  {
    ...fixture(
      'bare webpack plugin options',
      'partial',
      "remotes: { app: 'app@/remote.js' },\nshard: ['react'],",
    ),
    page: 'content/plugins/module-federation-plugin.mdx',
  },
  fixture('unknown plugin', 'partial', 'new HypotheticalPlugin({ verbose: true });'),
  fixture(
    'unknown loader',
    'partial config="module.rules[]"',
    "{ test: /\\.txt$/, loader: 'made-up-loader', options: { raw: true } }",
  ),
  fixture('right options', 'partial', "new StylelintPlugin({ files: 'src/**/*.css' });"),
  {
    ...fixture('right bare options', 'partial', "{ from: 'public', to: 'static/' }"),
    page: 'content/plugins/copy-webpack-plugin.mdx',
  },
];

describe('the configuration fragment check', () => {
  const dir = join(workDir, 'fixtures');
  rmSync(dir, { recursive: true, force: true });
  const { completed, problems } = sortFragments(FIXTURES, dir);
  const failures = validationFailures(completed);

  it("fails an unknown option, a wrong place and a wrong type with webpack's own message", () => {
    expect(failures.slice(0, 3)).toEqual([
      expect.stringMatching(/^unknown option: .*configuration\.output has an unknown property 'fileName'/s),
      expect.stringMatching(
        /^wrong place: .*configuration\.module\.rules\[0\] has an unknown property 'splitChunks'/s,
      ),
      expect.stringMatching(
        /^wrong type: .*configuration\.optimization\.splitChunks\.chunks should be one of/s,
      ),
    ]);
  });

  it("fails a plugin's or a loader's wrong option with the package's own message, and reports what has no schema", () => {
    expect(failures.slice(3)).toEqual([
      expect.stringMatching(/^plugin option: .*Compression Plugin .*unknown property 'treshold'/s),
      expect.stringMatching(/^loader option: .*css-loader .*options\.modules\.mode should be one of/s),
      expect.stringMatching(/^bare loader options: .*css-loader .*unknown property 'sourcemap'/s),
      expect.stringMatching(/^bare plugin options: .*Copy Plugin .*options\.patterns\[0\]/s),
      expect.stringMatching(
        /^bare webpack plugin options: .*ModuleFederationPlugin.*unknown property 'shard'/s,
      ),
      'unknown plugin: HypotheticalPlugin stands in for a plugin that is not installed, so its options have no schema',
      'unknown loader: loader made-up-loader cannot be resolved, so its options have no schema',
    ]);
    expect(completed.map((entry) => entry.where)).toEqual(
      expect.arrayContaining(['right options', 'right bare options']),
    );
  });

  it("takes a bare object on a loader's or a plugin's page for its options where its schema knows a key", () => {
    const css = 'content/loaders/css-loader.mdx';
    expect(configPlace('modules: { auto: true },', 'js', 'partial', css)).toMatchObject({
      options: { kind: 'loader', name: 'css-loader', path: [] },
    });
    expect(
      configPlace("{ from: 'public' }", 'js', 'partial', 'content/plugins/copy-webpack-plugin.mdx'),
    ).toMatchObject({ options: { kind: 'plugin', name: 'copy-webpack-plugin', path: ['patterns', '[]'] } });
    expect(
      configPlace('shared: { react: {} },', 'js', 'partial', 'content/plugins/module-federation-plugin.mdx'),
    ).toMatchObject({
      options: { kind: 'webpack-plugin', name: 'container.ModuleFederationPlugin', path: [] },
    });
    expect(configPlace("{ presets: ['@babel/preset-env'] }", 'js', 'partial', css)).toBeUndefined();
    expect(configPlace('modules: { auto: true },', 'js', 'partial')).toBeUndefined();
  });

  it('rejects config and noconfig without a value, and both on one fence', () => {
    expect(problems).toEqual([
      expect.stringMatching(/^no reason: noconfig needs a reason/),
      expect.stringMatching(/^empty reason: noconfig needs a reason/),
      expect.stringMatching(/^no place: config needs a place/),
      'bad place: config="module..rules" is not a place such as "module.rules[]" or "."',
      'both: a fence has config or noconfig, not both',
    ]);
  });

  it('declares what a fragment uses: installed packages, webpack, and named stand-ins', () => {
    const file = completeFragment(
      'plugins: [new HtmlWebpackPlugin(), new LocalPlugin()],',
      'js',
      '',
      'members',
    );
    expect(file).toContain("(require('html-webpack-plugin'));");
    expect(file).toContain('const LocalPlugin = class StandInForLocalPlugin {');
    expect(file).toContain("mode: 'production'");
  });

  it('completes a partial CommonJS file with its own statements and a mode', () => {
    const code =
      "const dist = path.resolve(__dirname, 'dist');\nmodule.exports = { output: { path: dist } };";
    expect(configPlace(code, 'js', 'partial')).toEqual({ kind: 'config', place: '', form: 'file' });
    const file = completeFragment(code, 'js', '', 'file');
    expect(file).toMatch(/^const path = require\('node:path'\);\n/);
    expect(file).toContain("module.exports = { mode: 'production', ...module.exports };");
  });

  it('leaves code that is not configuration alone', () => {
    expect(configPlace("compiler.hooks.done.tap('A', () => {});", 'js', 'partial')).toBeUndefined();
    expect(configPlace("{ presets: ['@babel/preset-env'] }", 'js', 'partial')).toBeUndefined();
    expect(
      configPlace('module.exports = function loader(source) {\n  return source;\n};', 'js', 'partial'),
    ).toBeUndefined();
  });
});

describe('configuration fragments on the site', () => {
  rmSync(join(workDir, 'site'), { recursive: true, force: true });
  const { completed, marked, problems } = sortFragments(siteFragments(), join(workDir, 'site'));

  it('are found, and the fences that cannot be completed say why', () => {
    expect(completed.length).toBeGreaterThan(400);
    expect(marked.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("validate against webpack's schema once completed", () => {
    expect(validationFailures(completed)).toEqual([]);
  });
});
