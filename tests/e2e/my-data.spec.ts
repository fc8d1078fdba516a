import { readFile } from 'node:fs/promises';
import { loggedInCustomer } from './support/accounts';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { screenshotter } from './support/screenshots';

test('a customer reads what the shop holds about them and downloads it as a file', async ({
  page,
}, testInfo) => {
  const alerts = collectAlerts(page);
  const shot = screenshotter(page, testInfo);
  const email = await loggedInCustomer(page, 'my-data');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'My data' }).click();
  const panel = page.getByRole('tabpanel', { name: 'My data' });
  await panel.getByRole('button', { name: 'Show my data' }).click();

  await expect(panel.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(panel).toContainText(email);
  await expect(panel.getByRole('heading', { name: 'Orders (0)' })).toBeVisible();
  await expect(panel).toContainText('You have not signed up for the newsletter.');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('my-data');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^8ettersleep-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(file.account.email).toBe(email);
  expect(file.orders).toEqual([]);
  expect(alerts).toEqual([]);
});
