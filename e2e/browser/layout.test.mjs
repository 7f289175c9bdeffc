// The interactive parts of the layout (docs/SPEC.md sections 2 and 4) at desktop and phone sizes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, PHONE, animationFrames, clickAtRest, hydrated, sharedSite } from '../fixtures.mjs';

/** @import { Page } from 'playwright-core' */
/** @typedef {{ x: number, y: number }} Point */

const site = sharedSite(before, after);

/**
 * Opens a page and waits for hydration, so React's handlers are there for what the test does.
 * @param {Page} page
 * @param {string} path
 */
async function open(page, path) {
  await page.goto(site.url(path));
  await hydrated(page);
}
const PAGE = '/concepts/output/';

/**
 * Dispatches a touch drag from `from` to `to` (page coordinates) on the document.
 * @param {Page} page
 * @param {Point} from
 * @param {Point} to
 */
async function swipe(page, from, to) {
  await page.evaluate(([start, end]) => {
    const touch = (/** @type {Point} */ point) =>
      new Touch({ identifier: 1, target: document.body, clientX: point.x, clientY: point.y });
    document.dispatchEvent(
      new TouchEvent('touchstart', {
        touches: [touch(start)],
        changedTouches: [touch(start)],
        bubbles: true,
      }),
    );
    document.dispatchEvent(
      new TouchEvent('touchend', { touches: [], changedTouches: [touch(end)], bubbles: true }),
    );
  }, /** @type {const} */ ([from, to]));
}

const rootTheme = (/** @type {Page} */ page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    dark: document.documentElement.classList.contains('dark'),
  }));

describe('theme', () => {
  it('is light by default, dark on toggle, and remembered without a flash on reload', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.addInitScript(() => {
        // Record the theme at the first animation frame, i.e. before the first paint.
        requestAnimationFrame(() => (window.__firstFrameTheme = document.documentElement.dataset.theme));
      });
      await open(page, PAGE);
      assert.deepEqual(await rootTheme(page), { theme: 'light', dark: false });
      const toggle = page.getByRole('button', { name: 'Dark theme' });
      await toggle.click();
      assert.deepEqual(await rootTheme(page), { theme: 'dark', dark: true });
      assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
      await page.reload();
      assert.equal(await page.evaluate(() => window.__firstFrameTheme), 'dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(background, 'rgb(27, 37, 41)');
    }));

  it('follows the system preference while nothing is stored', () =>
    site.withPage({ ...DESKTOP, colorScheme: 'dark' }, async (page) => {
      await open(page, PAGE);
      assert.deepEqual(await rootTheme(page), { theme: 'dark', dark: true });
      // Hydrated once the toggle reports the client's theme; then it listens to the system.
      await page.locator('button[aria-label="Dark theme"][aria-pressed="true"]').waitFor();
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    }));
});

