import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface SampleReport {
  unmarked: string[];
  samples: Record<
    string,
    {
      files: string[];
      commands: string[];
      output: string[];
      problems: string[];
      printed: string;
      cached: boolean;
      inputs: string;
      proof?: string[];
    }
  >;
}

/**
 * Runs the sample runner (writes each sample over samples/project/ and runs it) on a folder
 * holding content/; with `--no-cache` among `args`, even samples that passed before run again.
 */
export function runSamples(root: string, args: readonly string[] = []): SampleReport {
  return runJsonScript<SampleReport>('scripts/checks/run-samples.mjs', ['--root', root, ...args]);
}

describe('the sample runner', () => {
  const fixture = join(__dirname, '..', 'fixtures', 'samples-site');
  const report = runSamples(fixture, ['--no-cache']);

  it('runs every sample when asked not to use its record of passes', () => {
    expect(Object.values(report.samples).map((sample) => sample.cached)).toEqual([false, false, false]);
  });

  it('records a pass with the printed lines that prove it, and takes it from the record while its inputs are unchanged', () => {
    const first = report.samples['api/hello#print-assets']!;
    expect(first.proof).toEqual(first.output.map((line) => expect.stringContaining(line)));
    const again = runSamples(fixture);
    expect(again.samples['api/hello#print-assets']).toMatchObject({
      cached: true,
      problems: [],
      inputs: first.inputs,
      printed: first.proof!.join('\n'),
    });
  });

  it('never records a failure: a failing sample runs again and fails again', () => {
    const again = runSamples(fixture);
    expect(again.samples['api/hello#quiet']).toMatchObject({
      cached: false,
      problems: report.samples['api/hello#quiet']?.problems,
    });
  });

  it('builds a plugin sample with its configuration and finds the lines it promises', () => {
    expect(report.samples['api/hello#print-assets']).toEqual(
      expect.objectContaining({
        files: ['print-assets-plugin.js', 'webpack.config.js'],
        commands: [],
        problems: [],
      }),
    );
    expect(report.samples['api/hello#print-assets']?.printed).toMatch(/emitted main\.js/);
  });

  it('reports a promised line the run did not print, and a command that fails', () => {
    expect(report.samples['api/hello#quiet']?.problems).toEqual([
      'sample "quiet" of content/api/hello.mdx: the output has no line "something else"',
    ]);
    expect(report.samples['api/hello#broken']?.problems).toEqual([
      expect.stringMatching(/^sample "broken" of content\/api\/hello\.mdx: `node build\.js` failed \(3\)/),
    ]);
  });

  it('names a code fence that is neither a sample nor partial', () => {
    expect(report.unmarked).toEqual(['content/api/hello.mdx line 64']);
  });
});

/**
 * Built-in plugin pages whose plugin changes the build's output in a way a reader can see
 * (issue 13): each shows that effect with a sample whose promised output the run must print.
 */
const PLUGIN_EFFECTS = [
  'banner-plugin',
  'context-exclusion-plugin',
  'context-replacement-plugin',
  'define-plugin',
  'dll-plugin',
  'environment-plugin',
  'eval-source-map-dev-tool-plugin',
  'hashed-module-ids-plugin',
  'hot-module-replacement-plugin',
  'ignore-plugin',
  'limit-chunk-count-plugin',
  'min-chunk-size-plugin',
  'module-concatenation-plugin',
  'module-federation-plugin',
  'no-emit-on-errors-plugin',
  'normal-module-replacement-plugin',
  'profiling-plugin',
  'progress-plugin',
  'provide-plugin',
  'source-map-dev-tool-plugin',
  'split-chunks-plugin',
];

/**
 * Third-party pages (issue 14): each page's main configuration is a sample built with the real
 * package, promising the effect the page describes.
 */
const THIRD_PARTY_EFFECTS = [
  ...[
    'babel-loader',
    'coffee-loader',
    'css-loader',
    'exports-loader',
    'expose-loader',
    'html-loader',
    'imports-loader',
    'less-loader',
    'node-loader',
    'postcss-loader',
    'remark-loader',
    'sass-loader',
    'source-map-loader',
    'style-loader',
    'stylus-loader',
    'thread-loader',
    'val-loader',
  ].map((name) => `loaders/${name}`),
  ...[
    'chunks-webpack-plugin',
    'compression-webpack-plugin',
    'copy-webpack-plugin',
    'css-minimizer-webpack-plugin',
    'eslint-webpack-plugin',
    'html-minimizer-webpack-plugin',
    'html-webpack-plugin',
    'image-minimizer-webpack-plugin',
    // Its samples prove what it does with webpack 5.112: the build crashes where it would install.
    'install-webpack-plugin',
    'json-minimizer-webpack-plugin',
    'mini-css-extract-plugin',
    'stylelint-webpack-plugin',
    'svg-chunk-webpack-plugin',
    'terser-webpack-plugin',
  ].map((name) => `plugins/${name}`),
];

/**
 * Contribute pages that teach by building (issue 15): the loader and the plugin are built step
 * by step, each step a sample run in a webpack build, and every plugin pattern runs the same way.
 * The number is the fewest samples with promised output the page must have.
 */
const CONTRIBUTE_WALKTHROUGHS: readonly [string, number][] = [
  ['writing-a-loader', 3],
  ['writing-a-plugin', 3],
  ['plugin-patterns', 4],
  ['debugging', 2],
];

describe('the samples of the api, plugin, loader and contribute pages', () => {
  const report = runSamples(process.cwd());

  it('mark every code fence as a sample or partial', () => {
    expect(report.unmarked).toEqual([]);
  });

  it('exist', () => {
    expect(Object.keys(report.samples).length).toBeGreaterThan(10);
  });

  it.each(PLUGIN_EFFECTS)('plugins/%s proves its effect with a sample that promises output', (page) => {
    const proving = Object.entries(report.samples).filter(
      ([key, sample]) => key.startsWith(`plugins/${page}#`) && sample.output.length > 0,
    );
    expect(proving.map(([key]) => key)).not.toEqual([]);
  });

  it.each(THIRD_PARTY_EFFECTS)(
    '%s builds its configuration with the real package and proves its effect',
    (page) => {
      const proving = Object.entries(report.samples).filter(
        ([key, sample]) => key.startsWith(`${page}#`) && sample.output.length > 0,
      );
      expect(proving.map(([key]) => key)).not.toEqual([]);
    },
  );

  it.each(CONTRIBUTE_WALKTHROUGHS)(
    'contribute/%s runs at least %d samples in a webpack build, each printing what the page promises',
    (page, fewest) => {
      const proving = Object.entries(report.samples).filter(
        ([key, sample]) => key.startsWith(`contribute/${page}#`) && sample.output.length > 0,
      );
      expect(proving.length).toBeGreaterThanOrEqual(fewest);
    },
  );

  it.each(Object.keys(report.samples))('%s runs and prints what its page says', (key) => {
    expect(report.samples[key]?.problems).toEqual([]);
  });
});
