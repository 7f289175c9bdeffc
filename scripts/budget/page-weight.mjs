// Bytes a reader's phone downloads for one page view: the document, everything it loads, and
// the prefetches Next starts once the page is idle. Counted on the wire (gzip, headers), as
// Chromium reports it, so the figure is what a reader pays and not what the disk holds.
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../shared/chromium.mjs';

/** The parts a page view is split into, in print order. */
export const WEIGHT_KINDS = /** @type {const} */ (['html', 'js', 'css', 'rsc', 'other']);

/** @typedef {(typeof WEIGHT_KINDS)[number]} WeightKind */
/** @typedef {{ url: string, type?: string, mimeType?: string, bytes: number, finished: boolean }} Request */

/** @type {import('playwright-core').BrowserContextOptions} */
const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
};

/**
 * @param {Request} request
 * @returns {WeightKind}
 */
function kindOf({ url, type, mimeType }) {
  const { pathname, searchParams } = new URL(url);
  // Next fetches segment payloads as `__next.*.txt` files (and `?_rsc=` in other setups).
  if (pathname.endsWith('.txt') || searchParams.has('_rsc')) return 'rsc';
  if (type === 'Document' || mimeType === 'text/html') return 'html';
  if (type === 'Script' || pathname.endsWith('.js')) return 'js';
  if (type === 'Stylesheet' || pathname.endsWith('.css')) return 'css';
  return 'other';
}

/**
 * What the browser renders once the page is idle: every element, those it lays out (not under
 * `display: none`, not in a part `content-visibility` skips), the style rules it matches them
 * against, and the font faces its text needs (family stack, size, weight and style: Chromium
 * looks each one up in the browser process, a wait inside layout). Counts, so they do not
 * depend on the machine's speed.
 */
function renderedCounts() {
  const all = [...document.querySelectorAll('body *')];
  const faces = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Text a skipped chunk holds counts: it is laid out as the reader scrolls.
    if (!node.textContent?.trim() || !parent?.checkVisibility()) continue;
    const style = getComputedStyle(parent);
    faces.add([style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle].join(' '));
  }
  /**
   * @param {CSSRuleList} list
   * @returns {number}
   */
  const rules = (list) =>
    [...list].reduce((total, rule) => {
      // Grouping rules (`@media`, `@supports`, …) hold rules of their own.
      const nested = /** @type {{ cssRules?: CSSRuleList }} */ (rule).cssRules;
      return total + 1 + (nested ? rules(nested) : 0);
    }, 0);
  return {
    elements: all.length,
    renderedElements: all.filter((element) => element.checkVisibility({ contentVisibilityAuto: true }))
      .length,
    styleRules: [...document.styleSheets].reduce((total, sheet) => total + rules(sheet.cssRules), 0),
    fontFaces: faces.size,
  };
}

/**
 * Every request one view of `url` makes until the network is idle, with its bytes on the wire, and what it renders.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function viewRequests(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** @type {Map<string, Request>} */
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      requests.set(requestId, { url: request.url, type, bytes: 0, finished: false });
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const request = requests.get(requestId);
      if (request) request.mimeType = response.mimeType;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) Object.assign(request, { bytes: encodedDataLength, finished: true });
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    // Next prefetches the links in view after load; they belong to the view's cost.
    await page.waitForLoadState('networkidle');
    return {
      requests: [...requests.values()].filter(
        (request) => request.finished && !request.url.startsWith('data:'),
      ),
      counts: await page.evaluate(renderedCounts),
    };
  } finally {
    await context.close();
  }
}

/**
 * Bytes transferred per page view of each `{ url }` under `origin`, in total and by kind, and the elements and style rules it renders.
 * @param {string} origin
 * @param {{ url: string }[]} pages
 */
export async function measurePageWeights(origin, pages) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const weights = [];
    for (const { url } of pages) {
      const { requests, counts } = await viewRequests(browser, `${origin}${url}`);
      const kinds = /** @type {Record<WeightKind, { bytes: number, requests: number }>} */ (
        Object.fromEntries(WEIGHT_KINDS.map((kind) => [kind, { bytes: 0, requests: 0 }]))
      );
      for (const request of requests) {
        const kind = kinds[kindOf(request)];
        kind.bytes += request.bytes;
        kind.requests += 1;
      }
      const bytes = requests.reduce((total, request) => total + request.bytes, 0);
      weights.push({ url, bytes, requests: requests.length, kinds, ...counts });
    }
    return weights;
  } finally {
    await browser.close();
  }
}
