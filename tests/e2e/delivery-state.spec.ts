import { readFile } from 'node:fs/promises';
import { uniqueEmail } from './support/accounts';
import { adminScreen, confirmInPage, openAdmin, openAdminSection } from './support/admin';
import { collectAlerts } from './support/alerts';
import { expect, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { guestPaysAndTracks } from './support/checkout';
import type { ChosenService } from './support/delivery';
import { mailsTo, plainTextOf } from './support/mail';
import { screenshotter } from './support/screenshots';

/** The delivery journeys' own size of the plush mattress (support/products.ts). */
const guestOrderTracked = (page: Page, email: string, services: ChosenService[] = []) =>
  guestPaysAndTracks(page, email, 'Super Single', services);

test('staff take a delivery out and mark it delivered from the order; the customer sees each step and is mailed', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const alerts = collectAlerts(page);
  const email = uniqueEmail('delivery-state');
  const { orderId } = await guestOrderTracked(page, email);
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

  // The customer called: another unit. Every problem of the form shows at once first.
  await section.getByRole('button', { name: 'Change Delivery…' }).click();
  const change = detail.getByRole('form', { name: `Change the delivery of order #${orderId}` });
  await change.getByLabel('Phone').fill('');
  await change.getByLabel('Address', { exact: true }).fill('');
  await change.getByLabel('Unit number').fill('12-3');
  await change.getByRole('button', { name: 'Save Delivery' }).click();
  await expect(change.getByLabel('Phone')).toBeFocused();
  for (const [label, message] of [
    ['Phone', 'Enter a phone number to confirm the delivery on.'],
    ['Address', 'Enter the delivery address.'],
    ['Unit number', /Enter the unit number like #05-12/],
  ] as const) {
    await expect(change.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  }
  expect(await seriousViolations(staff)).toEqual([]);
  await shot('change-delivery-problems');
  await change.getByRole('button', { name: 'Cancel' }).click();
  await section.getByRole('button', { name: 'Change Delivery…' }).click();
  await change.getByLabel('Unit number').fill('#02-03');
  await change.getByRole('button', { name: 'Save Delivery' }).click();
  await expect(change).toHaveCount(0);
  await expect(detail).toContainText('3 Ubi Avenue 3, #02-03');

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
  await expect(delivery).toContainText('3 Ubi Avenue 3, #02-03, Singapore 408857');
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
  expect(await mailed()).toContain(`Your delivery for order #${orderId} has changed`);
  expect(alerts).toEqual([]);
});

test('the run sheet shows the day window by window with what to carry in; the crew marks a stop from a phone; it prints and downloads', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail('run-sheet');
  const { orderId, day } = await guestOrderTracked(page, email);

  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const staff = await context.newPage();
  const alerts = collectAlerts(staff);
  const shot = screenshotter(staff, testInfo);
  await openAdmin(staff);
  await openAdminSection(staff, 'Run sheet');
  const screen = adminScreen(staff);
  await screen.getByLabel('Date').fill(day);
  const stop = screen.getByRole('article', { name: new RegExp(`^#${orderId} · Tan Mei Ling`) });
  await expect(stop).toContainText('3 Ubi Avenue 3, #01-10, Singapore 408857');
  await expect(stop).toContainText('1 × 8etterCare 2 — Super Single, 107 × 190 cm');
  await expect(stop.getByRole('link', { name: '+65 9123 4567' })).toHaveAttribute(
    'href',
    'tel:+6591234567',
  );
  await expect(stop).toContainText('Booked');
  // One window at a time: the order's own window keeps it, the others do not show it.
  const windows = screen.getByRole('heading', { level: 3 });
  await expect(windows).toHaveText([/^10am–1pm/, /^1pm–4pm/, /^3pm–6pm/]);
  expect(await seriousViolations(staff)).toEqual([]);
  await shot('run-sheet');

  const download = staff.waitForEvent('download');
  await screen.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`8ettersleep-run-sheet-${day}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain(
    `,${orderId},"Booked","Tan Mei Ling","+65 9123 4567","3 Ubi Avenue 3, #01-10","408857","8etterCare 2","Super Single","107 × 190 cm",1,""`,
  );

  await staff.emulateMedia({ media: 'print' });
  await expect(staff.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(screen.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(stop.getByRole('button')).toHaveCount(0);
  await staff.screenshot({ path: testInfo.outputPath('run-sheet-print.png'), fullPage: true });
  await staff.emulateMedia({ media: 'screen' });

  await stop.getByRole('button', { name: 'Mark Out for Delivery' }).click();
  await confirmInPage(staff, `Mark order #${orderId} out for delivery?`, 'Mark Out for Delivery');
  await expect(stop).toContainText('Out for delivery');
  await stop.getByRole('button', { name: 'Not Delivered…' }).click();
  await stop.getByLabel('Why was it not delivered?').fill('Nobody home; left a card.');
  await stop.getByRole('button', { name: 'Save: Not Delivered' }).click();
  await expect(stop).toContainText('Note: Nobody home; left a card.');
  await expect(stop.getByRole('button', { name: 'Mark Delivered' })).toHaveCount(0);
  await stop.getByRole('button', { name: 'Mark Out for Delivery' }).click();
  await confirmInPage(staff, `Mark order #${orderId} out for delivery?`, 'Mark Out for Delivery');
  await stop.getByRole('button', { name: 'Mark Delivered' }).click();
  await confirmInPage(staff, `Mark order #${orderId} delivered?`, 'Mark Delivered');
  await expect(stop).toContainText('Delivered');
  await expect(stop.getByRole('button')).toHaveCount(0);
  await shot('run-sheet-delivered');
  expect(alerts).toEqual([]);
  await context.close();

  await page.reload();
  await expect(page.getByTestId('delivery-state')).toHaveText('Delivered. Sleep well!');
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(
    'Nobody home; left a card.',
  );
});

test('a guest books the delivery with disposal of the old bed, moves it from the tracking page (every problem at once, then the new slot, its step and its mail), then cancels the order and is refunded', async ({
  page,
}, testInfo) => {
  test.slow();
  const alerts = collectAlerts(page);
  const email = uniqueEmail('moves-delivery');
  await guestOrderTracked(page, email, [{ name: 'Waterbed disposal', qty: 2 }]);
  // The service is a line of the order at the shop's price, and of the confirmation mail.
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText('Waterbed disposal');
  await expect(items).toContainText('$240.00');
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => plainTextOf(mail)).join('\n'))
    .toContain('2 × Waterbed disposal');
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText(
    /Move the delivery or cancel the order free of charge until .+; later it costs \$50\.00\./,
  );

  // Changed mind: the slot is kept.
  await delivery.getByRole('button', { name: 'Change Date or Window' }).click();
  const form = delivery.getByRole('form', { name: 'Move the delivery' });
  await form.getByRole('button', { name: 'Keep My Slot' }).click();
  await expect(form).toHaveCount(0);

  await delivery.getByRole('button', { name: 'Change Date or Window' }).click();
  await form.getByRole('button', { name: 'Move Delivery' }).click();
  await expect(form.getByLabel('New delivery date')).toHaveAccessibleDescription(
    'Choose a delivery date.',
  );
  await expect(form.getByText('Choose a delivery window.')).toBeVisible();
  await expect(form.getByLabel('New delivery date')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('move-problems.png'), fullPage: true });

  const dates = form.getByLabel('New delivery date');
  const last = dates.locator('option').last();
  const label = (await last.textContent()) ?? '';
  await dates.selectOption({ label });
  await form.getByText('3pm–6pm').click();
  await form.getByRole('button', { name: 'Move Delivery' }).click();
  await expect(
    delivery.getByText('Your delivery was moved. We have mailed you the new slot.'),
  ).toBeVisible();
  await expect(page.getByTestId('delivery-slot')).toHaveText(`${label}, 3pm–6pm`);
  await expect(delivery.getByRole('listitem').last()).toContainText(
    `Moved by the customer to ${label}, 3pm–6pm`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('moved.png'), fullPage: true });
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => plainTextOf(mail)).join('\n'))
    .toContain(`Delivery slot: ${label}, 3pm–6pm`);

  // Then the order is cancelled after all: asked first, kept once, then cancelled and refunded.
  await delivery.getByRole('button', { name: 'Cancel Order…' }).click();
  const question = delivery.getByRole('region', { name: /^Cancel order #\d+\?$/ });
  await expect(question).toContainText('This cannot be undone.');
  await question.getByRole('button', { name: 'Keep My Order' }).click();
  await expect(question).toHaveCount(0);
  await delivery.getByRole('button', { name: 'Cancel Order…' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  const news = delivery.getByText(
    'Your order is cancelled. We have mailed you the refund and its credit note.',
  );
  await expect(news).toBeVisible();
  await expect(page.getByText('refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('CN-');
  await expect(delivery.getByRole('button', { name: 'Change Date or Window' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('cancelled.png'), fullPage: true });
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => plainTextOf(mail)).join('\n'))
    .toContain('Reason: Cancelled by the customer.');
  expect(alerts).toEqual([]);
});
