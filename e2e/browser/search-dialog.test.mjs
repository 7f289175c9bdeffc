// The search dialog as issue 24 asks it to behave, in Chromium on the export: results say where
// they live, only what the reader typed is marked, snippets end at a word with an ellipsis, the
// selected result stays in sight, a phone has a close button, and the button's two shortcuts open
// the dialog that Escape closes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, PHONE, hydrated, sharedSite } from '../fixtures.mjs';

/** @import { Page } from 'playwright-core' */

const site = sharedSite(before, after);
const LABEL = 'Search webpack documentation';
const button = (/** @type {Page} */ page) => page.getByRole('button', { name: LABEL });
const dialog = (/** @type {Page} */ page) => page.getByRole('dialog', { name: LABEL });
const input = (/** @type {Page} */ page) => page.getByRole('combobox', { name: LABEL });

/**
 * Opens the dialog with the header's button, types `query` and waits until the results answer
 * it (the list carries the query it answers in data-query).
 * @param {Page} page
 * @param {string} query
 */
async function search(page, query) {
  await button(page).click();
  await input(page).fill(query);
  await page
    .locator('#search-results')
    .and(page.locator(`[data-query="${query}"]`))
    .waitFor();
}

/**
 * Scrolls the results list to its end until it has rendered every result its options count
 * (aria-setsize): the dialog renders only the first results, and more as the list nears its end.
 * @param {Page} page
 */
async function renderAll(page) {
  await page.waitForFunction(() => {
    const list = document.getElementById('search-results');
    const options = list?.querySelectorAll('[role="option"]') ?? [];
    if (!list || options.length === 0) return false;
    if (options.length >= Number(options[0]?.getAttribute('aria-setsize'))) return true;
    list.scrollTop = list.scrollHeight;
    return false;
  });
}

/** The accessible name of the focused element. */
const focusedLabel = (/** @type {Page} */ page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/**
 * The text of the section under the heading `id` of the loaded page (up to the next heading), as
 * a reader sees it, without code blocks, in single spaces.
 * @param {Page} page
 * @param {string} id
 */
function sectionText(page, id) {
  return page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    const main = document.querySelector('main');
    if (!heading || !main) return '';
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    walker.currentNode = heading;
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (heading.contains(node)) continue;
      if (node instanceof HTMLElement && /^H[1-6]$/.test(node.tagName)) break;
      if (node.nodeType === Node.TEXT_NODE && !node.parentElement?.closest('pre, button')) {
        text += node.textContent;
      }
    }
    return text.replace(/\s+/g, ' ').trim();
  }, id);
}

/** `text` as a pattern that matches it with any run of spaces where it has one. */
const literal = (/** @type {string} */ text) =>
  text
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');

