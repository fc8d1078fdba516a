import { adminScreen, confirmInPage, openAdmin, openAdminSection } from './support/admin';
import { collectAlerts } from './support/alerts';
import { expect, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { paidOrder } from './support/orders';
import { screenshotter } from './support/screenshots';

const STATUS_BUTTONS = ['Mark Paid', 'Mark Processing', 'Mark Failed', 'Mark Refunded'];

/** The detail's status buttons on offer, in their order. */
async function offered(page: Page): Promise<string[]> {
  const detail = page.getByRole('dialog', { name: /^Order #\d+/ });
  const names = await detail.getByRole('button').allTextContents();
  return names.map((name) => name.trim()).filter((name) => STATUS_BUTTONS.includes(name));
}

test.describe('order states in the admin', () => {
  test('a change the customer is mailed about is confirmed first, and refunded or failed orders offer no way back to a sale', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const shot = screenshotter(page, testInfo);
    const { email } = await paidOrder(baseURL ?? '', 'order-states');
    await openAdmin(page);
    await openAdminSection(page, 'Orders');
    const orders = adminScreen(page);
    await orders.getByLabel('Search').fill(email);
    const row = orders.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);

    // The list's Mark Refunded asks the spec's question and says the customer will be mailed;
    // Cancel changes nothing.
    await row.getByRole('button', { name: /^Mark Refunded: order \d+$/ }).click();
    const listQuestion = page.getByRole('dialog', { name: 'Mark this order as refunded?' });
    await expect(listQuestion).toHaveAccessibleDescription(/e-mailed about the refund/);
    await shot('list-refund-question');
    await listQuestion.getByRole('button', { name: 'Cancel' }).click();
    await expect(listQuestion).toBeHidden();
    await expect(row).toContainText('paid');

    await row.getByRole('button', { name: /^View order/ }).click();
    const detail = page.getByRole('dialog', { name: /^Order #\d+/ });
    await expect(detail).toBeVisible();
    expect(await offered(page)).toEqual(['Mark Processing', 'Mark Failed', 'Mark Refunded']);

    // Failed: the question names the mail; Cancel keeps the order paid, Mark Failed saves it.
    await detail.getByRole('button', { name: 'Mark Failed' }).click();
    const failQuestion = /^Mark order #\d+ as failed\?$/;
    await expect(page.getByRole('dialog', { name: failQuestion })).toHaveAccessibleDescription(
      'The customer will be e-mailed that their order could not go ahead.',
    );
    await confirmInPage(page, failQuestion, 'Cancel');
    expect(await offered(page)).toEqual(['Mark Processing', 'Mark Failed', 'Mark Refunded']);
    await detail.getByRole('button', { name: 'Mark Failed' }).click();
    await confirmInPage(page, failQuestion, 'Mark Failed');

    // A failed order may only be refunded, and the staff read why.
    await expect(detail.getByRole('button', { name: 'Mark Failed' })).toHaveCount(0);
    expect(await offered(page)).toEqual(['Mark Refunded']);
    await expect(detail).toContainText('Failed orders can only be refunded');
    expect(await seriousViolations(page)).toEqual([]);
    await shot('failed-order');

    await detail.getByRole('button', { name: 'Mark Refunded' }).click();
    const refundQuestion = /^Mark order #\d+ as refunded\?$/;
    await expect(page.getByRole('dialog', { name: refundQuestion })).toHaveAccessibleDescription(
      /e-mailed about the refund/,
    );
    await shot('refund-question');
    await confirmInPage(page, refundQuestion, 'Mark Refunded');

    // A refunded order stays refunded: no status button at all, and why.
    await expect(detail.getByRole('button', { name: 'Mark Refunded' })).toHaveCount(0);
    expect(await offered(page)).toEqual([]);
    await expect(detail).toContainText('Refunded orders stay refunded');
    expect(await seriousViolations(page)).toEqual([]);
    await shot('refunded-order');
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(row).toContainText('refunded');
    await expect(row.getByRole('button', { name: /^Mark Refunded: order \d+$/ })).toHaveCount(0);
    expect(alerts).toEqual([]);
  });
});