describe('mobile sidebar', () => {
  it('opens with the menu button and closes with its close button, returning focus', () =>
    site.withPage(PHONE, async (page) => {
      await open(page, PAGE);
      const panel = page.locator('#section-sidebar');
      assert.equal(await panel.isVisible(), false);
      const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
      await toggle.click();
      await page.waitForFunction(
        () =>
          /** @type {Element} */ (document.querySelector('#section-sidebar')).getBoundingClientRect().left >=
          0,
      );
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      await page.getByRole('button', { name: 'Close navigation menu' }).click();
      await panel.waitFor({ state: 'hidden' });
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Toggle navigation menu',
      );
    }));

  it('keeps the page behind it still while open, and lets it scroll again once closed', () =>
    site.withPage(PHONE, async (page) => {
      await open(page, PAGE);
      const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
      await toggle.click();
      await page.waitForFunction(
        () =>
          /** @type {Element} */ (document.querySelector('#section-sidebar')).getBoundingClientRect().left >=
          0,
      );
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
      // The wheel over the page to the right of the panel: a reader's scroll, which the
      // browser carries out (or not) by the next frame.
      await page.mouse.move(360, 600);
      await page.mouse.wheel(0, 600);
      await animationFrames(page);
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      await page.getByRole('button', { name: 'Close navigation menu' }).click();
      await page.locator('#section-sidebar').waitFor({ state: 'hidden' });
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY > 0);
    }));

  it('closes on a tap outside, on Escape and when a link is chosen', () =>
    site.withPage(PHONE, async (page) => {
      await open(page, PAGE);
      const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
      const panel = page.locator('#section-sidebar');
      await toggle.click();
      await page.mouse.click(360, 400);
      await panel.waitFor({ state: 'hidden' });
      await toggle.click();
      await panel.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await toggle.click();
      await panel.getByRole('link', { name: 'Loaders', exact: true }).click();
      await page.waitForURL(site.url('/concepts/loaders/'));
      await panel.waitFor({ state: 'hidden' });
    }));

  it('keeps focus inside while open', () =>
    site.withPage(PHONE, async (page) => {
      await open(page, PAGE);
      await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
      for (let i = 0; i < 60; i += 1) await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() =>
          /** @type {Element} */ (document.querySelector('#section-sidebar')).contains(
            document.activeElement,
          ),
        ),
        true,
      );
      await page.keyboard.press('Shift+Tab');
      assert.equal(
        await page.evaluate(() =>
          /** @type {Element} */ (document.querySelector('#section-sidebar')).contains(
            document.activeElement,
          ),
        ),
        true,
      );
    }));

  it('opens on a swipe right from the left edge and closes on a swipe left, past 20px and mostly horizontal', () =>
    site.withPage(PHONE, async (page) => {
      await open(page, PAGE);
      const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
      const expanded = () => toggle.getAttribute('aria-expanded');
      await swipe(page, { x: 10, y: 300 }, { x: 30, y: 300 });
      assert.equal(await expanded(), 'false', 'a 20px drag is not a swipe');
      await swipe(page, { x: 10, y: 300 }, { x: 60, y: 360 });
      assert.equal(await expanded(), 'false', 'a mostly vertical drag is a scroll');
      await swipe(page, { x: 300, y: 300 }, { x: 370, y: 300 });
      assert.equal(await expanded(), 'false', 'an opening drag must start under 295px');
      await swipe(page, { x: 10, y: 300 }, { x: 120, y: 310 });
      assert.equal(await expanded(), 'true');
      await swipe(page, { x: 200, y: 300 }, { x: 150, y: 305 });
      assert.equal(await expanded(), 'false');
    }));

  it('is a plain column on desktop, where swipes do nothing', () =>
    site.withPage({ ...DESKTOP, hasTouch: true }, async (page) => {
      await open(page, PAGE);
      assert.equal(await page.getByRole('button', { name: 'Toggle navigation menu' }).isVisible(), false);
      assert.ok(await page.locator('#section-sidebar').isVisible());
      await swipe(page, { x: 10, y: 300 }, { x: 200, y: 300 });
      assert.equal(await page.locator('.sidebar-backdrop').isVisible(), false);
    }));
});

describe('line length', () => {
  for (const width of [1366, 1920]) {
    it(`prose runs at most about 80 characters a line at ${width} px, code blocks keep the column's width`, () =>
      site.withPage({ ...DESKTOP, viewport: { width, height: 900 } }, async (page) => {
        await open(page, '/concepts/output/');
        const measure = await page.evaluate(() => {
          // Characters per full line of each paragraph of four lines or more (its last line is
          // counted as half a line).
          const perLine = [...document.querySelectorAll('.prose-chunk > p')].flatMap((paragraph) => {
            const range = document.createRange();
            range.selectNodeContents(paragraph);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
            return lines >= 4 ? [paragraph.textContent.length / (lines - 0.5)] : [];
          });
          const column = /** @type {Element} */ (document.querySelector('.prose')).getBoundingClientRect()
            .width;
          const code = /** @type {Element} */ (
            document.querySelector('.prose-chunk > .code-block')
          ).getBoundingClientRect().width;
          return { paragraphs: perLine.length, longest: Math.max(...perLine), column, code };
        });
        assert.ok(measure.paragraphs >= 5, `${measure.paragraphs} paragraphs measured`);
        assert.ok(measure.longest <= 80, `${Math.round(measure.longest)} characters a line`);
        assert.equal(measure.code, measure.column);
      }));
  }
});

