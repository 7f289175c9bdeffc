// Renders public/icons/icon.svg to the PNG sizes the site and its manifest declare.
// Run after changing the drawing: `node scripts/build/render-icons.mjs`.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../shared/chromium.mjs';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, 'node scripts/build/render-icons.mjs', { options: {} });

/** @type {[file: string, size: number][]} */
const SIZES = [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
  ['mstile-150.png', 150],
];

const svg = readFileSync(new URL('../../public/icons/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch(CHROMIUM);
try {
  for (const [file, size] of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: new URL(`../../public/icons/${file}`, import.meta.url).pathname });
    await page.close();
    console.log(`public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
