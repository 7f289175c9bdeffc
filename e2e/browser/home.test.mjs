// The home page: headline, cube, the example, support and the lazily loaded sponsors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DESKTOP,
  PHONE,
  animationFrames,
  hydrated,
  hydratedUnderPausedClock,
  pauseClock,
  sharedSite,
} from '../fixtures.mjs';

/** @import { Page } from 'playwright-core' */

const site = sharedSite(before, after);
const DAY = 86400000;
const SUPPORTERS = {
  fetchedAt: new Date().toISOString(),
  supporters: [
    {
      name: 'Fixture Platinum',
      slug: 'fixture-platinum',
      totalDonations: 80000,
      monthlyAverage: 40,
      firstDonation: new Date(Date.now() - 900 * DAY).toISOString(),
    },
    {
      name: 'Fixture Monthly',
      slug: 'fixture-monthly',
      totalDonations: 900,
      monthlyAverage: 600,
      firstDonation: new Date(Date.now() - 5 * DAY).toISOString(),
    },
  ],
};
/** Many supporters in every rank: the tallest the section gets, 100 backers among them. */
const MANY_SUPPORTERS = {
  fetchedAt: new Date().toISOString(),
  supporters: Array.from({ length: 180 }, (_, i) => {
    const total = [60000, 20000, 5000, 900, 50][i % 5] ?? 50;
    return {
      name: `Fixture Supporter ${i}`,
      slug: `fixture-supporter-${i}`,
      totalDonations: total,
      monthlyAverage: total / 24,
      firstDonation: new Date(Date.now() - (i % 3 === 0 ? 4 : 400) * DAY).toISOString(),
    };
  }),
};
const NO_SUPPORTERS = { fetchedAt: null, supporters: [] };
const headline = (/** @type {Page} */ page) => page.locator('.home-hero h1');