describe('sidebar items', () => {
  it("the current page's anchors are open, its arrow closes and reopens them; other pages list none", () =>
    site.withPage(DESKTOP, async (page) => {
      await open(page, PAGE);
      const current = page.locator('.sidebar-item:has(> a[aria-current="page"]) > details');
      assert.equal(await current.evaluate((/** @type {HTMLDetailsElement} */ node) => node.open), true);
      await current.locator('summary').click();
      assert.equal(await current.evaluate((/** @type {HTMLDetailsElement} */ node) => node.open), false);
      await current.locator('summary').click();
      assert.equal(await current.evaluate((/** @type {HTMLDetailsElement} */ node) => node.open), true);
      assert.ok((await current.locator('.sidebar-anchor').count()) > 3);
      assert.equal(await page.locator('.sidebar details').count(), 1);
    }));

  for (const [name, options] of /** @type {const} */ ([
    ['a wide screen', DESKTOP],
    ['a phone', PHONE],
  ])) {
    it(`wrap long names instead of cutting them, on ${name}`, () =>
      site.withPage(options, async (page) => {
        await open(page, '/configuration/output/');
        if (options === PHONE) {
          await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
          await page.locator('#section-sidebar').waitFor();
        }
        const cut = await page.evaluate(() => {
          const sidebar = /** @type {Element} */ (document.querySelector('#section-sidebar'));
          const edge = sidebar.getBoundingClientRect().right;
          return [...sidebar.querySelectorAll('a')]
            .filter(
              (link) =>
                link.scrollWidth > link.clientWidth + 1 || link.getBoundingClientRect().right > edge + 1,
            )
            .map((link) => link.textContent);
        });
        assert.deepEqual(cut, []);
      }));
  }

  it("clicking the current page's link scrolls to the top, a ctrl-click does not", () =>
    site.withPage(DESKTOP, async (page) => {
      await open(page, PAGE);
      await page.evaluate(() => window.scrollTo(0, 1500));
      const link = page.locator('#section-sidebar a[aria-current="page"]');
      // A ctrl-click opens the page in a new tab; once that tab exists the click has been handled.
      const opened = page.context().waitForEvent('page');
      await link.click({ modifiers: ['Control'] });
      await (await opened).close();
      assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'a ctrl-click leaves the scroll position');
      await link.click();
      await page.waitForFunction(() => window.scrollY === 0);
    }));
});

