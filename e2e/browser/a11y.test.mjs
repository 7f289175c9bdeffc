// Accessibility: axe-core scans with no violations, the skip link, named controls.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, PHONE, sharedSite } from '../fixtures.mjs';
import { axeViolations, openForAxe } from './axe.mjs';

const site = sharedSite(before, after);
// Printable pages are scanned by the whole-site sweep (a11y-site.test.mjs).
const PAGES = ['/', '/concepts/output/', '/no-such-page/'];

describe('axe finds no violations', () => {
  for (const path of PAGES) {
    for (const theme of /** @type {const} */ (['light', 'dark'])) {
      it(`${path} in the ${theme} theme`, () =>
        site.withPage({ ...DESKTOP, colorScheme: theme }, async (page) => {
          await openForAxe(site, page, path);
          assert.deepEqual(await axeViolations(page), []);
        }));
    }
  }

  it('/concepts/output/ on a phone with the sidebar open', () =>
    site.withPage(PHONE, async (page) => {
      await page.goto(site.url('/concepts/output/'));
      await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
      await page.locator('#section-sidebar').waitFor();
      assert.deepEqual(await axeViolations(page), []);
    }));
});

describe('focus indicators', () => {
  for (const theme of /** @type {const} */ (['light', 'dark'])) {
    it(`contrast at least 3:1 with what is behind them, for every control of a page in the ${theme} theme`, () =>
      site.withPage({ ...DESKTOP, colorScheme: theme }, async (page) => {
        await page.goto(site.url('/plugins/copy-webpack-plugin/'));
        await page.getByRole('region', { name: 'Notice' }).waitFor();
        // A key press first: focus moved by script afterwards shows the keyboard's ring.
        await page.keyboard.press('Tab');
        const rings = await page.evaluate(() => {
          /** @typedef {{ r: number, g: number, b: number }} Rgb */
          /** @param {string} value a computed `rgb()` or `rgba()` colour */
          const rgba = (value) => {
            const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
            if (r === undefined || g === undefined || b === undefined)
              throw new Error(`not a colour: ${value}`);
            return { r, g, b, a };
          };
          const luminance = (/** @type {Rgb} */ { r, g, b }) => {
            const linear = (/** @type {number} */ c) =>
              c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
            return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
          };
          // The colour behind a node: the backgrounds of its ancestors laid over one another.
          const behind = (/** @type {Element} */ node) => {
            /** @type {(Rgb & { a: number })[]} */
            const layers = [];
            for (let at = node.parentElement; at; at = at.parentElement) {
              const colour = rgba(getComputedStyle(at).backgroundColor);
              if (colour.a > 0) layers.push(colour);
              if (colour.a === 1) break;
            }
            return layers.reduceRight(
              (below, top) => ({
                r: top.r * top.a + below.r * (1 - top.a),
                g: top.g * top.a + below.g * (1 - top.a),
                b: top.b * top.a + below.b * (1 - top.a),
              }),
              { r: 255, g: 255, b: 255 },
            );
          };
          const controls = [
            .../** @type {NodeListOf<HTMLElement | SVGElement>} */ (
              document.querySelectorAll('a[href], button, summary, select, [tabindex="0"]')
            ),
          ].filter((node) => node.checkVisibility({ visibilityProperty: true }));
          return controls.map((node) => {
            node.focus();
            const style = getComputedStyle(node);
            const ring = rgba(style.outlineColor);
            const [light, dark] = /** @type {[number, number]} */ (
              [luminance(ring), luminance(behind(node))].sort((a, b) => b - a)
            );
            return {
              control: `${node.tagName.toLowerCase()} ${(node.getAttribute('aria-label') ?? node.textContent).trim().slice(0, 30)}`,
              shown:
                node.matches(':focus-visible') &&
                style.outlineStyle !== 'none' &&
                parseFloat(style.outlineWidth) >= 2,
              contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
            };
          });
        });
        assert.ok(rings.length > 50, `${rings.length} controls`);
        assert.deepEqual(
          rings.filter((ring) => !ring.shown),
          [],
          'controls without a visible ring',
        );
        assert.deepEqual(
          rings.filter((ring) => ring.contrast < 3),
          [],
          'rings under 3:1',
        );
      }));
  }
});

describe('pointer targets', () => {
  for (const [name, options] of /** @type {const} */ ([
    ['a wide screen', DESKTOP],
    ['a phone', PHONE],
  ])) {
    it(`buttons, disclosure arrows and fields are at least 24 by 24 px on ${name}`, () =>
      site.withPage(options, async (page) => {
        await page.goto(site.url('/plugins/copy-webpack-plugin/'));
        await page.getByRole('region', { name: 'Notice' }).waitFor();
        const small = await page.evaluate(() =>
          [...document.querySelectorAll('button, summary, select, input')]
            .filter((node) => node.checkVisibility({ visibilityProperty: true }))
            .map((node) => ({ node, box: node.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 23.5 || box.height < 23.5)
            .map(
              ({ node, box }) =>
                `${node.tagName.toLowerCase()} ${node.getAttribute('aria-label') ?? node.textContent.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
            ),
        );
        assert.deepEqual(small, []);
      }));
  }
});

describe('keyboard', () => {
  it('the first Tab reaches a skip link that moves focus to the content', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/output/'));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      assert.equal(await skip.evaluate((node) => node === document.activeElement), true);
      assert.ok(await skip.isVisible(), 'the skip link is visible when focused');
      await page.keyboard.press('Enter');
      await page.waitForURL(/#main-content$/);
    }));

  it('every control is reachable by Tab and has a name, with a visible focus ring', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.goto(site.url('/concepts/output/'));
      await page.locator('main h1').waitFor();
      /** @type {string[]} */
      const unnamed = [];
      /** @type {string[]} */
      const unringed = [];
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        const info = await page.evaluate(() => {
          // Only some elements (form controls) have labels: `labels` is undefined on the others.
          const node = /** @type {Element & { labels?: NodeListOf<HTMLLabelElement> | null }} */ (
            document.activeElement
          );
          if (!node) throw new Error('nothing has focus');
          const style = getComputedStyle(node);
          const name =
            node.getAttribute('aria-label') ||
            node.textContent?.trim() ||
            node.getAttribute('title') ||
            node.labels?.[0]?.textContent;
          return {
            tag: node.tagName,
            name,
            outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
          };
        });
        if (!info.name) unnamed.push(info.tag);
        if (!info.outline) unringed.push(`${info.tag} ${info.name}`);
      }
      assert.deepEqual(unnamed, []);
      assert.deepEqual(unringed, []);
    }));
});
