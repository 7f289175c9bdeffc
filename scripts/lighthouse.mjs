// Lighthouse (mobile, its default) on a page of the exported site, in the system Chromium.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Category scores (0 to 100) of `url`, each the median of `runs` runs, as Lighthouse advises. */
export async function lighthouseScores(url, runs = 3) {
  const chrome = await launch({ chromePath: CHROMIUM.executablePath, chromeFlags: CHROMIUM.args });
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      results.push(
        Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      );
    }
    return Object.fromEntries(
      CATEGORIES.map((id) => {
        const sorted = results.map((result) => result[id]).sort((a, b) => a - b);
        return [id, sorted[Math.floor(sorted.length / 2)]];
      }),
    );
  } finally {
    await chrome.kill();
  }
}
