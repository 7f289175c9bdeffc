// Installable and offline: the service worker, its caches and the manifest.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writeServiceWorker } from '../../scripts/build/generate-sw.mjs';
import { startStaticServer } from '../../scripts/server/static-server.mjs';
import { OUT, clickAtRest, sharedSite } from '../fixtures.mjs';

/** @import { BrowserContext, Page, Request as PageRequest, Response as PageResponse, Worker } from 'playwright-core' */

/**
 * What the tests read of the web app manifest.
 * @typedef {{ name: string, short_name: string, start_url: string, display: string, theme_color: string, background_color: string, icons: { src: string, sizes: string, purpose: string }[] }} WebManifest
 */

const site = sharedSite(before, after);
const WITH_WORKER = { viewport: { width: 1280, height: 800 } };
const AVATARS = 'webpack-docs-github-avatars';
const PAYLOADS = 'webpack-docs-page-payloads';
const SEARCH = 'webpack-docs-search';

/**
 * Waits until the service worker controls the page and has finished activating (it takes control
 * while its other activate work, such as deleting caches, may still run).
 */
const controlled = (/** @type {Page} */ page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

/**
 * Waits until the worker's search cache holds every file the search manifest names: the page
 * asks for them once it is idle (sw/service-worker.js), and no event tells it they are in, so
 * the page counts them on each of its animation frames.
 */
const searchCached = (/** @type {Page} */ page) =>
  page.evaluate(async (name) => {
    /** @type {{ sections: string[], lengths: string[], details: string[], chunks: string[][] }} */
    const manifest = await (await fetch('/search-index.json')).json();
    const count = [manifest.sections, manifest.lengths, manifest.details, ...manifest.chunks].flat().length;
    const cache = await caches.open(name);
    while ((await cache.keys()).length < count) await new Promise((frame) => requestAnimationFrame(frame));
  }, SEARCH);

/** The name of workbox's precache for the page's worker. */
const precacheName = (/** @type {Page} */ page) =>
  page.evaluate(async () => `workbox-precache-v2-${(await navigator.serviceWorker.ready).scope}`);

/**
 * The urls and times workbox-expiration records for a cache, once it has recorded any: the
 * worker writes them after answering, and no event tells the page, so the page reads them again
 * on each of its animation frames until there are some (as `waitForFunction` would, which does
 * not await promises). Fails if there are none after `ms`.
 * @param {Page} page
 * @param {string} cacheName
 */
const expirationEntries = (page, cacheName, ms = 10_000) =>
  page.evaluate(
    async ({ name, ms }) => {
      /** @type {() => Promise<{ url: string, timestamp: number }[]>} */
      const read = async () => {
        // Opening the database before workbox does would create it without workbox's object store.
        if (!(await indexedDB.databases()).some((database) => database.name === 'workbox-expiration'))
          return [];
        /** @type {IDBDatabase} */
        const db = await new Promise((resolve, reject) => {
          const request = indexedDB.open('workbox-expiration');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          /** @type {{ url: string, timestamp: number }[]} */
          const entries = await new Promise((resolve, reject) => {
            const request = db
              .transaction('cache-entries')
              .objectStore('cache-entries')
              .index('cacheName')
              .getAll(name);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          return entries.map(({ url, timestamp }) => ({ url, timestamp }));
        } finally {
          db.close();
        }
      };
      const deadline = performance.now() + ms;
      for (;;) {
        const entries = await read();
        if (entries.length > 0) return entries;
        if (performance.now() > deadline) throw new Error(`no expiration entries for ${name} after ${ms} ms`);
        await new Promise((frame) => requestAnimationFrame(frame));
      }
    },
    { name: cacheName, ms },
  );

describe('offline reading', () => {
  // One worker installed for all five: each install precaches the whole site, which took 12 s
  // of a CI run, and none of them changes what the worker holds.
  it('after one visit, offline', (t) =>
    site.withPage(WITH_WORKER, async (page, context) => {
      await page.goto(site.url('/concepts/output/'));
      await controlled(page);
      await searchCached(page);
      await context.setOffline(true);
      await t.test('a visited page reloads offline, and a link from it opens another page', async () => {
        await page.reload();
        assert.equal(await page.locator('main h1').textContent(), 'Output');
        await clickAtRest(page.locator('a[rel="next"]'));
        await page.waitForURL(site.url('/concepts/loaders/'));
        await page.locator('main h1').filter({ hasText: 'Loaders' }).waitFor();
      });
      await t.test('a page never visited is there too, because every page is precached', async () => {
        await page.goto(site.url('/configuration/stats/'));
        assert.equal(await page.locator('main h1').textContent(), 'Stats');
      });
      await t.test("a page's url without its slash leads to the page, as it does online", async () => {
        await page.goto(site.url('/configuration/stats?from=offline'));
        await page.waitForURL(site.url('/configuration/stats/?from=offline'));
        assert.equal(await page.locator('main h1').textContent(), 'Stats');
      });
      await t.test('an unknown path shows the not-found page', async () => {
        const response = /** @type {PageResponse} */ (await page.goto(site.url('/no/such/page/')));
        assert.equal(response.status(), 404);
        assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
      });
      // The page never opened search online: every file the query needs comes from the search cache.
      await t.test('search answers a query whose files no earlier query fetched', async () => {
        await page.goto(site.url('/concepts/'));
        await page.getByRole('button', { name: 'Search webpack documentation' }).click();
        await page.getByRole('combobox', { name: 'Search webpack documentation' }).fill('output.publicPath');
        const first = page.getByRole('dialog').getByRole('option').first();
        await first.waitFor();
        assert.equal(await first.getAttribute('href'), '/configuration/output/#outputpublicpath');
      });
    }));

  // One worker installed for the three: the last two only need a worker in control, and each
  // full install precaches the whole site. The avatars come last, since they end offline.
  it('the worker it replaces, the one that replaces it, and what it caches at run time', (t) =>
    site.withPage(WITH_WORKER, async (page, context) => {
      await t.test(
        'the worker deletes the caches of the hand-written worker it replaces when it activates',
        async () => {
          await page.goto(site.url('/'));
          const legacy = [
            'webpack-docs-precache-earlier',
            'webpack-docs-payloads-earlier',
            'webpack-docs-avatars',
          ];
          await page.evaluate(async (names) => {
            for (const name of names) await (await caches.open(name)).put('/x', new Response('old'));
          }, legacy);
          await controlled(page);
          const names = await page.evaluate(() => caches.keys());
          assert.ok(names.includes(await precacheName(page)), names.join());
          assert.deepEqual(
            legacy.filter((name) => names.includes(name)),
            [],
            names.join(),
          );
        },
      );
      await t.test(
        'says when a new worker waits for other tabs, and reloads once when it takes control',
        async () => {
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
            await page.evaluate(async () =>
              /** @type {ServiceWorkerRegistration} */ (
                await navigator.serviceWorker.getRegistration()
              ).update(),
            );
            await waitingMessage;
          } finally {
            writeFileSync(swFile, deployed);
          }
          await page.evaluate(() => (window.__beforeReload = true));
          const reloaded = page.waitForEvent('load');
          await page.evaluate(async () =>
            /** @type {ServiceWorker} */ (
              /** @type {ServiceWorkerRegistration} */ (await navigator.serviceWorker.getRegistration())
                .waiting
            ).postMessage({ type: 'SKIP_WAITING' }),
          );
          await reloaded;
          assert.equal(await page.evaluate(() => window.__beforeReload), undefined);
        },
      );
      await t.test(
        'contributor avatars are cached at run time with the time they were stored, and served offline',
        async () => {
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
          const requested = Date.now();
          assert.equal(await load(), 'opaque');
          // The worker stores the avatar, then its time, after answering.
          const stored = await expirationEntries(page, AVATARS);
          const keys = await page.evaluate(
            async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
            AVATARS,
          );
          assert.deepEqual(keys, ['https://github.com/sokra.png?size=90']);
          assert.deepEqual(
            stored.map((entry) => entry.url),
            ['https://github.com/sokra.png?size=90'],
          );
          const [first] = stored;
          if (!first) throw new Error('no expiration entry');
          assert.ok(first.timestamp >= requested && first.timestamp <= Date.now(), String(first.timestamp));
          await context.unroute('https://github.com/**');
          await context.setOffline(true);
          assert.equal(await load(), 'opaque');
        },
      );
    }));
});

describe('a returning reader after a deploy that changed one page', () => {
  const CHANGED = '/concepts/why-webpack/';
  const UNCHANGED = '/concepts/output/';
  const MARK = '<meta name="deploy" content="second">';

  it('gets a worker that downloads only that page, and reads the new page offline', async () => {
    // The site as deployed, in a folder of its own that becomes the next deploy in place.
    const deployed = mkdtempSync(join(tmpdir(), 'webpack-docs-deploy-'));
    cpSync(OUT, deployed, { recursive: true });
    const { server, url } = await startStaticServer({ root: deployed });
    try {
      await site.withPage(WITH_WORKER, async (page, context) => {
        await page.goto(`${url}/concepts/`);
        await controlled(page);

        const changedFile = join(deployed, CHANGED, 'index.html');
        const html = readFileSync(changedFile, 'utf8').replace('</head>', `${MARK}</head>`);
        writeFileSync(changedFile, html);
        await writeServiceWorker(deployed);

        const newWorker = context.waitForEvent('serviceworker');
        /** @type {{ worker: Worker | null, request: PageRequest }[]} */
        const fetchedByWorkers = [];
        context.on('request', (request) => {
          if (request.serviceWorker()) fetchedByWorkers.push({ worker: request.serviceWorker(), request });
        });
        // The reader comes back; the browser checks for a new worker (here without waiting for
        // its own schedule) and installs it.
        await page.goto(`${url}/concepts/`);
        await controlled(page);
        const state = await page.evaluate(async () => {
          const registration = /** @type {ServiceWorkerRegistration} */ (
            await navigator.serviceWorker.getRegistration()
          );
          await registration.update();
          const worker = registration.installing ?? registration.waiting;
          if (!worker) return 'no new worker';
          if (worker.state !== 'installing') return worker.state;
          return new Promise((resolve) =>
            worker.addEventListener('statechange', () => resolve(worker.state), { once: true }),
          );
        });
        assert.equal(state, 'installed');
        const worker = await newWorker;
        // Its own script, then the one precached file whose revision changed.
        assert.deepEqual(
          fetchedByWorkers
            .filter((fetched) => fetched.worker === worker)
            .map(({ request }) => new URL(request.url()).pathname),
          ['/sw.js', `${CHANGED}index.html`],
        );

        // A payload of the previous deploy, which must not outlive it.
        await page.evaluate(
          async (name) => (await caches.open(name)).put('/previous-deploy.txt', new Response('old')),
          PAYLOADS,
        );
        const reloaded = page.waitForEvent('load');
        await page.evaluate(async () =>
          /** @type {ServiceWorker} */ (
            /** @type {ServiceWorkerRegistration} */ (await navigator.serviceWorker.getRegistration()).waiting
          ).postMessage({ type: 'SKIP_WAITING' }),
        );
        await reloaded;
        await controlled(page);
        assert.equal(
          await page.evaluate(
            async (name) => Boolean(await (await caches.open(name)).match('/previous-deploy.txt')),
            PAYLOADS,
          ),
          false,
        );
        const revision = createHash('md5').update(html).digest('hex');
        const keys = await page.evaluate(
          async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
          await precacheName(page),
        );
        assert.deepEqual(
          keys.filter((key) => key.includes(CHANGED)),
          [`${url}${CHANGED}index.html?__WB_REVISION__=${revision}`],
        );

        await context.setOffline(true);
        assert.ok(
          (await /** @type {PageResponse} */ (await page.goto(`${url}${CHANGED}`)).text()).includes(MARK),
        );
        await page.goto(`${url}${UNCHANGED}`);
        assert.equal(await page.locator('main h1').textContent(), 'Output');
      });
    } finally {
      server.closeAllConnections();
      server.close();
      rmSync(deployed, { recursive: true, force: true });
    }
  });
});

describe('installable', () => {
  it('the manifest names the app, its colours and 192/512 icons (also maskable) that exist', () =>
    site.withPage(WITH_WORKER, async (page) => {
      await page.goto(site.url('/'));
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      /** @type {WebManifest} */
      const manifest = await page.evaluate(
        async (url) => (await fetch(url)).json(),
        /** @type {string} */ (href),
      );
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

  it('/app-shell/ renders the layout with a main that shows nothing', () =>
    site.withPage(WITH_WORKER, async (page) => {
      await page.goto(site.url('/app-shell/'));
      // Its one child is the heading for screen readers, clipped to nothing on screen.
      assert.equal(await page.locator('main > *').count(), 1);
      const heading = page.getByRole('heading', { level: 1, name: 'webpack' });
      assert.deepEqual(
        await heading.evaluate((/** @type {HTMLElement} */ h) => [h.offsetWidth, h.offsetHeight]),
        [1, 1],
      );
      assert.ok(await page.locator('header.site-header').isVisible());
    }));
});
