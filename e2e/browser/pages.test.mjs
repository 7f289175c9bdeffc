// Browser tests in the system Chromium against the exported site.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, ORIGIN, PHONE, clickAtRest, contentPages, hydrated, sharedSite } from '../fixtures.mjs';

/** @import { Response as PageResponse } from 'playwright-core' */

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
      const firstAnchor = /** @type {string} */ (await anchors.first().getAttribute('href'));
      assert.ok(await page.locator(`[id="${firstAnchor.split('#')[1]}"]`).isVisible());
    }));

  it('moves to the next page client-side, without reloading the document', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/'));
      await hydrated(page);
      await page.evaluate(() => (window.__sameDocument = true));
      const next = page.locator('a[rel="next"]');
      const target = /** @type {string} */ (await next.getAttribute('href'));
      await clickAtRest(next);
      await page.waitForURL(site.url(target));
      await page.waitForFunction((url) => document.title !== '' && location.pathname === url, target);
      await page.locator('main h1').waitFor();
      assert.equal(await page.evaluate(() => window.__sameDocument), true);
      assert.equal(await page.locator('main h1').count(), 1);
      assert.match(await page.title(), / \| webpack$/);
    }));

  it('fits a phone screen without sideways scrolling, every content page', () =>
    // Without JavaScript: a content page's width comes from its HTML and the stylesheet, which
    // hydration leaves as they are, and 162 loads without it take 40 % less of a CI run. The
    // notification bar, the one part client code adds, has its own width check on a phone.
    site.withPage({ ...PHONE, javaScriptEnabled: false }, async (page) => {
      /** @type {string[]} */
      const tooWide = [];
      // Against the screen's width: on a phone the browser widens the layout viewport, and so
      // window.innerWidth, to whatever the page needs.
      const screen = PHONE.viewport.width;
      for (const { url } of contentPages()) {
        await page.goto(site.url(url));
        const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - screen;
        if (overflow > 0) tooWide.push(`${url} is ${overflow}px wider than the screen`);
      }
      assert.deepEqual(tooWide, []);
    }));
});

