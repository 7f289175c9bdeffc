// Writes out/sw.js: sw/service-worker.js with the precache manifest of out/ injected by
// workbox-build. Prints what is precached; fails the build if the manifest cannot be made.
import { injectManifest } from 'workbox-build';

const { count, size, warnings } = await injectManifest({
  swSrc: 'sw/service-worker.js',
  swDest: 'out/sw.js',
  globDirectory: 'out',
  // What reading offline needs: every page's HTML, the scripts and styles, icons, manifest,
  // and the search index.
  // Next's segment payloads (*.txt) are cached at run time instead: offline, a navigation
  // without its payload falls back to a document load, which the precached HTML answers.
  globPatterns: [
    '**/*.html',
    '_next/static/**/*.{js,css,woff2}',
    'icons/*',
    'manifest.json',
    'search-index.json',
  ],
  // Printable pages repeat their section's pages, which are precached one by one; the two
  // copies of the not-found page that Next writes besides 404.html are not served.
  globIgnores: ['**/printable/**', '_not-found/**', '404/**'],
  // Next's hashed files carry their revision in the name already.
  dontCacheBustURLsMatching: /^_next\/static\//,
});
if (warnings.length > 0) {
  console.error(`service worker: ${warnings.join('; ')}`);
  process.exit(1);
}
console.log(`service worker: out/sw.js precaches ${count} files, ${(size / 1024 / 1024).toFixed(1)} MB`);