describe('language menu', () => {
  const menu = (/** @type {Page} */ page) => page.getByRole('menu', { name: 'Language' });

  it('opens on hover, closes on leaving, and links the same path and hash on each mirror', () =>
    site.withPage(DESKTOP, async (page) => {
      await open(page, `${PAGE}#chunk-and-asset-filenames`);
      await page.locator('.language-menu').hover();
      await menu(page).waitFor();
      const hrefs = await menu(page)
        .getByRole('menuitem')
        .evaluateAll((/** @type {HTMLAnchorElement[]} */ links) => links.map((a) => a.href));
      assert.deepEqual(hrefs, [
        `https://webpack.js.org${PAGE}#chunk-and-asset-filenames`,
        `https://webpack.docschina.org${PAGE}#chunk-and-asset-filenames`,
        `https://webpack.kr${PAGE}#chunk-and-asset-filenames`,
      ]);
      await page.mouse.move(640, 600);
      await menu(page).waitFor({ state: 'hidden' });
    }));

  it('works from the keyboard: arrows move with wrap-around, Escape closes and returns focus', () =>
    site.withPage(DESKTOP, async (page) => {
      await open(page, PAGE);
      const button = page.getByRole('button', { name: /Language/ });
      await button.focus();
      await page.keyboard.press('ArrowDown');
      await menu(page).waitFor();
      const focused = () => page.evaluate(() => document.activeElement?.textContent);
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
      assert.equal(await focused(), 'English');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focused(), '한국어');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(), 'English');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(), '中文');
      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'hidden' });
      assert.equal(await button.evaluate((node) => node === document.activeElement), true);
    }));

  it('toggles on click and closes on a click or focus outside', () =>
    site.withPage(DESKTOP, async (page) => {
      await open(page, PAGE);
      const button = page.getByRole('button', { name: /Language/ });
      // The pointer opens the menu on its way in; the click keeps it open, a second closes it.
      await button.click();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      await button.click();
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      await button.click();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      await page.mouse.click(600, 500);
      await menu(page).waitFor({ state: 'hidden' });
      await button.click();
      await menu(page).waitFor();
      await page.locator('main h1').evaluate((node) => {
        node.tabIndex = -1;
        node.focus();
      });
      await menu(page).waitFor({ state: 'hidden' });
    }));
});

describe('version selector', () => {
  it('choosing 4 shows a spinner and opens the same path on the v4 host', () =>
    site.withPage(DESKTOP, async (page) => {
      // Replaced by the promise's resolve as the promise is made.
      /** @type {(value?: unknown) => void} */
      let release = () => {};
      const held = new Promise((resolve) => (release = resolve));
      await page.route('https://v4.webpack.js.org/**', async (route) => {
        await held;
        await route.fulfill({ contentType: 'text/html', body: '<title>v4</title>' });
      });
      await open(page, PAGE);
      // Change the value directly: selectOption would wait for the navigation held above.
      await page.locator('main h1').waitFor();
      await page.waitForFunction(() => document.querySelector('#doc-version') !== null);
      // Locators wait for pending navigations, so look for the spinner in the same page call.
      const spinnerShown = await page
        .getByLabel('Version')
        .evaluate(async (/** @type {HTMLSelectElement} */ select) => {
          const spinner = () =>
            document.querySelector('[role="status"][aria-label="Loading the other version"]');
          const shown = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (!spinner()) return;
              observer.disconnect();
              resolve(true);
            });
            observer.observe(document.body, { childList: true, subtree: true });
          });
          select.value = '4';
          select.dispatchEvent(new Event('change', { bubbles: true }));
          return spinner() !== null || shown;
        });
      assert.equal(spinnerShown, true);
      release();
      await page.waitForURL(`https://v4.webpack.js.org${PAGE}`);
    }));
});

