// Installable and offline: the service worker, its caches and the manifest.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { OUT, sharedSite } from '../site.mjs';

const site = sharedSite(before, after);
const WITH_WORKER = { viewport: { width: 1280, height: 800 } };

/** Waits until the service worker controls the page. */
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

describe('offline reading', () => {
  it('a visited page reloads offline, and a link from it opens another page', () =>
    site.withPage(WITH_WORKER, async (page, context) => {
      await page.goto(site.url('/concepts/output/'));
      await controlled(page);
      await context.setOffline(true);
      await page.reload();
      assert.equal(await page.locator('main h1').textContent(), 'Output');
      await page.locator('a[rel="next"]').click();
      await page.waitForURL(site.url('/concepts/loaders/'));
      await page.locator('main h1').filter({ hasText: 'Loaders' }).waitFor();
    }));

  it('a page never visited is there offline too, because every page is precached', () =>
    site.withPage(WITH_WORKER, async (page, context) => {
      await page.goto(site.url('/'));
      await controlled(page);
      await context.setOffline(true);
      await page.goto(site.url('/configuration/stats/'));
      assert.equal(await page.locator('main h1').textContent(), 'Stats');
    }));

  it('offline, an unknown path shows the not-found page', () =>
    site.withPage(WITH_WORKER, async (page, context) => {
      await page.goto(site.url('/'));
      await controlled(page);
      await context.setOffline(true);
      const response = await page.goto(site.url('/no/such/page/'));
      assert.equal(response.status(), 404);
      assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
    }));

  it("a new worker deletes earlier deploys' caches when it activates", () =>
    site.withPage(WITH_WORKER, async (page) => {
      await page.goto(site.url('/'));
      await page.evaluate(async () => {
        await (await caches.open('webpack-docs-precache-earlier')).put('/x', new Response('old'));
        await (await caches.open('webpack-docs-payloads-earlier')).put('/x', new Response('old'));
      });
      await controlled(page);
      const names = await page.evaluate(() => caches.keys());
      assert.ok(
        names.some((name) => /^webpack-docs-precache-/.test(name)),
        names.join(),
      );
      assert.ok(
        !names.includes('webpack-docs-precache-earlier') && !names.includes('webpack-docs-payloads-earlier'),
        names.join(),
      );
    }));

  it('says when a new worker waits for other tabs, and reloads once when it takes control', () =>
    site.withPage(WITH_WORKER, async (page) => {
      await page.goto(site.url('/concepts/'));
      await controlled(page);
      await page.reload();
      await controlled(page);
      // The next deploy: a different out/sw.js on the server. (Requests for the worker's
      // script bypass Playwright's routing, so the file itself changes, and is restored.)
      const swFile = join(OUT, 'sw.js');
      const deployed = readFileSync(swFile, 'utf8');
      writeFileSync(swFile, `${deployed}\n// next deploy\n`);
      try {
        const waitingMessage = page.waitForEvent('console', {
          predicate: (message) => message.text().includes('waiting until all tabs of it are closed'),
        });
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
        await waitingMessage;
      } finally {
        writeFileSync(swFile, deployed);
      }
      await page.evaluate(() => (window.__beforeReload = true));
      const reloaded = page.waitForEvent('load');
      await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistration()).waiting.postMessage({ type: 'SKIP_WAITING' }),
      );
      await reloaded;
      assert.equal(await page.evaluate(() => window.__beforeReload), undefined);
    }));
});

describe('contributor avatars', () => {
  it('are cached at run time with the time they were stored, and served offline', () =>
    site.withPage(WITH_WORKER, async (page, context) => {
      const avatar = readFileSync(join(OUT, 'icons', 'icon-192.png'));
      await context.route('https://github.com/**', (route) =>
        route.fulfill({ contentType: 'image/png', body: avatar }),
      );
      await page.goto(site.url('/'));
      await controlled(page);
      const load = () =>
        page.evaluate(
          async () => (await fetch('https://github.com/sokra.png?size=90', { mode: 'no-cors' })).type,
        );
      assert.equal(await load(), 'opaque');
      const keys = await page.evaluate(async () =>
        (await (await caches.open('webpack-docs-avatars')).keys()).map((request) => request.url),
      );
      assert.deepEqual(keys.sort(), [
        'https://github.com/sokra.png?size=90',
        'https://github.com/sokra.png?size=90&sw-cached-at',
      ]);
      await context.unroute('https://github.com/**');
      await context.setOffline(true);
      assert.equal(await load(), 'opaque');
    }));
});

describe('installable', () => {
  it('the manifest names the app, its colours and 192/512 icons (also maskable) that exist', () =>
    site.withPage(WITH_WORKER, async (page) => {
      await page.goto(site.url('/'));
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href);
      assert.equal(manifest.name, 'webpack documentation');
      assert.equal(manifest.short_name, 'webpack');
      assert.equal(manifest.start_url, '/');
      assert.equal(manifest.display, 'standalone');
      assert.equal(manifest.theme_color, '#2B3A42');
      assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
      for (const size of ['192x192', '512x512']) {
        const icons = manifest.icons.filter((icon) => icon.sizes === size);
        assert.deepEqual(icons.map((icon) => icon.purpose).sort(), ['any', 'maskable']);
        for (const icon of icons) {
          const dimensions = await page.evaluate(async (src) => {
            const image = new Image();
            image.src = src;
            await image.decode();
            return `${image.naturalWidth}x${image.naturalHeight}`;
          }, icon.src);
          assert.equal(dimensions, size);
        }
      }
      assert.equal(await page.locator('link[rel="apple-touch-icon"]').getAttribute('sizes'), '180x180');
      assert.equal(
        await page.locator('meta[name="msapplication-TileImage"]').getAttribute('content'),
        '/icons/mstile-150.png',
      );
      assert.equal(await page.locator('link[rel="mask-icon"]').getAttribute('color'), '#465e69');
    }));

  it('/app-shell/ renders the layout with an empty main', () =>
    site.withPage(WITH_WORKER, async (page) => {
      await page.goto(site.url('/app-shell/'));
      assert.equal(await page.locator('main').innerHTML(), '');
      assert.ok(await page.locator('header.site-header').isVisible());
    }));
});
