import { readFile } from 'node:fs/promises';
import { loggedInCustomer, logInThroughForm, PASSWORD } from './support/accounts';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { screenshotter } from './support/screenshots';

test('a customer downloads their data, then deletes the account after a cancel and a wrong password', async ({
  page,
}, testInfo) => {
  // Two tabs, a download, four axe runs and a login: more than the default on a busy machine.
  test.slow();
  const alerts = collectAlerts(page);
  const shot = screenshotter(page, testInfo);
  const email = await loggedInCustomer(page, 'deleting');
  await page.goto('/settings');

  // The data first, as the deletion tab suggests.
  await page.getByRole('tab', { name: 'My data' }).click();
  const dataPanel = page.getByRole('tabpanel', { name: 'My data' });
  await dataPanel.getByRole('button', { name: 'Show my data' }).click();
  await expect(dataPanel.getByRole('heading', { name: 'Showroom visits (0)' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dataPanel.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(file.account.email).toBe(email);
  expect(file.showroomVisits).toEqual([]);
  expect(file.staffNotes).toEqual([]);

  await page.getByRole('tab', { name: 'Delete account' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Delete account' });
  await expect(panel.getByRole('heading', { name: 'Deleted at once' })).toBeVisible();
  await expect(panel).toContainText('for the five years');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('delete-terms');

  // Cancel leaves everything as it was, focus back on the button that opened the step.
  const start = panel.getByRole('button', { name: 'Delete my account…' });
  await start.click();
  const password = panel.getByLabel('Current password');
  await expect(password).toBeFocused();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(password).toHaveCount(0);
  await expect(start).toBeFocused();

  await start.click();
  await password.fill('Not-my-password-1');
  await panel.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Current password is incorrect.');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('delete-wrong-password');

  // A second tab of the same shopper, open on their orders while they delete.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/orders');
  await expect(otherTab.getByRole('heading', { name: 'My Orders' })).toBeVisible();

  await password.fill(PASSWORD);
  await panel.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Your account has been deleted and you are logged out on every device.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shot('deleted');

  // The other tab is logged out too: reloading its orders asks for a login.
  await otherTab.reload();
  await expect(otherTab).toHaveURL(/\/login/);
  await screenshotter(otherTab, testInfo)('second-tab-after-deletion');
  await otherTab.close();
  // The browser's Back from the shop to Settings shows no account either: it asks for a login.
  await panel.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).not.toHaveURL(/\/settings/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);

  // The old password opens nothing, and says no more than for any unknown address.
  await page.goto('/login');
  await logInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await shot('login-after-deletion');
  expect(alerts).toEqual([]);
});
