// The whole-site accessibility sweep: axe finds nothing on every exported page in the light
// theme, and on the longest page of each section and a printable page in the dark theme.
//
// A scan of a long page takes seconds (colour contrast of every code token), the whole site
// a quarter of an hour, so a page is scanned again only when what decides the result changed
// (`a11yFingerprint`): passes are kept in `.cache/a11y-passed/` and, for fresh clones such as
// CI's, in the committed `a11y-passed.json`. After a change that touches many pages (a
// stylesheet, a component of every page), refresh the record with
// `A11Y_RECORD=1 node --test e2e/browser/a11y-site.test.mjs`: it scans what this machine has no
// pass for and rewrites the record with the passes of the current pages only.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, OUT, filesUnder, sharedSite } from '../fixtures.mjs';
import {
  a11yFingerprint,
  a11yPasses,
  axeViolations,
  keepA11yPass,
  openForAxe,
  writeA11yRecord,
} from './axe.mjs';

const site = sharedSite(before, after);
const recording = process.env.A11Y_RECORD === '1';

/** Every HTML file of out/, with the url that serves it (404.html is what an unknown url gets). */
function exportedPages() {
  return filesUnder(OUT)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const url = file === '404.html' ? '/no-such-page/' : `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
      return { file, url, section: url.split('/')[1], size: statSync(join(OUT, file)).size };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

const pages = exportedPages();
/**
 * The dark-theme pages: each section's longest page (most to go wrong), for sections of several
 * pages, and the smallest printable page for the printable layout (they all share it, and the
 * largest takes minutes to scan).
 */
/** @type {Map<string | undefined, typeof pages>} */
const sections = new Map();
for (const page of pages.filter((p) => !p.url.endsWith('/printable/')))
  sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
const smallestPrintable = pages
  .filter((p) => p.url.endsWith('/printable/'))
  .reduce((smallest, page) => (page.size < smallest.size ? page : smallest));
const darkPages = [
  ...[...sections.values()]
    .filter((group) => group.length > 1)
    .map((group) => group.reduce((longest, page) => (page.size > longest.size ? page : longest))),
  smallestPrintable,
];

const scans = [
  ...pages.map((page) => ({ ...page, theme: /** @type {const} */ ('light') })),
  ...darkPages.map((page) => ({ ...page, theme: /** @type {const} */ ('dark') })),
];
// Recording trusts only passes seen on this machine, never the record it replaces.
const passes = a11yPasses({ recorded: !recording });
/** What passed in this run, scanned or by fingerprint: page and theme → fingerprint. */
/** @type {Map<string, string>} */
const passedNow = new Map();

describe('axe finds no violations on any exported page', { concurrency: 2 }, () => {
  it('covers every exported page', () => {
    assert.ok(pages.length >= 170, `${pages.length} pages`);
    assert.ok(darkPages.length >= 8, `${darkPages.length} dark-theme pages`);
  });

  for (const scan of scans) {
    const options = { ...DESKTOP, colorScheme: scan.theme };
    it(`${scan.url} in the ${scan.theme} theme`, async (t) => {
      const fingerprint = a11yFingerprint(scan.file, { theme: scan.theme, viewport: options.viewport });
      if (passes.has(fingerprint)) t.skip('passed before with the same HTML and stylesheets');
      else {
        await site.withPage(options, async (page) => {
          await openForAxe(site, page, scan.url);
          assert.deepEqual(await axeViolations(page), []);
        });
        keepA11yPass(fingerprint);
      }
      passedNow.set(`${scan.url} ${scan.theme}`, fingerprint);
    });
  }

  if (recording) {
    after(() => {
      // A failed scan leaves the record as it was: it must hold every current page.
      if (passedNow.size === scans.length) writeA11yRecord(passedNow);
      else
        console.error(`a11y: ${scans.length - passedNow.size} scans did not pass; the record is unchanged`);
    });
  }
});
