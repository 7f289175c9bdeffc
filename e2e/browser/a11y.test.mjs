// Accessibility: axe-core scans with no violations, the skip link, named controls.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, PHONE, sharedSite } from '../site.mjs';
import { axeViolations, openForAxe } from './axe.mjs';

const site = sharedSite(before, after);
// The printable page, far the longest to scan, has its own file so it runs beside this one.
const PAGES = ['/', '/concepts/output/', '/no-such-page/'];

describe('axe finds no violations', () => {
  for (const path of PAGES) {
    for (const theme of ['light', 'dark']) {
      it(`${path} in the ${theme} theme`, () =>
        site.withPage({ ...DESKTOP, colorScheme: theme }, async (page) => {
          await openForAxe(site, page, path);
          assert.deepEqual(await axeViolations(page), []);
        }));
    }
  }

  it('/concepts/output/ on a phone with the sidebar open', () =>
    site.withPage(PHONE, async (page) => {
      await page.goto(site.url('/concepts/output/'));
      await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
      await page.locator('#section-sidebar').waitFor();
      assert.deepEqual(await axeViolations(page), []);
    }));
});

describe('keyboard', () => {
  it('the first Tab reaches a skip link that moves focus to the content', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/output/'));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      assert.equal(await skip.evaluate((node) => node === document.activeElement), true);
      assert.ok(await skip.isVisible(), 'the skip link is visible when focused');
      await page.keyboard.press('Enter');
      await page.waitForURL(/#main-content$/);
    }));

  it('every control is reachable by Tab and has a name, with a visible focus ring', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/output/'));
      await page.locator('main h1').waitFor();
      const unnamed = [];
      const unringed = [];
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        const info = await page.evaluate(() => {
          const node = document.activeElement;
          const style = getComputedStyle(node);
          const name =
            node.getAttribute('aria-label') ||
            node.textContent?.trim() ||
            node.getAttribute('title') ||
            node.labels?.[0]?.textContent;
          return {
            tag: node.tagName,
            name,
            outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
          };
        });
        if (!info.name) unnamed.push(info.tag);
        if (!info.outline) unringed.push(`${info.tag} ${info.name}`);
      }
      assert.deepEqual(unnamed, []);
      assert.deepEqual(unringed, []);
    }));
});
