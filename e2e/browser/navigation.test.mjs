// Client-side navigation, loading and failure states, code blocks, tooltips and analytics.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DESKTOP,
  PHONE,
  animationFrames,
  clickAtRest,
  hydrated,
  hydratedUnderPausedClock,
  pauseClock,
  sharedSite,
} from '../fixtures.mjs';

// lib/site.ts's COPY_CONFIRMATION_MS, which the copy buttons show their confirmation for.
const COPY_CONFIRMATION_MS = 2000;

const site = sharedSite(before, after);

describe('navigation', () => {
  it('a link with a hash lands on that heading; a plain link starts at the top', () =>
    site.withPage(DESKTOP, async (page) => {
      // A link in a page's body to a heading far down a long page: routed client-side, so the
      // body arrives after the route and the heading must still be scrolled to.
      await page.goto(site.url('/guides/lazy-loading/'));
      await hydrated(page);
      await page.locator('main h1').waitFor();
      const anchor = page.locator('.prose a[href="/configuration/output/#outputchunkfilename"]').first();
      await clickAtRest(anchor);
      await page.waitForURL(site.url('/configuration/output/#outputchunkfilename'));
      await page.locator('main h1').filter({ hasText: 'Output' }).waitFor();
      await page.waitForFunction(() => {
        const rect = document.getElementById('outputchunkfilename')?.getBoundingClientRect();
        return rect && rect.top >= 0 && rect.top < 200;
      });
      assert.ok((await page.evaluate(() => window.scrollY)) > 1000, 'the heading is far down the page');
      await clickAtRest(page.locator('a[rel="next"]'));
      await page.waitForURL(site.url('/configuration/module/'));
      await page.waitForFunction(() => window.scrollY === 0);
    }));

  it('opening a url with a hash scrolls to the anchor', () =>
    site.withPage(PHONE, async (page) => {
      await page.goto(site.url('/concepts/output/#pitfalls'));
      await hydrated(page);
      await page.waitForFunction(() => {
        const rect = document.getElementById('pitfalls')?.getBoundingClientRect();
        return rect && rect.top >= 0 && rect.top < 120;
      });
    }));

  it('opening a url with a hash far down a long page lands on the heading, which stays in place', () =>
    site.withPage(DESKTOP, async (page) => {
      // The sections above the heading are laid out only as they come near the viewport, and
      // differ from their estimated height: the browser must hold the heading in place.
      await page.goto(site.url('/configuration/output/#outputwasmloading'));
      await hydrated(page);
      await page.waitForFunction(() => {
        const rect = document.getElementById('outputwasmloading')?.getBoundingClientRect();
        return rect && rect.top >= 0 && rect.top < 120;
      });
      await animationFrames(page);
      const top = await page.evaluate(
        () => document.getElementById('outputwasmloading')?.getBoundingClientRect().top,
      );
      assert.ok(top !== undefined && top >= 0 && top < 120, `the heading is still in view (top ${top})`);
      assert.ok((await page.evaluate(() => window.scrollY)) > 20000, 'the heading is far down the page');
    }));

  it('scrolling up a long page keeps the text being read in place as sections are laid out', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/configuration/output/'));
      await hydrated(page);
      const shifts = await page.evaluate(async () => {
        const frames = (/** @type {number} */ count) =>
          /** @type {Promise<void>} */ (
            new Promise((resolve) => {
              /** @param {number} left */
              const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
              step(count);
            })
          );
        // Until the page's height has stayed the same for three frames: the sections brought
        // in by a scroll are laid out a frame or two after it.
        const settled = async () => {
          let still = 0;
          let last = -1;
          while (still < 3) {
            await frames(1);
            const height = document.documentElement.scrollHeight;
            still = height === last ? still + 1 : 0;
            last = height;
          }
        };
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        await settled();
        /** @type {number[]} */
        const found = [];
        for (let step = 0; step < 12; step += 1) {
          const text = /** @type {Element} */ (
            document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
          );
          const before = text.getBoundingClientRect().top;
          window.scrollBy({ top: -400, behavior: 'instant' });
          await settled();
          found.push(Math.round(text.getBoundingClientRect().top - before - 400));
        }
        return found;
      });
      assert.deepEqual(
        shifts.filter((shift) => Math.abs(shift) > 1),
        [],
        `each 400 px scroll moved the text under the reader by 400 px (off by ${shifts.join(', ')})`,
      );
    }));

  it('replaces the old cache anchors of other-options with the cache page, on first load', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/configuration/other-options/#cachetype'));
      await hydrated(page);
      await page.waitForURL(site.url('/configuration/cache/#cachetype'));
    }));

  it('shows a loading placeholder while the next page loads', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.locator('main h1').waitFor();
      // Replaced by the promise's resolve as the promise is made.
      /** @type {(value?: unknown) => void} */
      let release = () => {};
      const held = new Promise((resolve) => (release = resolve));
      await page.route('**/concepts/entry-points/**', async (route) => {
        if (route.request().resourceType() !== 'document') await held;
        await route.continue();
      });
      await clickAtRest(page.locator('a[rel="next"]'));
      await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
      release();
      await page.waitForURL(site.url('/concepts/entry-points/'));
      await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor({ state: 'detached' });
      assert.equal(await page.locator('main h1').textContent(), 'Entry Points');
    }));

  it('offline, following a link says the content could not load, and retrying works once back online', () =>
    site.withPage(DESKTOP, async (page, context) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await clickAtRest(page.locator('a[rel="next"]'));
      await page.getByRole('alert').filter({ hasText: 'Error loading content.' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/concepts/');
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForURL(site.url('/concepts/entry-points/'));
      await page.locator('main h1').filter({ hasText: 'Entry Points' }).waitFor();
    }));

  it('when the next page cannot load client-side, the reader still gets it as a document', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/'));
      await hydrated(page);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      // From now on the client side of a navigation fails: every script not loaded yet and
      // every page payload, whether or not it was prefetched. The document itself still loads.
      await page.route('**/_next/static/chunks/*.js', (route) => route.abort('internetdisconnected'));
      await page.route('**/*.txt*', (route) => route.abort('internetdisconnected'));
      await page
        .getByRole('link', { name: /^Concepts/ })
        .first()
        .click();
      await page.waitForURL(site.url('/concepts/'));
      await page.locator('main h1').filter({ hasText: 'Concepts' }).waitFor();
      assert.ok(
        (await page.locator('.markdown h2, .markdown h3').count()) > 3,
        'the content is there, not a blank page',
      );
    }));

  it('a lazily loaded part that fails to load leaves the page working', () =>
    site.withPage(DESKTOP, async (page) => {
      // The chunk holding the notification bar fails; every other chunk loads.
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('Dismiss notice')) return route.abort('failed');
        return route.fulfill({ response, body });
      });
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getByRole('region', { name: 'Notice' }).count(), 0);
      await page.getByRole('button', { name: 'Dark theme' }).click();
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    }));
});