describe('notification bar', () => {
  const notice = (/** @type {Page} */ page) => page.getByRole('region', { name: 'Notice' });

  it('shows until dismissed, then stays dismissed for version 3', () =>
    site.withPage(DESKTOP, async (page) => {
      await open(page, PAGE);
      await notice(page).waitFor();
      await page.getByRole('button', { name: 'Dismiss notice' }).click();
      await notice(page).waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => localStorage.getItem('notification-dismissed')), '3');
      await page.reload();
      // The bar's code has loaded and decided; only then does its absence mean anything.
      await page.locator('[data-notice="dismissed"]').waitFor({ state: 'attached' });
      assert.equal(await notice(page).count(), 0);
    }));

  it('covers nothing on a phone: at the end of the page it sits under the footer, it is no wider than the screen, and it comes last in tab order', () =>
    site.withPage(PHONE, async (page) => {
      await open(page, '/concepts/');
      await notice(page).waitFor();
      // The one part of a content page that client code adds; the page-width check of every
      // content page runs without JavaScript.
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.viewport.width);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      );
      const boxes = await page.evaluate(() => {
        const footerText = [...document.querySelectorAll('.site-footer *')].filter(
          (node) => node.childElementCount === 0 && node.textContent.trim() !== '',
        );
        return {
          footerBottom: Math.max(...footerText.map((node) => node.getBoundingClientRect().bottom)),
          barTop: /** @type {Element} */ (document.querySelector('.notification-bar')).getBoundingClientRect()
            .top,
        };
      });
      assert.ok(
        boxes.footerBottom <= boxes.barTop,
        `the footer ends at ${boxes.footerBottom}, the bar starts at ${boxes.barTop}`,
      );
      const order = await page.evaluate(() => {
        const focusable = [...document.querySelectorAll('a[href], button')].filter((node) =>
          node.checkVisibility(),
        );
        return focusable
          .slice(-3)
          .map((node) => node.closest('.notification-bar, .site-footer')?.className ?? '');
      });
      assert.deepEqual(
        order.map((name) => name.split(' ')[0]),
        ['site-footer', 'notification-bar', 'notification-bar'],
      );
    }));

  it('shows again when an older version was dismissed', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.addInitScript(() => localStorage.setItem('notification-dismissed', '2'));
      await open(page, PAGE);
      await notice(page).waitFor();
    }));

  it('the site renders and works when local storage throws', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.addInitScript(() => {
        const fail = () => {
          throw new DOMException('denied', 'SecurityError');
        };
        Storage.prototype.getItem = fail;
        Storage.prototype.setItem = fail;
      });
      await open(page, PAGE);
      await notice(page).waitFor();
      await page.getByRole('button', { name: 'Dismiss notice' }).click();
      await notice(page).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Dark theme' }).click();
      assert.deepEqual(await rootTheme(page), { theme: 'dark', dark: true });
    }));
});

