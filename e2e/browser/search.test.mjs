// The header's search: the local index, loaded on first use, from the keyboard to the anchor.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, PHONE, hydrated, sharedSite } from '../fixtures.mjs';
import { axeViolations } from './axe.mjs';

/** @import { Page } from 'playwright-core' */

const site = sharedSite(before, after);
const dialog = (/** @type {Page} */ page) =>
  page.getByRole('dialog', { name: 'Search webpack documentation' });
const input = (/** @type {Page} */ page) =>
  page.getByRole('combobox', { name: 'Search webpack documentation' });

describe('search', () => {
  it('does not load the index with the page, only when search opens', () =>
    site.withPage(DESKTOP, async (page) => {
      /** @type {string[]} */
      const requested = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      assert.ok(!requested.includes('/search-index.json'));
      const index = page.waitForResponse((response) => response.url().endsWith('/search-index.json'));
      await page.getByRole('button', { name: 'Search webpack documentation' }).click();
      await input(page).waitFor();
      assert.equal((await index).status(), 200);
    }));

  it('finds an option from the header and lands on its anchor', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.locator('main h1').waitFor();
      await page.keyboard.press('/');
      await input(page).fill('output.publicPath');
      const first = dialog(page).getByRole('option').first();
      await first.waitFor();
      assert.equal(await first.getAttribute('href'), '/configuration/output/#outputpublicpath');
      assert.ok((await first.locator('mark').count()) > 0, 'the match is highlighted');
      await page.keyboard.press('Enter');
      await page.waitForURL(site.url('/configuration/output/#outputpublicpath'));
      await page.waitForFunction(() => {
        const rect = document.getElementById('outputpublicpath')?.getBoundingClientRect();
        return rect && rect.top >= 0 && rect.top < 200;
      });
      assert.equal(await dialog(page).count(), 0);
    }));

  it('opens with Ctrl+K, moves with the arrows, and Escape returns focus to the button', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.locator('main h1').waitFor();
      await page.keyboard.press('Control+k');
      await input(page).fill('optimisation');
      const options = dialog(page).getByRole('option');
      await options.first().waitFor();
      assert.equal(await options.first().getAttribute('aria-selected'), 'true');
      await page.keyboard.press('ArrowDown');
      assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
      assert.match(
        /** @type {string} */ (await options.first().getAttribute('href')),
        /^\/configuration\/optimization\//,
      );
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      assert.equal(focused, 'Search webpack documentation');
    }));

  it('keeps Tab inside the dialog, and a press on the backdrop closes it', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.getByRole('button', { name: 'Search webpack documentation' }).click();
      await input(page).waitFor();
      const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
      // More presses than the dialog has controls (the input and its suggestions): Tab wraps.
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        assert.ok(await inside(), `focus is in the dialog after Tab ${i + 1}`);
      }
      await page.keyboard.press('Shift+Tab');
      assert.ok(await inside(), 'focus is in the dialog after Shift+Tab');
      await page.mouse.click(20, 400);
      await dialog(page).waitFor({ state: 'detached' });
    }));

  it('keeps recent searches, and works when local storage throws', () =>
    site.withPage(PHONE, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.getByRole('button', { name: 'Search webpack documentation' }).click();
      await input(page).fill('devtol');
      await dialog(page).getByRole('option').first().click();
      await page.waitForURL(/\/configuration\/devtool\//);
      await page.getByRole('button', { name: 'Search webpack documentation' }).click();
      await dialog(page)
        .getByRole('link', { name: /^Devtool/ })
        .first()
        .waitFor();

      await page.addInitScript(() => {
        Storage.prototype.getItem = () => {
          throw new DOMException('denied', 'SecurityError');
        };
      });
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.getByRole('button', { name: 'Search webpack documentation' }).click();
      await input(page).fill('entry');
      await dialog(page).getByRole('option').first().waitFor();
    }));

  it('has no accessibility violations while open', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.getByRole('button', { name: 'Search webpack documentation' }).click();
      await input(page).fill('loader');
      await dialog(page).getByRole('option').first().waitFor();
      assert.deepEqual(await axeViolations(page, { include: '.search-dialog' }), []);
    }));
});
