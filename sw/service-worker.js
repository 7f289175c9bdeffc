// The site's service worker, built from workbox's modules. `npm run build` bundles it with
// webpack, then workbox-build's injectManifest replaces `self.__WB_MANIFEST` with every
// precached file of out/ and its revision, and writes out/sw.js.
//
// The precache is keyed on url + revision, so a new deploy's worker downloads only the files
// whose revision changed and keeps the rest; activating it deletes the entries the new manifest
// no longer lists.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';

/** @import { PrecacheEntry } from 'workbox-precaching' */
/** @import { WorkboxPlugin } from 'workbox-core/types' */

// TypeScript's WebWorker library types `self` as any worker; this one is a service worker, and
// injectManifest gives it `__WB_MANIFEST` (the literal `self.__WB_MANIFEST` below is what it replaces).
const worker = /** @type {ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }} */ (
  /** @type {unknown} */ (self)
);

const NOT_FOUND = '/404.html';
// Caches of the hand-written worker this one replaced: its precache (about 20 MB) and payload
// cache named after their deploy, and avatars whose expiry stamps workbox-expiration does not read.
const LEGACY_CACHES = /^webpack-docs-((precache|payloads)-|avatars$)/;
// A reader's recently visited pages keep client-side navigation offline; older payloads are
// not needed for reading, since the precached HTML answers a document load of any page.
const PAYLOADS = { cacheName: 'webpack-docs-page-payloads', maxEntries: 100 };
// The search index's files (search/<content hash>.json) are not precached: about 1,700 small files
// would make every install download them before the worker could take over. The manifest is
// precached; the files are cached as the search worker fetches them and, when a page asks
// (CACHE_SEARCH, once it is idle), every file the manifest names is fetched into this cache, so
// any query answers offline after the first visit. Their names change with their content: a
// cached one is never stale, and a deploy's fill fetches only the files whose content changed.
const SEARCH = {
  cacheName: 'webpack-docs-search',
  manifest: '/search-index.json',
  files: '/search/',
  // Files fetched at a time while filling the cache, so the reader's own requests are not queued behind it.
  parallel: 6,
};
const AVATARS = {
  cacheName: 'webpack-docs-github-avatars',
  maxEntries: 200,
  maxAgeSeconds: 30 * 24 * 60 * 60,
};

precache(/** @type {typeof worker} */ (/** @type {unknown} */ (self)).__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// On taking over, a worker drops what earlier workers cached that this deploy must not use: the
// hand-written worker's caches, and the previous deploy's payloads, which name that deploy's
// scripts and build and would bring its pages back offline (the precached HTML answers every
// page until payloads are fetched again).
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const legacy = (await caches.keys()).filter((name) => LEGACY_CACHES.test(name));
      await Promise.all(legacy.map((name) => caches.delete(name)));
      await caches.delete(PAYLOADS.cacheName);
      await new CacheExpiration(PAYLOADS.cacheName, { maxEntries: PAYLOADS.maxEntries }).delete();
    })(),
  );
});

/**
 * Every file the search manifest names, fetched into the search cache unless it is there; files
 * no longer named (an earlier deploy's) are deleted. A newer worker (the next deploy's) cannot take
 * over, even when a page asks it to, while this fill extends this worker's life: the fill stops at
 * its next batch once one waits, and the newer worker fills its cache with the files it lacks.
 */
async function fillSearchCache() {
  const response = (await matchPrecache(SEARCH.manifest)) ?? (await fetch(SEARCH.manifest));
  const manifest =
    /** @type {{ sections: string[], lengths: string[], details: string[], chunks: string[][] }} */ (
      await response.json()
    );
  const names = [...manifest.sections, ...manifest.lengths, ...manifest.details, ...manifest.chunks.flat()];
  const wanted = new Set(
    names.map((name) => new URL(`${SEARCH.files}${name}.json`, worker.location.href).href),
  );
  const cache = await caches.open(SEARCH.cacheName);
  const cached = await cache.keys();
  await Promise.all(cached.filter(({ url }) => !wanted.has(url)).map((request) => cache.delete(request)));
  const have = new Set(cached.map(({ url }) => url));
  const missing = [...wanted].filter((url) => !have.has(url));
  for (let at = 0; at < missing.length && !worker.registration.waiting; at += SEARCH.parallel) {
    await Promise.all(missing.slice(at, at + SEARCH.parallel).map((url) => cache.add(url)));
  }
}

worker.addEventListener('message', (event) => {
  // A page may ask a waiting worker to take over now instead of when every tab has closed.
  if (event.data?.type === 'SKIP_WAITING') void worker.skipWaiting();
  // A page asks, once it is idle, for every search file to be cached for reading offline.
  if (event.data?.type === 'CACHE_SEARCH') event.waitUntil(fillSearchCache());
});

/**
 * The precached file a static host would serve for a url: `/x/` is `/x/index.html`.
 * @param {string} url
 */
function precachedFile(url) {
  const { pathname } = new URL(url);
  return matchPrecache(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
}

/**
 * Offline, a navigation gets the precached page; a page's url without its slash is sent to the
 * url with it, as the server does online; anything else gets the not-found page with its status.
 */
/** @type {WorkboxPlugin} */
const offlinePage = {
  async handlerDidError({ request }) {
    const page = await precachedFile(request.url);
    if (page) return page;
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/') && (await matchPrecache(`${url.pathname}/index.html`))) {
      url.pathname += '/';
      return Response.redirect(url.href, 301);
    }
    const notFound = await matchPrecache(NOT_FOUND);
    return (
      notFound &&
      new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers })
    );
  },
};

// Next requests the same payload file with `_rsc` queries that vary with the router state; a
// static host ignores them, so one cache entry per file is kept and found again offline.
/** @type {WorkboxPlugin} */
const payloadWithoutQuery = {
  async cacheKeyWillBeUsed({ request }) {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

// Routes are tried in the order they are registered: navigations first, so a page is always
// fetched fresh online although its HTML is in the precache.
registerRoute(new NavigationRoute(new NetworkOnly({ plugins: [offlinePage] })));
// A dedicated worker's script (the search dialog's) reads its configuration from the query of its
// own location (Turbopack's `?params=`), and a worker's location is the url of the response it was
// served: a precached response's url has no query. A new Response has no url, so the worker keeps
// the url it was requested with.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'worker',
  async ({ request }) => {
    const cached = await matchPrecache(new URL(request.url).pathname);
    if (!cached) return fetch(request);
    const { status, statusText, headers } = cached;
    return new Response(cached.body, { status, statusText, headers });
  },
);
// Any other precached file is served from the precache, whatever its query; like the static
// host, `/x` is not `/x.html`.
addRoute({ ignoreURLParametersMatching: [/.*/], cleanURLs: false });
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.endsWith('.txt'),
  new NetworkFirst({
    cacheName: PAYLOADS.cacheName,
    plugins: [payloadWithoutQuery, new ExpirationPlugin({ maxEntries: PAYLOADS.maxEntries })],
  }),
);
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith(SEARCH.files),
  new CacheFirst({ cacheName: SEARCH.cacheName }),
);
registerRoute(
  ({ url }) => url.origin === 'https://github.com' && url.pathname.endsWith('.png'),
  new StaleWhileRevalidate({
    cacheName: AVATARS.cacheName,
    plugins: [
      // Avatars are cross-origin images without CORS: their responses are opaque (status 0).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: AVATARS.maxEntries, maxAgeSeconds: AVATARS.maxAgeSeconds }),
    ],
  }),
);
