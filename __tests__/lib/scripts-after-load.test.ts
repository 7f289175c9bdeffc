import { SCRIPTS_AFTER_LOAD_ID, scriptsAfterLoad, scriptsAfterLoadLoader } from '@/lib/scripts-after-load';

// A page as Next exports it: chunk scripts in the head, one more at the end of the body, a
// noModule polyfill and the payload's inline scripts.
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<title>Output</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main id="main-content">text</main>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('scriptsAfterLoad', () => {
  const rewritten = scriptsAfterLoad(page, 'out/index.html');

  it('leaves no chunk script to run while the HTML is parsed, and keeps the noModule polyfill', () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/[^"]*" async="">/);
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('preloads each chunk once, at low priority, where the first chunk script stood', () => {
    const head = rewritten.slice(0, rewritten.indexOf('</head>'));
    const preloads = [
      ...head.matchAll(/<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g),
    ].map((m) => m[1]);
    // late.js keeps Next's own low-priority preload.
    expect(preloads).toEqual([
      '/_next/static/chunks/late.js',
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/runtime.js',
    ]);
    expect(head.indexOf('href="/_next/static/chunks/react.js"')).toBeLessThan(head.indexOf('<title>'));
  });

  it('ends the body with the loader of every chunk, after the payload', () => {
    const loader = scriptsAfterLoadLoader([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/late.js',
    ]);
    expect(rewritten.endsWith(`${loader}</body></html>`)).toBe(true);
    expect(rewritten.indexOf('self.__next_f')).toBeLessThan(rewritten.indexOf(SCRIPTS_AFTER_LOAD_ID));
  });

  it('leaves a rewritten page and a page without chunk scripts as they are', () => {
    expect(scriptsAfterLoad(rewritten, 'out/index.html')).toBe(rewritten);
    const plain = '<html><head></head><body><p>feed</p></body></html>';
    expect(scriptsAfterLoad(plain, 'out/plain.html')).toBe(plain);
  });

  it('names the page of a chunk script it does not know, rather than leave it to run early', () => {
    const odd = page.replace(
      '<title>',
      '<script src="/_next/static/chunks/odd.js" defer=""></script><title>',
    );
    expect(() => scriptsAfterLoad(odd, 'out/odd.html')).toThrow(
      'out/odd.html: a Next script in a form scriptsAfterLoad does not know: <script src="/_next/static/chunks/odd.js" defer="">',
    );
  });

  it('names the page without a body end', () => {
    expect(() => scriptsAfterLoad(page.replace('</body>', ''), 'out/cut.html')).toThrow(
      'out/cut.html: no </body> to put the script loader before',
    );
  });
});

describe('scriptsAfterLoadLoader', () => {
  // Runs the loader against a stand-in window: which scripts it adds, and when.
  function runLoader(readyState: string) {
    const added: string[] = [];
    const listeners: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      readyState,
      createElement: () => ({ src: '', async: false }),
      body: {
        appendChild: (element: { src: string; async: boolean }) =>
          added.push(`${element.src} ${element.async}`),
      },
    };
    const source = scriptsAfterLoadLoader(['/_next/a.js', '/_next/b.js'])
      .replace(/^<script[^>]*>/, '')
      .replace(/<\/script>$/, '');
    new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', source)(
      document,
      (type: string, listener: () => void) => type === 'load' && listeners.push(listener),
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    const step = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
    return { added, step, listeners, frames, timers };
  }

  it('adds the scripts, async, only after the load event, a frame and a task', () => {
    const { added, step, listeners, frames, timers } = runLoader('interactive');
    expect(added).toEqual([]);
    step(listeners);
    expect(added).toEqual([]);
    step(frames);
    expect(added).toEqual([]);
    step(timers);
    expect(added).toEqual(['/_next/a.js true', '/_next/b.js true']);
  });

  it('does not wait for a load event that has already fired', () => {
    const { added, step, listeners, frames, timers } = runLoader('complete');
    expect(listeners).toEqual([]);
    step(frames);
    step(timers);
    expect(added).toEqual(['/_next/a.js true', '/_next/b.js true']);
  });
});
