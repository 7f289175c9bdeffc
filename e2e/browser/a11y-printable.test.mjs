// Accessibility of the combined printable page: an axe scan in each theme finds no violations.
// Apart from a11y.test.mjs because the page holds a whole section and takes the longest to scan,
// so the two files run side by side.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, sharedSite } from '../site.mjs';
import { axeViolations, openForAxe } from './axe.mjs';

const site = sharedSite(before, after);

describe('axe finds no violations on the printable page', () => {
  for (const theme of ['light', 'dark']) {
    it(`/concepts/printable/ in the ${theme} theme`, () =>
      site.withPage({ ...DESKTOP, colorScheme: theme }, async (page) => {
        await openForAxe(site, page, '/concepts/printable/');
        assert.deepEqual(await axeViolations(page), []);
      }));
  }
});
