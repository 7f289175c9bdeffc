import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

type Report = Record<string, { problems: string[]; assets: string[] }>;

/** Runs the example checker (builds with webpack's Node API) on a folder holding content/ and examples/. */
export function checkExamples(root: string, names: string[] = []): Report {
  return runJsonScript<Report>('scripts/check-examples.mjs', ['--root', root, ...names]);
}

describe('the example checker', () => {
  const report = checkExamples(join(__dirname, '..', 'fixtures', 'examples-site'));

  it('builds an example and lists what it emits', () => {
    expect(report.hello?.assets).toEqual([expect.stringMatching(/^main\.[0-9a-f]+\.js$/)]);
  });

  it('reports versions that differ from the installed ones, fences that differ from files, and missing output', () => {
    expect(report.hello?.problems).toEqual([
      'package.json: lodash is "4.0.0", installed is exactly "4.18.1"',
      'content/guides/hello.mdx line 14: differs from examples/hello/src/index.js',
      'content/guides/hello.mdx line 18: the build emits no index.html',
    ]);
  });

  it('reports fences naming an example that does not exist', () => {
    expect(report.nowhere?.problems).toEqual([
      'content/guides/hello.mdx line 24: examples/nowhere/ does not exist',
    ]);
  });
});

describe('the walkthrough projects of the guides', () => {
  const WALKTHROUGH = [
    'getting-started',
    'asset-management',
    'output-management',
    'development',
    'code-splitting',
    'caching',
  ];
  const report = checkExamples(process.cwd());

  it('exist for every walkthrough guide', () => {
    expect(Object.keys(report).sort()).toEqual([...WALKTHROUGH].sort());
  });

  it.each(WALKTHROUGH)('%s builds with webpack, pins the installed versions and matches its page', (name) => {
    expect(report[name]?.problems).toEqual([]);
    expect(report[name]?.assets.length).toBeGreaterThan(0);
  });
});