describe('the home page', () => {
  it('is readable without JavaScript: headline, cube, example and sponsor placeholders', () =>
    site.withPage({ ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      await page.goto(site.url('/'));
      assert.equal(await page.title(), 'webpack');
      assert.equal(
        /** @type {string} */ (await headline(page).textContent()).replace(/\s+/g, ' '),
        'bundle your assets',
      );
      assert.equal(await page.locator('.cube-face').count(), 6);
      assert.ok(
        (await page.locator('.home-walkthrough pre.shiki').count()) >= 3,
        'the example is highlighted in the HTML',
      );
      assert.ok(await page.getByRole('heading', { name: 'Support the Team' }).isVisible());
      assert.ok(await page.getByRole('status', { name: 'Loading sponsors' }).isVisible());
      assert.ok(await page.getByRole('link', { name: 'AG Grid' }).isVisible());
      assert.ok(await page.getByRole('link', { name: 'AG Charts' }).isVisible());
    }));

  it('rotates the headline word after five seconds, and not under reduced motion', async () => {
    // Five seconds pass when the test says so, not by waiting; the rotation's timer starts at a known time.
    const word = async (/** @type {Page} */ page) =>
      /** @type {string} */ (await headline(page).textContent()).replace(/\s+/g, ' ');
    await site.withPage(DESKTOP, async (page) => {
      await pauseClock(page);
      await page.goto(site.url('/'));
      await hydratedUnderPausedClock(page);
      await page.clock.runFor(4900);
      assert.equal(await word(page), 'bundle your assets');
      await page.clock.runFor(200);
      await headline(page).filter({ hasText: 'bundle your scripts' }).waitFor();
    });
    await site.withPage({ ...DESKTOP, reducedMotion: 'reduce' }, async (page) => {
      await page.clock.install();
      await page.goto(site.url('/'));
      await hydrated(page);
      await page.clock.runFor(20000);
      assert.equal(await word(page), 'bundle your assets');
    });
  });

  it('loads the sponsors only after the page, and switches between total and monthly', () =>
    site.withPage(DESKTOP, async (page) => {
      let loaded = false;
      let requestedBeforeLoad = false;
      page.on('load', () => (loaded = true));
      await page.route('**/supporters.json', (route) => {
        requestedBeforeLoad ||= !loaded;
        return route.fulfill({ contentType: 'application/json', body: JSON.stringify(SUPPORTERS) });
      });
      await page.goto(site.url('/'));
      // The list loads after the page, whether or not its section is in view.
      await page.getByRole('heading', { name: 'Support the Team' }).scrollIntoViewIfNeeded();
      const toggle = page.getByRole('checkbox', { name: /average monthly amount/ });
      await toggle.waitFor();
      assert.equal(requestedBeforeLoad, false, 'the sponsor data is not part of the initial load');
      if (await toggle.isChecked()) await toggle.uncheck();
      assert.ok(await page.getByRole('heading', { name: 'Platinum' }).isVisible());
      assert.ok(await page.getByRole('heading', { name: 'Latest' }).isVisible());
      await toggle.check();
      await page.getByRole('heading', { name: 'Gold' }).waitFor();
      assert.equal(await page.getByRole('heading', { name: 'Platinum' }).count(), 0);
    }));

  it('invites readers to sponsor when there is no data', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.route('**/supporters.json', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ fetchedAt: null, supporters: [] }),
        }),
      );
      await page.goto(site.url('/'));
      await page.getByRole('heading', { name: 'Support the Team' }).scrollIntoViewIfNeeded();
      await page.getByRole('link', { name: 'Become a sponsor' }).waitFor();
      // The switch is part of the section in every state; here it changes what each rank asks.
      const toggle = page.getByRole('checkbox', { name: /average monthly amount/ });
      if (await toggle.isChecked()) await toggle.uncheck();
      const platinum = page.getByRole('region', { name: 'Platinum' });
      await platinum.getByRole('link', { name: 'Become a platinum sponsor' }).waitFor();
      assert.match(/** @type {string} */ (await platinum.textContent()), /\$50,000 or more in total/);
      await toggle.check();
      await platinum.filter({ hasText: '$2,500 or more a month' }).waitFor();
    }));

  it('on a phone, loads the sponsors before the reader reaches them: a jump to them shifts nothing, with or without supporters', async () => {
    for (const [kind, data] of [
      ['many supporters', MANY_SUPPORTERS],
      ['no supporters', NO_SUPPORTERS],
    ]) {
      await site.withPage(PHONE, async (page) => {
        await page.addInitScript(() => {
          window.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of /** @type {LayoutShift[]} */ (list.getEntries()))
              if (!entry.hadRecentInput) window.__shift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.route('**/supporters.json', (route) =>
          route.fulfill({ contentType: 'application/json', body: JSON.stringify(data) }),
        );
        await page.goto(site.url('/'));
        // The reader has not scrolled: the list comes once the page has loaded.
        const toggle = page.getByRole('checkbox', { name: /average monthly amount/ });
        await toggle.waitFor({ state: 'attached' });
        await page.locator('.home-support [role="status"]').waitFor({ state: 'detached' });
        assert.equal(await page.evaluate(() => window.scrollY), 0);
        // A fling to the end of the page, then what the browser lays out once the sections arrive.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await animationFrames(page, 3);
        assert.ok(await toggle.isVisible(), 'the sponsors are on screen at the end of the page');
        const shift = await page.evaluate(() => window.__shift);
        assert.ok(shift <= 0.1, `${kind}: layout shift ${shift.toFixed(3)} is at most 0.1`);
      });
    }
  });

  it('says the supporters could not be loaded when their file fails, and keeps the switch', () =>
    site.withPage(DESKTOP, async (page) => {
      await page.route('**/supporters.json', (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto(site.url('/'));
      await page.getByRole('heading', { name: 'Support the Team' }).scrollIntoViewIfNeeded();
      await page.getByRole('alert').filter({ hasText: 'Supporters could not be loaded.' }).waitFor();
      assert.equal(await page.getByText('No supporters to show here yet').count(), 0);
      assert.ok(await page.getByRole('checkbox', { name: /average monthly amount/ }).isVisible());
    }));
});