describe('search dialog', () => {
  it('says the section and page of every result, so pages of the same title differ', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await search(page, 'hot module replacement');
      await renderAll(page);
      const groups = await page.evaluate(() =>
        [...document.querySelectorAll('#search-results [role="group"]')].map((group) => ({
          name: group.getAttribute('aria-label'),
          title: group.querySelector('.search-group-title')?.textContent,
          page: group.querySelector('[role="option"]')?.getAttribute('href')?.split('#')[0] ?? '',
        })),
      );
      const titles = groups.map((group) => group.title);
      for (const place of ['Guides', 'Concepts', 'API']) {
        assert.ok(titles.includes(`${place} › Hot Module Replacement`), `${place} › Hot Module Replacement`);
      }
      assert.equal(new Set(titles).size, titles.length, `no two groups read the same: ${titles.join(', ')}`);
      for (const group of groups) {
        assert.equal(group.name, group.title, 'the group is named as it reads');
        // A page below a section's own page (/guides/…/) names the section first.
        if (group.page.split('/').length > 3) assert.match(group.title ?? '', /^\S.* › \S/);
      }
    }));

  it('marks only what was typed: "tree" marks no "free"', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await search(page, 'tree');
      const results = page.locator('#search-results');
      const marked = await results.locator('mark').allTextContents();
      assert.ok(marked.length > 0, 'the matches are marked');
      assert.deepEqual(
        marked.filter((text) => !text.toLowerCase().startsWith('tree')),
        [],
        'every mark is the typed word or a word it begins',
      );
      // The results do show the word a fuzzy match would mark.
      assert.match(/** @type {string} */ (await results.textContent()), /\bfree\b/i);
    }));

  it('cuts a snippet at the end of a word of its section, with an ellipsis', () =>
    site.withPage(DESKTOP, async (page, context) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await search(page, 'output.publicPath');
      const hits = await page
        .getByRole('group', { name: 'Configuration › Output' })
        .getByRole('option')
        .evaluateAll((options) =>
          options.map((option) => ({
            id: option.getAttribute('href')?.split('#')[1] ?? '',
            snippet: option.querySelector('.search-hit-snippet')?.textContent ?? '',
          })),
        );
      assert.ok(hits.length > 1, 'the Output page has several results');
      const reference = await context.newPage();
      await reference.goto(site.url('/configuration/output/'));
      for (const { id, snippet } of hits) {
        const text = await sectionText(reference, id);
        const shown = snippet.replace(/^… /, '').replace(/ …$/, '');
        assert.ok(shown.length < text.length, `#${id}: its section is longer than its snippet`);
        assert.match(snippet, / …$/, `#${id}: "${snippet}" ends with an ellipsis`);
        assert.match(
          text,
          new RegExp(`(?<![\\p{L}\\p{N}_])${literal(shown)}(?![\\p{L}\\p{N}_])`, 'u'),
          `#${id}: "${shown}" is its section's text cut between words`,
        );
      }
    }));

  it('keeps the selected result in view as the arrow keys move past a dozen', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await search(page, 'loader');
      const options = dialog(page).getByRole('option');
      // Only what the list shows is rendered: more as the selection moves on.
      assert.ok(
        Number(await options.first().getAttribute('aria-setsize')) > 20,
        'more results than the list renders at once',
      );
      const rendered = await options.count();
      assert.ok(
        await page.locator('#search-results').evaluate((list) => list.scrollHeight > list.clientHeight),
        'the rendered results fill the list',
      );
      /** Waits until the option at `index` is selected and wholly inside the list's visible box. */
      const inView = (/** @type {number} */ index) =>
        page.waitForFunction((at) => {
          const list = document.getElementById('search-results');
          const option = document.getElementById(`search-option-${at}`);
          if (!list || option?.getAttribute('aria-selected') !== 'true') return false;
          const [box, shown] = [option.getBoundingClientRect(), list.getBoundingClientRect()];
          // Within a pixel: the list scrolls by whole pixels, the results sit at fractions of one.
          return box.top >= shown.top - 1 && box.bottom <= shown.bottom + 1;
        }, index);
      for (let index = 1; index <= 15; index += 1) {
        await page.keyboard.press('ArrowDown');
        await inView(index);
      }
      assert.ok(
        await page.locator('#search-results').evaluate((list) => list.scrollTop > 0),
        'the list scrolled',
      );
      assert.ok((await options.count()) > rendered, 'the list rendered more as the selection moved on');
      // A new query selects its first result again; from there ArrowUp wraps to the last rendered.
      await input(page).fill('');
      await input(page).fill('loader');
      await inView(0);
      // Counted before the press: once the last rendered result scrolls into view, the list renders more.
      const last = (await options.count()) - 1;
      await page.keyboard.press('ArrowUp');
      await inView(last);
    }));

  it('has a visible Close button at phone width that closes and gives focus back', () =>
    site.withPage(PHONE, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await search(page, 'loader');
      const close = dialog(page).getByRole('button', { name: 'Close' });
      const box = await close.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= 812 && box.x >= 0 && box.x + box.width <= 375);
      // Nothing covers it: the point at its centre is the button.
      assert.ok(
        await close.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) === element;
        }),
        'the Close button is not covered',
      );
      await close.tap();
      await dialog(page).waitFor({ state: 'detached' });
      assert.equal(await focusedLabel(page), LABEL);
    }));

  it('shows / and Ctrl K on the button, opens on both, and Escape closes and gives focus back', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      const keys = button(page).locator('kbd');
      assert.deepEqual(await keys.allTextContents(), ['/', 'Ctrl K']);
      for (const key of await keys.all()) assert.ok(await key.isVisible(), 'both shortcuts are shown');
      for (const shortcut of ['/', 'Control+k', 'Meta+k']) {
        await page.locator('main h1').click();
        await page.keyboard.press(shortcut);
        await input(page).waitFor();
        assert.equal(await input(page).inputValue(), '', `${shortcut} opens an empty search`);
        assert.equal(await focusedLabel(page), LABEL, `${shortcut}: the input has focus`);
        // One Escape closes, even with text in the field (which a search field would clear first).
        await page.keyboard.type('entry');
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
        assert.equal(
          await focusedLabel(page),
          LABEL,
          `after ${shortcut}, Escape gives focus back to the button`,
        );
      }
    }));

  it('shows ⌘ K on Apple platforms', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }));
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await button(page).locator('kbd', { hasText: '⌘ K' }).waitFor();
      assert.deepEqual(await button(page).locator('kbd').allTextContents(), ['/', '⌘ K']);
    }));
});
