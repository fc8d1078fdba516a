import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical findings on the page as it is now, one line each. The embedded
 * map is another site's page: not ours to audit (and the tests block it to stay offline).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}

/** The map on Home and Contact Us comes from OpenStreetMap; tests never reach the internet. */
export async function blockExternalMaps(page: Page): Promise<void> {
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort());
}
