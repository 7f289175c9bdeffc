// The Markdown the export carries for people and tools (the llms.txt convention): each page's
// Markdown beside its HTML, /llms.txt and /llms-full.txt, read here independently of lib/.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  FENCE,
  OUT,
  ORIGIN,
  blogPostsOf,
  contentPages,
  exportedHtml,
  installCommandsAsFences,
  pageBody,
  serveExport,
  withoutFences,
} from '../fixtures.mjs';
import { attributes, elements, isElement, parseHtml, plainTextOf } from './html.mjs';

/** @import { ContentPage } from '../fixtures.mjs' */

const pages = contentPages();
/** Each blog post's day as its page shows it, "December 8, 2020", by url. */
const postDays = new Map(
  blogPostsOf(pages).map((post) => [
    post.url,
    new Date(`${post.date}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  ]),
);
const markdownOf = (/** @type {ContentPage} */ page) =>
  readFileSync(join(OUT, page.url, 'index.html.md'), 'utf8');
const ALERT = /^> \[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/gm;

/** The text outside code fences and code spans: where markup would be markup. */
const prose = (/** @type {string} */ markdown) => withoutFences(markdown).replace(/(`+)[\s\S]*?\1/g, '');

describe("each page's Markdown", () => {
  it('is exported for every page as <url>index.html.md', () => {
    const missing = pages.filter((page) => !existsSync(join(OUT, page.url, 'index.html.md')));
    assert.deepEqual(
      missing.map((page) => page.url),
      [],
    );
  });

  for (const page of pages) {
    describe(page.url, () => {
      const markdown = markdownOf(page);
      const day = postDays.get(page.url);
      it(day ? 'starts with "# Title" and the day it was published' : 'starts with "# Title"', () =>
        assert.ok(
          markdown.startsWith(`# ${page.data.title}\n\n${day ? `${day}\n\n` : ''}`),
          markdown.slice(0, 80),
        ),
      );

      it('has no HTML or JSX markup outside code', () => {
        assert.deepEqual(prose(markdown).match(/(?<!\\)<\/?[A-Za-z!?][^>\n]*>?/g) ?? [], []);
        assert.doesNotMatch(prose(markdown), /\bclass(Name)?="/);
      });

      it("keeps every code fence with its language, in the source's order", () => {
        const languages = (/** @type {string} */ text) =>
          [...text.matchAll(FENCE)].map((m) => (m[2] ?? '').trim().split(/\s+/)[0]);
        // An install command is one `bash` block of the three package managers' commands.
        assert.deepEqual(languages(markdown), languages(installCommandsAsFences(pageBody(page.file))));
      });

      it('writes each alert as a blockquote opening with its label', () => {
        // Alerts shown as code (the writer's guide teaches the syntax) are not alerts.
        const labels = [...prose(pageBody(page.file)).matchAll(ALERT)].map(
          ([, type = '']) => type.slice(0, 1) + type.slice(1).toLowerCase(),
        );
        const written = [...prose(markdown).matchAll(/^> \*\*(\w+)\*\*$/gm)].map((m) => m[1]);
        assert.deepEqual(written, labels);
        assert.doesNotMatch(prose(markdown), /\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/);
      });

      it('is linked from the page footer, beside a Copy page button', () => {
        const document = parseHtml(exportedHtml(page.url));
        assert.ok(
          elements(document, 'a').some(
            (link) =>
              attributes(link).href === `${page.url}index.html.md` &&
              plainTextOf(link) === 'View as Markdown',
          ),
        );
        assert.ok(
          elements(document, 'button').some(
            (button) =>
              isElement(button, 'button', { type: 'button', class: 'copy-page-button' }) &&
              plainTextOf(button) === 'Copy page',
          ),
        );
      });
    });
  }
});

describe('llms.txt and llms-full.txt', () => {
  const index = readFileSync(join(OUT, 'llms.txt'), 'utf8');
  const full = readFileSync(join(OUT, 'llms-full.txt'), 'utf8');
  // Page urls in the order llms.txt lists them.
  const listed = [...index.matchAll(/^- \[[^\n]*\]\((https:[^)\s]+)\)/gm)].map((m) =>
    (m[1] ?? '').slice(ORIGIN.length),
  );

  it('llms.txt has the site title, a one-line summary, then sections of pages', () => {
    assert.match(index, /^# webpack\n\n> [^\n]+\n\n## /);
    assert.ok([...index.matchAll(/^## .+$/gm)].length >= 4, 'grouped by section');
  });

  it('llms.txt lists every page once as [Title](url), with its description', () => {
    assert.deepEqual([...listed].sort(), pages.map((page) => page.url).sort());
    for (const page of pages) {
      const line = index.split('\n').find((l) => l.includes(`](${ORIGIN}${page.url})`));
      assert.ok(line?.startsWith('- ['), page.url);
      if (page.data.description) assert.ok(line?.includes(`): `), `${page.url} has its description`);
    }
  });

  it("llms-full.txt is every page's Markdown in the order of llms.txt", () => {
    const byUrl = new Map(pages.map((page) => [page.url, markdownOf(page)]));
    assert.equal(full, listed.map((url) => byUrl.get(url)).join('\n'));
  });

  it('the service worker precaches none of it', () => {
    const worker = readFileSync(join(OUT, 'sw.js'), 'utf8');
    assert.match(worker, /index\.html"/, 'the precache lists pages');
    assert.doesNotMatch(worker, /\.html\.md|llms(-full)?\.txt/);
  });
});

describe('served as static files', () => {
  /** @type {Awaited<ReturnType<typeof serveExport>>} */
  let site;
  before(async () => (site = await serveExport()));
  after(() => site.server.close());

  it("a page's Markdown is text/markdown, llms.txt plain text", async () => {
    const markdown = await fetch(`${site.url}/concepts/output/index.html.md`);
    assert.equal(markdown.status, 200);
    assert.equal(markdown.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.match(await markdown.text(), /^# Output\n/);
    const index = await fetch(`${site.url}/llms.txt`);
    assert.equal(index.headers.get('content-type'), 'text/plain; charset=utf-8');
  });
});
