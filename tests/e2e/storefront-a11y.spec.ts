import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/app-test';

/** Pages of the catalogue and information screens, each checked at both project widths. */
const PAGES = [
  ['product list', '/products/all', 'All Products'],
  ['collection', '/products/collection/hotel', 'Hotel Collection'],
  ['accessories', '/products/accessory', 'Accessories Collection'],
  ['unknown collection', '/products/collection/nope', 'Unknown collection'],
  ['search results', '/search?q=pillow', 'Search results'],
  ['empty search', '/search', 'Search'],
  ['about', '/about', 'A Singapore family that makes beds'],
  ['contact', '/contact', 'Contact Us'],
  ['warranty', '/warranty', '10-Year Limited Warranty'],
  ['delivery', '/delivery', 'Delivery & Services'],
  ['faq', '/faq', 'Frequently Asked Questions'],
] as const;

for (const [name, path, heading] of PAGES) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    // The embedded map is another site's page; it is not ours to audit and tests stay offline.
    await page.route('https://www.openstreetmap.org/**', (route) => route.abort());
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Let data settle, so the audit sees the content state rather than the loading one.
    await page.waitForLoadState('networkidle');

    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
      ),
    ).toEqual([]);
  });
}
