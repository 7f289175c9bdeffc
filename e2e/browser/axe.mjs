// The axe-core scan the accessibility tests share.
import { AxeBuilder } from '@axe-core/playwright';

/**
 * Violations axe finds on the page, or only inside the `include` selector (WCAG 2.0, 2.1 and
 * 2.2 A and AA, and best practice), as readable strings.
 */
export async function axeViolations(page, { include } = {}) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Loads `path` with printing stubbed out and waits until the network is idle, ready to scan. */
export async function openForAxe(site, page, path) {
  await page.addInitScript(() => (window.print = () => {}));
  await page.goto(site.url(path));
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
}