describe('page outline', () => {
  const WIDE = { ...DESKTOP, viewport: { width: 1366, height: 900 } };
  const outline = (/** @type {Page} */ page) => page.getByRole('navigation', { name: 'On this page' });
  /** The outline links marked as the section being read. */
  const marked = (/** @type {Page} */ page) => outline(page).locator('a[aria-current="location"]');
  /** The ids of the page body's level 2 and 3 headings, read from the body itself. */
  const headingIds = (/** @type {Page} */ page) =>
    page
      .locator('main .prose h2[id], main .prose h3[id]')
      .evaluateAll((headings) => headings.map((h) => h.id));
  const outlineIds = (/** @type {Page} */ page) =>
    outline(page)
      .locator('li a')
      .evaluateAll((/** @type {HTMLAnchorElement[]} */ links) =>
        links.map((a) => decodeURIComponent(a.hash.slice(1))),
      );

  it('on a wide screen lists the headings, marks the section being read as the reader scrolls, and leads back to the top', () =>
    site.withPage(WIDE, async (page) => {
      await page.addInitScript(() => {
        window.__shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of /** @type {LayoutShift[]} */ (list.getEntries()))
            window.__shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await open(page, '/configuration/output/');
      assert.ok(await outline(page).isVisible(), 'the outline is shown at 1366 px');
      const ids = await headingIds(page);
      assert.ok(ids.length > 20, `a long page (${ids.length} headings)`);
      assert.deepEqual(await outlineIds(page), ids);
      assert.equal(await page.evaluate(() => window.__shifts), 0, 'no layout shift at load');

      // Following an outline link marks it; scrolling on to a later section moves the mark.
      await outline(page).locator('a[href="#outputchunkfilename"]').click();
      await page.waitForFunction(() => window.location.hash === '#outputchunkfilename');
      await marked(page).and(page.locator('a[href="#outputchunkfilename"]')).waitFor();
      await page.evaluate(() => document.getElementById('outputwasmloading')?.scrollIntoView());
      await marked(page).and(page.locator('a[href="#outputwasmloading"]')).waitFor();
      assert.equal(await marked(page).count(), 1, 'one section is marked at a time');

      await outline(page).getByRole('link', { name: 'Back to top' }).click();
      await page.waitForFunction(() => window.scrollY === 0);
    }));

  it('follows client-side navigation to the next page', () =>
    site.withPage(WIDE, async (page) => {
      await open(page, '/concepts/output/');
      await page.evaluate(() => (window.__sameDocument = true));
      await clickAtRest(page.locator('a[rel="next"]'));
      await page.locator('main h1').filter({ hasText: 'Loaders' }).waitFor();
      await page.waitForFunction(() => document.querySelector('main .prose')?.hasChildNodes());
      await outline(page).locator('li a').first().waitFor();
      assert.deepEqual(await outlineIds(page), await headingIds(page));
      assert.equal(await page.evaluate(() => window.__sameDocument), true, 'routed client-side');
      await page.evaluate(() => document.querySelectorAll('main .prose h2[id]')[1]?.scrollIntoView());
      await marked(page).waitFor();
    }));

  it('is not shown below 1280 px, where the sidebar lists the anchors', () =>
    site.withPage({ ...DESKTOP, viewport: { width: 1200, height: 800 } }, async (page) => {
      await open(page, PAGE);
      assert.equal(await outline(page).isVisible(), false);
      assert.ok(await page.locator('.sidebar-anchors a').first().isVisible());
    }));
});

describe('loading on a slow machine', () => {
  it('paints the header and sidebar whole in the first frame, so nothing shifts as the page loads', () =>
    site.withPage({ ...DESKTOP, viewport: { width: 1366, height: 900 } }, async (page) => {
      // A CPU twenty times slower makes the HTML parser yield inside the header, where a frame
      // painted then showed part of its controls and the rest pushed the social links aside.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
      await page.addInitScript(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of /** @type {LayoutShift[]} */ (list.getEntries())) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The first animation frame comes just before the first frame is painted.
        requestAnimationFrame(() => {
          window.__firstFrame = {
            controls: document.querySelector('.header-controls')?.children.length,
            main: document.querySelector('main') !== null,
          };
        });
      });
      await open(page, '/configuration/output/');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await page.evaluate(() => window.__firstFrame), { controls: 3, main: true });
      assert.equal(await page.evaluate(() => window.__shift), 0, 'no layout shift at load');
    }));

  for (const path of ['/', '/concepts/output/', '/no-such-page/']) {
    it(`runs no Next script on ${path} before the load event, with the scripts already downloaded`, () =>
      site.withPage(PHONE, async (page) => {
        // Served from a cache, the scripts are there before the HTML is parsed; as Next writes
        // them they ran in the middle of the parse, before the first paint. Chromium's trace
        // orders script runs and the load event on the page's main thread.
        const browser = page.context().browser();
        assert.ok(browser, 'the page belongs to a launched browser');
        await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
        // Stopped whatever happens: the browser is shared by the file's tests, and records one trace at a time.
        /** @type {Buffer} */
        let trace;
        try {
          await open(page, path);
        } finally {
          trace = await browser.stopTracing();
        }
        /** @type {{ name: string, ts: number, args?: { frame?: string, data?: { url?: string, frame?: string, documentLoaderURL?: string } } }[]} */
        const events = JSON.parse(trace.toString()).traceEvents;
        const frame = events.find(
          (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === page.url(),
        )?.args?.frame;
        const load = events.find((event) => event.name === 'MarkLoad' && event.args?.data?.frame === frame);
        assert.ok(frame && load, `the trace has the load event of ${page.url()}`);
        const scripts = events.filter(
          (event) => event.name === 'EvaluateScript' && event.args?.data?.url?.includes('/_next/'),
        );
        assert.ok(scripts.length > 0, 'Next scripts ran');
        assert.deepEqual(
          scripts.filter((event) => event.ts < load.ts).map((event) => event.args?.data?.url),
          [],
          'no Next script runs before the load event',
        );
      }));
  }
});
