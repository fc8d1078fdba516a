import type { Page } from '@playwright/test';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { addQueenMattress, bag, proceedToPayment } from './support/checkout';
import { plushMattress } from './support/products';

/**
 * PayNow and GrabPay on the sandbox page (decision 0052), as a shopper pays with them: the money
 * arrives after the shopper has left the page, and the success page waits for it.
 */

/** From the bag to the chosen wallet's own page, with the buyer's e-mail and name given. */
async function payWith(page: Page, wallet: 'PayNow' | 'GrabPay') {
  await addQueenMattress(page);
  await proceedToPayment(page);
  await page
    .getByRole('navigation', { name: 'Payment method' })
    .getByRole('link', { name: wallet })
    .click();
  await expect(page.getByRole('heading', { name: `Pay with ${wallet}` })).toBeVisible();
  await page.getByLabel('Email').fill('tan.mei.ling@example.sg');
  await page.getByLabel('Full name').fill('Tan Mei Ling');
  await page.getByRole('button', { name: new RegExp(`^Pay S\\$[\\d,.]+ with ${wallet}$`) }).click();
  await page.waitForURL(new RegExp(`/checkout/pay/sbx_[^/]+/${wallet.toLowerCase()}$`));
}

test.describe('PayNow and GrabPay on the sandbox page', () => {
  test('PayNow: the QR is shown, the success page waits, and shows the order once the bank confirms', async ({
    page,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    await payWith(page, 'PayNow');
    const code = page.getByRole('img', {
      name: /^PayNow QR code to pay S\$[\d,.]+ to 8etterSleep/,
    });
    await expect(code).toBeVisible();
    await expect(code).toHaveAccessibleName(/reference SBX\w+\. Scan it with your banking app\.$/);
    await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('paynow-qr.png'), fullPage: true });
    const codePage = page.url();

    // The shopper leaves for the success page before the bank has confirmed.
    await page.getByRole('link', { name: 'I have paid: show my order' }).click();
    await page.waitForURL(/\/checkout\/success\?session_id=sbx_/);
    await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('We have not received your payment yet.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('paynow-waiting.png'), fullPage: true });

    // The bank confirms, in another tab: the waiting page turns into the order by itself.
    const bank = await page.context().newPage();
    await bank.goto(codePage);
    await bank.getByRole('button', { name: "Simulate the bank's confirmation" }).click();
    await bank.waitForURL(/\/checkout\/success\?session_id=sbx_/);
    await bank.close();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText(/^Order ID:/)).toBeVisible();
    await expect(page.getByText(plushMattress.name)).toBeVisible();
    // The order emptied the bag while the page waited: the top bar's count follows.
    await expect(page.getByRole('button', { name: 'Shopping bag', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('paynow-paid.png'), fullPage: true });
    expect(alerts).toEqual([]);
  });

  test('GrabPay: approved in the wallet, the order is placed', async ({ page }, testInfo) => {
    test.slow();
    await payWith(page, 'GrabPay');
    await expect(page.getByText('GrabPay (test)')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('grabpay-wallet.png'), fullPage: true });
    await page.getByRole('button', { name: /^Approve S\$/ }).click();
    await page.waitForURL(/\/checkout\/success\?session_id=sbx_/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText(plushMattress.name)).toBeVisible();
  });

  test('PayNow: a code left to expire charges nothing, and the bag is still there', async ({
    page,
  }, testInfo) => {
    test.slow();
    await payWith(page, 'PayNow');
    await page.getByRole('button', { name: 'Let it expire' }).click();
    await expect(page.getByRole('heading', { name: 'The PayNow code has expired' })).toBeVisible();
    await expect(
      page.getByText('Nothing was charged. Your bag is still in the shop.'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('paynow-expired.png'), fullPage: true });
    await page.getByRole('link', { name: 'Back to your bag' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/checkout/pay'));
    // Back at the bag's delivery step, the bag and the details typed kept.
    await expect(bag(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();
    await expect(bag(page).getByRole('textbox', { name: 'Phone' })).toHaveValue('9123 4567');
  });
});