describe('install commands', () => {
  /**
   * Waits until every install tab group of the page shows `manager`: its tab selected and in the
   * tab order, its panel the only one shown.
   * @param {import('playwright-core').Page} page
   * @param {string} manager
   */
  const showing = (page, manager) =>
    page.waitForFunction((chosen) => {
      const groups = [...document.querySelectorAll('.install-tabs')];
      return (
        groups.length > 0 &&
        groups.every((group) => {
          const tab = group.querySelector('[aria-selected="true"]');
          const panels = /** @type {NodeListOf<HTMLElement>} */ (group.querySelectorAll('[role="tabpanel"]'));
          const shown = [...panels].filter((panel) => !panel.hidden);
          return (
            tab?.textContent === chosen &&
            tab.getAttribute('tabindex') === '0' &&
            shown.length === 1 &&
            shown[0]?.id === tab.getAttribute('aria-controls')
          );
        })
      );
    }, manager);

  /**
   * Opens /guides/getting-started/ with `manager` (not npm, the server's choice) stored as the
   * reader's, and waits until the tabs show it: the tabs apply the stored choice where they start
   * listening, so they listen from then on.
   * @param {import('playwright-core').Page} page
   * @param {string} manager
   */
  const listeningWith = async (page, manager) => {
    await page.goto(site.url('/guides/getting-started/'));
    await page.evaluate((chosen) => localStorage.setItem('package-manager', chosen), manager);
    await page.reload();
    await showing(page, manager);
  };

  it('show the package manager the reader chose in every group, after a reload and on the next page', () =>
    site.withPage(DESKTOP, async (page) => {
      await listeningWith(page, 'yarn');
      await page.locator('.install-tabs [role="tab"]', { hasText: 'pnpm' }).first().click();
      await showing(page, 'pnpm');
      assert.match(
        /** @type {string} */ (
          await page.locator('.install-tabs [role="tabpanel"]:not([hidden]) pre').first().textContent()
        ),
        /^pnpm add --save-dev webpack webpack-cli/,
      );
      await page.reload();
      await showing(page, 'pnpm');
      await hydrated(page);
      await clickAtRest(page.locator('main a[href="/guides/asset-management/"]').first());
      await page.waitForURL(site.url('/guides/asset-management/'));
      await showing(page, 'pnpm');
    }));

  it('move the choice with the arrow keys, Home and End, keeping focus on the chosen tab', () =>
    site.withPage(DESKTOP, async (page) => {
      await listeningWith(page, 'pnpm');
      await page.locator('.install-tabs').first().getByRole('tab', { name: 'pnpm' }).focus();
      for (const { key, manager } of [
        { key: 'Home', manager: 'npm' },
        { key: 'ArrowRight', manager: 'yarn' },
        { key: 'ArrowRight', manager: 'pnpm' },
        { key: 'ArrowRight', manager: 'npm' },
        { key: 'End', manager: 'pnpm' },
        { key: 'ArrowLeft', manager: 'yarn' },
      ]) {
        await page.keyboard.press(key);
        await showing(page, manager);
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), manager, key);
      }
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

describe('printing a page', () => {
  for (const theme of /** @type {const} */ (['light', 'dark'])) {
    it(`in the ${theme} theme prints dark text on white, light code colours, no chrome, and each link's address`, () =>
      site.withPage({ ...DESKTOP, colorScheme: theme }, async (page) => {
        await page.goto(site.url('/guides/getting-started/'));
        await hydrated(page);
        const chrome = ['.site-header', '.notification-bar', '.copy-button', '.page-outline', '.sidebar'];
        // On screen first (the notification bar arrives after hydration).
        for (const selector of chrome.slice(0, 3)) await page.locator(selector).first().waitFor();
        // On screen a token takes its theme's colour, or the block's where it has none there.
        const screenColours = await page.evaluate(
          (prefix) => {
            const rgb = (/** @type {string} */ hex) =>
              `rgb(${
                /** @type {string[]} */ (hex.match(/../g)).map((pair) => parseInt(pair, 16)).join(', ')
              })`;
            const tokens = [...document.querySelectorAll('.shiki span[class]')].filter(
              (node) => !node.classList.contains('line'),
            );
            return tokens.slice(0, 200).map((token) => {
              const own = [...token.classList].find((name) => name.startsWith(prefix));
              const expected = own
                ? rgb(own.slice(3))
                : getComputedStyle(/** @type {HTMLPreElement} */ (token.closest('pre'))).color;
              return { classes: token.className, expected, actual: getComputedStyle(token).color };
            });
          },
          theme === 'dark' ? 'cd-' : 'cl-',
        );
        assert.ok(screenColours.length > 20);
        assert.deepEqual(
          screenColours.filter((token) => token.expected !== token.actual),
          [],
          `tokens in the ${theme} theme`,
        );
        await page.emulateMedia({ media: 'print' });
        for (const selector of chrome) {
          const shown = await page
            .locator(selector)
            .evaluateAll((nodes) => nodes.filter((node) => node.checkVisibility()).length);
          assert.equal(shown, 0, `${selector} is not printed`);
        }
        const colours = await page.evaluate(() => {
          const paragraph = /** @type {Element} */ (document.querySelector('.markdown p'));
          const token = /** @type {Element} */ (document.querySelector('.shiki span[class*="cl-"]'));
          const lightClass = /** @type {string} */ (
            [...token.classList].find((name) => name.startsWith('cl-'))
          );
          return {
            text: getComputedStyle(paragraph).color,
            page: getComputedStyle(document.body).backgroundColor,
            code: getComputedStyle(/** @type {HTMLPreElement} */ (token.closest('pre'))).backgroundColor,
            token: getComputedStyle(token).color,
            tokenLight: lightClass.slice(3),
          };
        });
        assert.equal(colours.page, 'rgb(255, 255, 255)');
        assert.equal(colours.code, 'rgb(255, 255, 255)');
        const [r, g, b] = /** @type {[number, number, number]} */ (
          /** @type {string[]} */ (colours.text.match(/\d+/g)).map(Number)
        );
        assert.ok(r + g + b < 3 * 80, `body text prints dark, not ${colours.text}`);
        const hex = /** @type {string[]} */ (colours.tokenLight.match(/../g)).map((pair) =>
          parseInt(pair, 16),
        );
        assert.equal(colours.token, `rgb(${hex.join(', ')})`, 'code keeps its light-theme colour');
        const addresses = await page.evaluate(() =>
          [...document.querySelectorAll('.markdown a[href]')].map((link) => ({
            href: /** @type {string} */ (link.getAttribute('href')),
            after: getComputedStyle(link, '::after').content,
          })),
        );
        const internal = addresses.find((link) => link.href.startsWith('/'));
        assert.ok(internal, 'the page links to another page of the site');
        assert.equal(internal.after, `" (${ORIGIN}${internal.href})"`);
        const external = addresses.find((link) => link.href.startsWith('http'));
        assert.ok(external, 'the page links to another site');
        assert.equal(external.after, `" (${external.href})"`);
        for (const link of addresses.filter((link) => link.href.startsWith('#')))
          assert.equal(link.after, 'none', `${link.href} is a heading's own link, printed as it is`);
      }));
  }
});

describe('the not-found page', () => {
  it('answers unknown paths and leads back home', () =>
    site.withPage(DESKTOP, async (page) => {
      const response = /** @type {PageResponse} */ (await page.goto(site.url('/concepts/no-such-page/')));
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
      assert.equal(await anchors.evaluate((/** @type {HTMLDetailsElement} */ node) => node.open), true);
      await anchors.locator('summary').click();
      assert.equal(await anchors.evaluate((/** @type {HTMLDetailsElement} */ node) => node.open), false);
      await anchors.locator('summary').click();
      assert.equal(await anchors.evaluate((/** @type {HTMLDetailsElement} */ node) => node.open), true);
    }));

  it('links work as plain links', () =>
    site.withPage({ ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      await page.goto(site.url('/concepts/'));
      const next = page.locator('a[rel="next"]');
      const target = /** @type {string} */ (await next.getAttribute('href'));
      // Activated from the keyboard: without JavaScript nothing can tell when the sections brought
      // in by scrolling to the link are laid out, and a click could land before the link settles.
      await next.press('Enter');
      // Activation does not wait for the navigation it starts: wait for the next document itself.
      await page.waitForURL(site.url(target), { waitUntil: 'load' });
      assert.equal(await page.locator('main h1').count(), 1);
    }));
});
