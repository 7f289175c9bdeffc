import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FetchOptions, JSDOM, ResourceLoader, VirtualConsole } from 'jsdom';
import { runJsonScript } from './run-json-script';

type Report = Record<string, { problems: string[]; assets: string[] }>;

/** Runs the example checker (builds with webpack's Node API) on a folder holding content/ and examples/. */
export function checkExamples(root: string, names: string[] = []): Report {
  return runJsonScript<Report>('scripts/checks/check-examples.mjs', ['--root', root, ...names]);
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

/** The check of the project's own examples, which builds each in place (`examples/<name>/dist/`). */
const walkthroughs = checkExamples(process.cwd());

describe('the walkthrough projects of the guides', () => {
  const WALKTHROUGH = [
    'getting-started',
    'asset-management',
    'output-management',
    'development',
    'code-splitting',
    'caching',
  ];

  it('exist for every walkthrough guide', () => {
    expect(Object.keys(walkthroughs).sort()).toEqual([...WALKTHROUGH].sort());
  });

  it.each(WALKTHROUGH)('%s builds with webpack, pins the installed versions and matches its page', (name) => {
    expect(walkthroughs[name]?.problems).toEqual([]);
    expect(walkthroughs[name]?.assets.length).toBeGreaterThan(0);
  });
});

describe('the chunk-load retry of the code-splitting example', () => {
  const dir = join(process.cwd(), 'examples', 'code-splitting');
  const dist = join(dir, 'dist');

  // The page is the one the walkthrough check built in place: building the example again cost a
  // webpack build of every run.
  beforeAll(() => {
    const built = walkthroughs['code-splitting'];
    expect(built?.problems.filter((problem) => problem.startsWith('build failed'))).toEqual([]);
    expect(built?.assets).toContain('tips.bundle.js');
  });

  /** Loads the built page in jsdom, fails the first `failures` requests for the tips chunk, clicks the tip button. */
  async function clickTip(failures: number) {
    const requests: string[] = [];
    const errors: unknown[] = [];
    // Answers from dist/ as a server on localhost would; jsdom's loader expects an abortable promise.
    const answer = (promise: Promise<Buffer>) => Object.assign(promise, { abort: () => {} });
    class Loader extends ResourceLoader {
      override fetch(url: string, options: FetchOptions) {
        if (url.endsWith('/tips.bundle.js')) {
          requests.push(url);
          if (requests.length <= failures) return answer(Promise.reject(new Error('connection dropped')));
        }
        if (url.startsWith('http://localhost/')) {
          return answer(Promise.resolve(readFileSync(join(dist, new URL(url).pathname))));
        }
        return super.fetch(url, options);
      }
    }
    const virtualConsole = new VirtualConsole();
    virtualConsole.on('error', (error: unknown) => errors.push(error));
    const dom = new JSDOM(readFileSync(join(dist, 'index.html'), 'utf8'), {
      url: 'http://localhost/',
      runScripts: 'dangerously',
      resources: new Loader(),
      virtualConsole,
    });
    const { document } = dom.window;
    const text = () => document.querySelector('aside p')?.textContent ?? '';
    await new Promise((resolve) => dom.window.addEventListener('load', resolve, { once: true }));
    // Waits for the tip box to say something, a tip or the give-up message, however long the
    // page's retries take: the condition itself, not a polling deadline.
    const shown = await new Promise<string>((resolve) => {
      const observer = new dom.window.MutationObserver(() => {
        if (text() === '') return;
        observer.disconnect();
        resolve(text());
      });
      observer.observe(document.body, { childList: true, characterData: true, subtree: true });
      document.querySelector<HTMLButtonElement>('aside button')?.click();
    });
    dom.window.close();
    return { requests, errors, text: shown };
  }

  it('shows a tip after one failed download, loaded by the second request', async () => {
    const { requests, text } = await clickTip(1);
    expect(requests).toHaveLength(2);
    expect(text).toMatch(/\.$/);
    expect(text).not.toMatch(/not available/);
  });

  it('gives up after three failed requests with the ChunkLoadError of the last one', async () => {
    const { requests, errors, text } = await clickTip(Infinity);
    expect(requests).toHaveLength(3);
    expect(text).toBe('Tips are not available right now. Reload the page to try again.');
    expect(errors).toEqual([
      expect.objectContaining({
        name: 'ChunkLoadError',
        type: 'error',
        request: 'http://localhost/tips.bundle.js',
        message: 'Loading chunk tips failed.\n(error: http://localhost/tips.bundle.js)',
      }),
    ]);
  });
});
