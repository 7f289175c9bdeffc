// Browser tests in the system Chromium against the exported site.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, PHONE, clickAtRest, hydrated, sharedSite } from '../site.mjs';

const site = sharedSite(before, after);

describe('a content page', () => {
  it('shows the title, the section sidebar with the page open, and its anchors', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/output/'));
      assert.equal(await page.title(), 'Output | webpack');
      assert.equal(await page.locator('main h1').textContent(), 'Output');
      const sidebar = page.getByRole('navigation', { name: 'Section pages' });
      assert.equal(await sidebar.locator('[aria-current="page"]').textContent(), 'Output');
      const anchors = sidebar.locator('details[open] .sidebar-anchor a');
      assert.ok((await anchors.count()) > 0, 'the current page lists its anchors');
      const firstAnchor = await anchors.first().getAttribute('href');
      assert.ok(await page.locator(`[id="${firstAnchor.split('#')[1]}"]`).isVisible());
    }));

  it('moves to the next page client-side, without reloading the document', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.evaluate(() => (window.__sameDocument = true));
      const next = page.locator('a[rel="next"]');
      const target = await next.getAttribute('href');
      await clickAtRest(next);
      await page.waitForURL(site.url(target));
      await page.waitForFunction((url) => document.title !== '' && location.pathname === url, target);
      await page.locator('main h1').waitFor();
      assert.equal(await page.evaluate(() => window.__sameDocument), true);
      assert.equal(await page.locator('main h1').count(), 1);
      assert.match(await page.title(), / \| webpack$/);
    }));

  it('fits a phone screen without sideways scrolling', () =>
    site.withPage(PHONE, async (page) => {
      await page.goto(site.url('/concepts/entry-points/'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
    }));
});

describe('the printable page', () => {
  it('opens the print dialog once loaded', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.addInitScript(() => {
        window.__printed = 0;
        window.print = () => (window.__printed += 1);
      });
      await page.goto(site.url('/concepts/printable/'));
      await page.waitForFunction(() => window.__printed === 1);
      assert.equal(await page.title(), 'Combined printable page | webpack');
      assert.ok((await page.locator('article.printable-page').count()) >= 15);
    }));

  it('prints only the content', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.addInitScript(() => (window.print = () => {}));
      await page.goto(site.url('/concepts/printable/'));
      await page.emulateMedia({ media: 'print' });
      assert.equal(await page.locator('.site-header').isVisible(), false);
      assert.equal(await page.locator('.site-footer').isVisible(), false);
      assert.ok(await page.locator('article.printable-page').first().isVisible());
    }));
});

describe('the not-found page', () => {
  it('answers unknown paths and leads back home', () =>
    site.withPage(DESKTOP, async (page) => {
      const response = await page.goto(site.url('/concepts/no-such-page/'));
      assert.equal(response.status(), 404);
      assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
      await page.getByRole('link', { name: 'Go to Homepage' }).click();
      await page.waitForURL(site.url('/'));
      // Client-side navigation changes the url first and the title right after.
      await page.waitForFunction(() => document.title === 'webpack');
    }));
});

describe('with JavaScript disabled', () => {
  it('a page shows its whole content and its sidebar anchors still open and close', () =>
    site.withPage({ ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      await page.goto(site.url('/concepts/loaders/'));
      assert.equal(await page.locator('main h1').textContent(), 'Loaders');
      assert.ok((await page.locator('.markdown h2').count()) >= 3, 'the body is in the HTML');
      assert.ok(
        (await page.locator('.markdown pre').count()) >= 1,
        'code blocks are highlighted in the HTML',
      );
      const anchors = page.locator('.sidebar details');
      assert.equal(await anchors.evaluate((node) => node.open), true);
      await anchors.locator('summary').click();
      assert.equal(await anchors.evaluate((node) => node.open), false);
      await anchors.locator('summary').click();
      assert.equal(await anchors.evaluate((node) => node.open), true);
    }));

  it('links work as plain links', () =>
    site.withPage({ ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      await page.goto(site.url('/concepts/'));
      const next = page.locator('a[rel="next"]');
      const target = await next.getAttribute('href');
      // Activated from the keyboard: without JavaScript nothing can tell when the sections brought
      // in by scrolling to the link are laid out, and a click could land before the link settles.
      await next.press('Enter');
      // Activation does not wait for the navigation it starts: wait for the next document itself.
      await page.waitForURL(site.url(target), { waitUntil: 'load' });
      assert.equal(await page.locator('main h1').count(), 1);
    }));
});
