// The site's service worker. `npm run build` runs workbox-build's injectManifest over out/,
// which replaces the manifest placeholder below with every exported file and its revision, and writes
// the result to out/sw.js.
//
// - Install: precache every page's HTML, the scripts, styles and icons into a cache named
//   after this deploy's manifest, so old and new files never mix.
// - Activate: delete the caches of earlier deploys, then take control of open pages.
// - Navigations: network first; offline, the precached page; unknown paths, the 404 page.
// - Other same-origin requests: the precached copy (query ignored), else the network. Next's
//   page payloads (*.txt) fetched online are kept in this deploy's payload cache for offline
//   client-side navigation; without one, Next falls back to loading the page as a document.
// - Contributor avatars: cached at run time, refreshed in the background, expired after
//   AVATAR_MAX_AGE_MS or beyond AVATAR_MAX_ENTRIES.

const MANIFEST = self.__WB_MANIFEST;
const VERSION = MANIFEST.map((entry) => `${entry.url}@${entry.revision ?? ''}`).join('|');
const PRECACHE = `webpack-docs-precache-${hash(VERSION)}`;
const PAYLOADS = `webpack-docs-payloads-${hash(VERSION)}`;
const DEPLOY_CACHES = [PRECACHE, PAYLOADS];
const AVATARS = 'webpack-docs-avatars';
const AVATAR_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const AVATAR_MAX_ENTRIES = 200;
const NOT_FOUND = '/404.html';

/** The cache key holding when an avatar was stored (opaque responses cannot carry it). */
function stampKey(url) {
  return `${url}${url.includes('?') ? '&' : '?'}sw-cached-at`;
}

/** A short, stable hash of a string (FNV-1a), to name this deploy's cache. */
function hash(text) {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/** The precache key of a url: the file a static host would serve for it. */
function precacheKey(url) {
  const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
  return new URL(path, self.location.origin).href;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll(MANIFEST.map((entry) => new URL(entry.url, self.location.origin).href))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) => /^webpack-docs-(precache|payloads)-/.test(name) && !DEPLOY_CACHES.includes(name),
            )
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function fromPrecache(url) {
  const cache = await caches.open(PRECACHE);
  return cache.match(precacheKey(url), { ignoreSearch: true });
}

async function navigate(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const url = new URL(request.url);
    const page = await fromPrecache(url);
    if (page) return page;
    const notFound = await fromPrecache(new URL(NOT_FOUND, self.location.origin));
    if (notFound)
      return new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers });
    throw error;
  }
}

async function sameOrigin(request) {
  const url = new URL(request.url);
  const precached = await fromPrecache(url);
  if (precached) return precached;
  if (!url.pathname.endsWith('.txt')) return fetch(request);
  const payloads = await caches.open(PAYLOADS);
  try {
    const response = await fetch(request);
    if (response.ok) await payloads.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await payloads.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function avatar(request) {
  const cache = await caches.open(AVATARS);
  const cached = await cache.match(request);
  const refresh = fetch(request)
    .then(async (response) => {
      if (response.ok || response.type === 'opaque') {
        await cache.put(request, response.clone());
        await cache.put(stampKey(request.url), new Response(String(Date.now())));
        await trimAvatars(cache);
      }
      return response;
    })
    .catch(() => undefined);
  if (cached && !(await isExpired(cache, request.url))) return cached;
  return (await refresh) ?? cached ?? Response.error();
}

async function isExpired(cache, url) {
  const stamp = await cache.match(stampKey(url));
  return !stamp || Date.now() - Number(await stamp.text()) > AVATAR_MAX_AGE_MS;
}

async function trimAvatars(cache) {
  const keys = (await cache.keys()).filter((request) => !request.url.endsWith('sw-cached-at'));
  for (const request of keys.slice(0, Math.max(0, keys.length - AVATAR_MAX_ENTRIES))) {
    await cache.delete(request);
    await cache.delete(stampKey(request.url));
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === self.location.origin) {
    event.respondWith(navigate(request));
  } else if (url.origin === self.location.origin) {
    event.respondWith(sameOrigin(request));
  } else if (url.origin === 'https://github.com' && url.pathname.endsWith('.png')) {
    event.respondWith(avatar(request));
  }
});

// A page may ask a waiting worker to take over now instead of when every tab has closed.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});