describe('code blocks', () => {
  it('every block has a copy button; a diff copies the resulting file', () =>
    site.withPage(DESKTOP, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(site.url('/concepts/loaders/'));
      await hydrated(page);
      const blocks = page.locator('figure.code-block');
      assert.equal(await page.locator('figure.code-block .copy-button').count(), await blocks.count());
      const first = blocks.first();
      await first.getByRole('button', { name: 'Copy code' }).click();
      await first.getByRole('button', { name: 'Copied code' }).waitFor();
      assert.equal(
        await page.evaluate(() => navigator.clipboard.readText()),
        await first.locator('code').textContent(),
      );

      await page.goto(site.url('/concepts/plugins/'));
      await hydrated(page);
      const diff = page.locator('figure.code-block[data-language="diff"]').first();
      await clickAtRest(diff.getByRole('button', { name: 'Copy code' }));
      await diff.getByRole('button', { name: 'Copied code' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const removed = await diff.locator('.diff-remove').allTextContents();
      for (const line of removed)
        assert.ok(!copied.includes(line.slice(1).trim()) || line.slice(1).trim() === '', line);
      assert.ok(
        copied.split('\n').every((line) => !/^[+-]/.test(line)),
        copied,
      );
    }));
});

describe("a page's Markdown", () => {
  it('Copy page copies it and says so for two seconds; View as Markdown opens it', () =>
    site.withPage(DESKTOP, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The confirmation's two seconds pass only when the test says so.
      await pauseClock(page);
      await page.goto(site.url('/concepts/output/'));
      await hydratedUnderPausedClock(page);
      const markdown = await (await fetch(site.url('/concepts/output/index.html.md'))).text();
      assert.match(markdown, /^# Output\n/);

      await page.getByRole('button', { name: 'Copy page', exact: true }).click();
      const copied = page.getByRole('button', { name: 'Copied', exact: true });
      await copied.waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), markdown);
      await page.clock.runFor(COPY_CONFIRMATION_MS - 100);
      assert.ok(await copied.isVisible(), 'still confirming just before two seconds');
      await page.clock.runFor(100);
      await page.getByRole('button', { name: 'Copy page', exact: true }).waitFor();

      await page.getByRole('link', { name: 'View as Markdown' }).click();
      await page.waitForURL(site.url('/concepts/output/index.html.md'));
      assert.equal((await page.locator('body').innerText()).trimEnd(), markdown.trimEnd());
    }));
});

describe('tooltips', () => {
  it('social icons show their name after a 300 ms delay with a 200 ms fade', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      const link = page.locator('.social-links').getByRole('link', { name: 'webpack on GitHub' });
      await link.hover();
      const tooltip = link.locator('.tooltip');
      const style = await tooltip.evaluate((node) => {
        const computed = getComputedStyle(node);
        return { delay: computed.transitionDelay, duration: computed.transitionDuration };
      });
      assert.deepEqual(style, { delay: '0.3s', duration: '0.2s' });
      await page.waitForFunction(
        (node) => getComputedStyle(node).opacity === '1',
        await tooltip.elementHandle(),
      );
    }));
});

describe('analytics', () => {
  it('with no measurement id configured, no third-party request is made', () =>
    site.withPage(DESKTOP, async (page) => {
      /** @type {string[]} */
      const foreign = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(site.url(''))) foreign.push(request.url());
      });
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await clickAtRest(page.locator('a[rel="next"]'));
      await page.waitForURL(/entry-points/);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(foreign, []);
    }));
});
