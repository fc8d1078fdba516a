import { uniqueEmail } from './support/accounts';
import { adminScreen, openAdmin, openAdminSection } from './support/admin';
import { adminApi } from './support/admin-api';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { guestPaysAndTracks } from './support/checkout';
import { mailsTo, plainTextOf } from './support/mail';
import { screenshotter } from './support/screenshots';

/** The first Monday-to-Friday day after tomorrow's in Singapore (YYYY-MM-DD): an inspection day. */
function inspectionDay(): string {
  const day = new Date(Date.now() + 8 * 3_600_000);
  do day.setUTCDate(day.getUTCDate() + 1);
  while ([0, 6].includes(day.getUTCDay()));
  return day.toISOString().slice(0, 10);
}

test('the customer of a delivered order files a warranty claim with a photo and its cost shown first; staff decline it with a reason; the customer sees it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const alerts = collectAlerts(page);
  const shot = screenshotter(page, testInfo);
  const email = uniqueEmail('warranty-claim');
  const { orderId } = await guestPaysAndTracks(page, email, 'Single');
  const warranty = page.getByRole('region', { name: 'Warranty' });
  await expect(warranty).toHaveCount(0);

  // The crew delivers it.
  const admin = await adminApi(baseURL ?? '');
  for (const state of ['out_for_delivery', 'delivered']) {
    await admin.send('PUT', `/api/orders/admin/orders/${orderId}/delivery-state`, { state });
  }
  await admin.dispose();
  await page.reload();
  await warranty.getByRole('button', { name: 'Make a Warranty Claim' }).click();

  // An empty claim: every problem at once, the first one focused.
  const form = warranty.getByRole('form', { name: 'Warranty claim' });
  await form.getByRole('button', { name: 'Send Claim' }).click();
  await expect(form.getByLabel('What is wrong')).toBeFocused();
  for (const [label, message] of [
    ['What is wrong', 'Choose what is wrong.'],
    ['Describe the problem', /Describe what is wrong/],
    [/^Photos/, /Add at least one photo\.$/],
    [/^Inspection date/, 'Choose an inspection date.'],
    ['Inspection window', 'Choose an inspection window.'],
  ] as const) {
    await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await shot('claim-problems');

  // A 45 mm dip in the first year: free repair, transport charged, shown before sending.
  await form
    .getByLabel('What is wrong')
    .selectOption({ label: 'Body impression (a dip where you sleep)' });
  await form.getByLabel('Depth of the impression (mm)').fill('45');
  await form.getByLabel('Describe the problem').fill('A deep dip on the left side where I sleep.');
  await form.getByLabel(/^Photos/).setInputFiles('public/img/Mattress1.jpg');
  await form.getByLabel(/^Inspection date/).fill(inspectionDay());
  await form.getByLabel('Inspection window').selectOption({ label: '10am–1pm' });
  const preview = form.getByText(/^What this claim costs you:/);
  await expect(preview).toHaveText('What this claim costs you: $120.00');
  await expect(form).toContainText('Transport is excluded.');
  await expect(form).toContainText(/Repair or replacement\$0\.00/);
  await shot('claim-cost-preview');
  await form.getByRole('button', { name: 'Send Claim' }).click();
  await expect(warranty.getByRole('status')).toContainText(/Claim #\d+ is filed/);
  const claimId = (await warranty.getByRole('status').textContent())?.match(/#(\d+)/)?.[1] ?? '';
  await expect(warranty.getByTestId('claim-state')).toHaveText('New');
  await expect(warranty).toContainText('Your cost: $120.00');

  // Staff find it in the queue, and must say why they decline it.
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const staff = await context.newPage();
  const staffShot = screenshotter(staff, testInfo);
  await openAdmin(staff);
  await openAdminSection(staff, 'Warranty claims');
  const screen = adminScreen(staff);
  await screen.getByLabel('Filter by state').selectOption({ label: 'New' });
  const card = screen.getByRole('article', { name: `Claim #${claimId} · Order #${orderId}` });
  await expect(card).toContainText(email);
  await expect(card).toContainText('45 mm');
  await expect(card.getByRole('img')).toHaveCount(1);
  await card.getByLabel('New state').selectOption({ label: 'Declined' });
  await card.getByRole('button', { name: 'Change State' }).click();
  await expect(card.getByLabel(/^Reason/)).toHaveAccessibleDescription(
    'Say why the claim is declined.',
  );
  await expect(card.getByLabel(/^Reason/)).toBeFocused();
  expect(await seriousViolations(staff)).toEqual([]);
  await staffShot('queue-decline-reason');
  await card.getByLabel(/^Reason/).fill('The photos show normal settling of the comfort layer.');
  await card.getByRole('button', { name: 'Change State' }).click();
  await expect(card).toHaveCount(0);
  await screen.getByLabel('Filter by state').selectOption({ label: 'Declined' });
  await expect(card).toContainText('Declined because');
  await expect(card.getByRole('button', { name: 'Change State' })).toHaveCount(0);
  await staffShot('queue-declined');
  await context.close();

  // The customer reads the new state and why, and was mailed.
  await page.reload();
  await expect(warranty.getByTestId('claim-state')).toHaveText('Declined');
  await expect(warranty).toContainText(
    'Why: The photos show normal settling of the comfort layer.',
  );
  await expect(warranty).toContainText('Nothing to pay, as declined; quoted at filing: $120.00');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('claim-declined');
  const mailed = async () => (await mailsTo(email)).map((mail) => plainTextOf(mail)).join('\n');
  await expect.poll(mailed).toContain(`Warranty claim #${claimId}: Declined`);
  expect(await mailed()).toContain('normal settling of the comfort layer');
  expect(alerts).toEqual([]);
});
