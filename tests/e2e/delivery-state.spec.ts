import { uniqueEmail } from './support/accounts';
import { adminScreen, confirmInPage, openAdmin, openAdminSection } from './support/admin';
import { collectAlerts } from './support/alerts';
import { expect, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { addQueenMattress, fillCard, proceedToPayment } from './support/checkout';
import { mailsTo, plainTextOf } from './support/mail';
import { screenshotter } from './support/screenshots';

/** A guest pays for the plush Queen and lands on the order's tracking page: its id and the page. */
async function guestOrderTracked(page: Page, email: string): Promise<string> {
  await addQueenMattress(page);
  await proceedToPayment(page);
  await fillCard(page, '4242 4242 4242 4242', email);
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
  await page.waitForURL(/\/checkout\/success\?session_id=sbx_/);
  const orderId = (await page.getByText(/^Order ID:/).textContent())?.match(/#(\d+)/)?.[1] ?? '';
  await page.getByRole('link', { name: 'View order & tracking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  return orderId;
}

test('staff take a delivery out and mark it delivered from the order; the customer sees each step and is mailed', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const alerts = collectAlerts(page);
  const email = uniqueEmail('delivery-state');
  const orderId = await guestOrderTracked(page, email);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByTestId('delivery-state')).toHaveText(
    'Your delivery is booked. We confirm it with you the day before.',
  );
  await expect(delivery.getByRole('listitem')).toHaveText([/^Booked/]);

  // Staff, in a browser of their own, open the order.
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const staff = await context.newPage();
  const shot = screenshotter(staff, testInfo);
  await openAdmin(staff);
  await openAdminSection(staff, 'Orders');
  await adminScreen(staff).getByLabel('Search').fill(orderId);
  const row = adminScreen(staff).getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /^View order/ }).click();
  const detail = staff.getByRole('dialog', { name: new RegExp(`^Order #${orderId}`) });
  const section = detail.getByRole('region', { name: 'Delivery' });
  await expect(section.getByRole('status')).toContainText('Booked');
  await expect(section.getByRole('button', { name: 'Mark Delivered' })).toHaveCount(0);

  // Out it goes: asked first, since the customer is mailed.
  await section.getByRole('button', { name: 'Mark Out for Delivery' }).click();
  await confirmInPage(staff, `Mark order #${orderId} out for delivery?`, 'Cancel');
  await expect(section.getByRole('status')).toContainText('Booked');
  await section.getByRole('button', { name: 'Mark Out for Delivery' }).click();
  await confirmInPage(staff, `Mark order #${orderId} out for delivery?`, 'Mark Out for Delivery');
  await expect(section.getByRole('status')).toContainText('Out for delivery');

  // Not delivered needs a reason: an empty one is shown at its field, and Cancel leaves it.
  await section.getByRole('button', { name: 'Not Delivered…' }).click();
  const reason = section.getByRole('form', { name: 'Not delivered' });
  await reason.getByRole('button', { name: 'Save: Not Delivered' }).click();
  await expect(reason.getByLabel('Why was it not delivered?')).toHaveAccessibleDescription(
    /Say why it was not delivered: the customer is told\./,
  );
  expect(await seriousViolations(staff)).toEqual([]);
  await shot('not-delivered-reason');
  await reason.getByRole('button', { name: 'Cancel' }).click();
  await expect(reason).toHaveCount(0);

  await section.getByRole('button', { name: 'Mark Delivered' }).click();
  await confirmInPage(staff, `Mark order #${orderId} delivered?`, 'Mark Delivered');
  await expect(section.getByRole('status')).toContainText('Delivered');
  await expect(section.getByRole('listitem')).toHaveText([/^Out for delivery.*@/, /^Delivered.*@/]);
  await expect(section.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(staff)).toEqual([]);
  await shot('delivered');
  await context.close();

  // The customer's page, read again, tells each step; and the mails came.
  await page.reload();
  await expect(delivery.getByTestId('delivery-state')).toHaveText('Delivered. Sleep well!');
  await expect(delivery.getByRole('listitem')).toHaveText([
    /^Booked/,
    /^Out for delivery/,
    /^Delivered/,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('tracking-delivered.png'), fullPage: true });
  const mailed = async () => (await mailsTo(email)).map((mail) => plainTextOf(mail)).join('\n');
  await expect.poll(mailed).toContain(`Order #${orderId} has been delivered`);
  expect(await mailed()).toContain(`Order #${orderId} is on its way`);
  expect(alerts).toEqual([]);
});
