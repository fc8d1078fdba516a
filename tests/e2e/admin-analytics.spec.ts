import { loggedInCustomer } from './support/accounts';
import { adminScreen, expectNoPageOverflow, openAdmin, openAdminSection } from './support/admin';
import { awaitAppOnNavigation, type Browser, expect, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { addQueenMattress, bag } from './support/checkout';
import { bookDeliveryAndPay } from './support/delivery';

/** A shopper in a browser of their own pays for 8etterCare 2 in Queen: today has a sale. */
async function shopperBuysPlushQueen(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  awaitAppOnNavigation(page);
  await loggedInCustomer(page, 'analytics-shopper');
  await addQueenMattress(page);
  await page.getByRole('button', { name: /^Shopping bag/ }).click();
  await expect(bag(page).getByText('Loading…')).toHaveCount(0);
  // The bag's delivery step (issue 15): phone, address, a date and a window.
  await bookDeliveryAndPay(page);
  await page.getByLabel('Name on card').fill('Tan Mei Ling');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
  await page.waitForURL(/\/checkout\/success\?session_id=sbx_/);
  await context.close();
}

const card = (page: Page, label: string) =>
  adminScreen(page).locator('dl > div', { has: page.locator('dt', { hasText: label }) });

test.describe('orders analytics', () => {
  test('the owner reads each card against the period before, the chart by hover, keys and table', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('no baseURL');
    await shopperBuysPlushQueen(browser, baseURL);

    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdmin(page);
    await openAdminSection(page, 'Analytics');
    const panel = adminScreen(page);
    await expect(panel.getByText('Loading analytics…')).toHaveCount(0);

    // Every card: its figure, ▲/▼ (or –) with a percentage against the period before, its hint.
    for (const [label, against] of [
      ['Paid Orders', 'vs previous 30 days'],
      ['Revenue', 'vs previous 30 days'],
      ['Avg Order Value', 'vs previous 30 days'],
      ['Today', 'vs yesterday by this time'],
      ['This Week', 'vs last week by this time'],
      ['Abandoned Checkouts', 'vs previous 30 days'],
      ['Checkout Conversion', 'vs previous 30 days'],
    ] as const) {
      await expect(card(page, label)).toContainText(against);
      await expect(card(page, label).locator('dd').nth(1)).toHaveText(
        /^(▲|▼|–) (Up|Down|No change) (\d[\d.,]*%|new) vs /,
      );
    }
    await expect(card(page, 'Paid Orders')).toContainText('Sales: orders paid or processing.');
    await expect(card(page, 'Today').locator('dd').first()).not.toHaveText('0');
    // Revenue by payment method (issue 23): the shopper's card sale is among the card sales.
    const methods = panel.getByRole('region', { name: 'Revenue by payment method' });
    await expect(methods.getByTestId('revenue-share-row').filter({ hasText: 'Card' })).toHaveText(
      /^Card[1-9]\d* orders? · \$[\d,]+\.\d\d · \d+\.\d%$/,
    );
    // Revenue by channel (issue 25): the shopper bought online; showroom and phone always listed.
    const channels = panel.getByRole('region', { name: 'Revenue by channel' });
    await expect(channels.getByTestId('revenue-share-row')).toHaveCount(3);
    await expect(
      channels.getByTestId('revenue-share-row').filter({ hasText: 'Online' }),
    ).toHaveText(/^Online[1-9]\d* orders? · \$[\d,]+\.\d\d · \d+\.\d%$/);

    // The chart: a day's figures on hover, then by the arrow keys.
    const chart = panel.getByRole('slider', { name: 'Daily revenue: pick a day' });
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    if (!box) throw new Error('chart not laid out');
    await chart.hover({ position: { x: box.width - 12, y: box.height / 2 } });
    await expect(panel.getByTestId('chart-tooltip')).toHaveText(/\$[\d,]+\.\d\d · \d+ sales?$/);
    await chart.focus();
    await page.keyboard.press('End');
    await expect(chart).toHaveAttribute('aria-valuenow', '30');
    await expect(chart).toHaveAttribute('aria-valuetext', /: \$[\d,]+\.\d\d, [1-9]\d* sales?$/);
    await page.keyboard.press('ArrowLeft');
    await expect(chart).toHaveAttribute('aria-valuenow', '29');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('analytics-1280.png'), fullPage: true });

    // The table view: every day of the range, today's sale among them.
    const table = panel.getByRole('table', { name: 'Daily revenue' });
    await expect(table.getByRole('row')).toHaveCount(31);
    await panel.getByRole('button', { name: 'Table view' }).click();
    await expect(table).toBeVisible();
    await expect(chart).toBeHidden();
    await expect(table.getByRole('row').last()).toContainText(/\$[1-9][\d,]*\.\d\d/);

    // A phone: the page is no wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.getByRole('button', { name: 'Table view' }).click();
    await expect(chart).toBeVisible();
    await expectNoPageOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('analytics-390.png'), fullPage: true });

    // The orders list and the order's dialog say how the newest order was paid.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdminSection(page, 'Orders');
    const newest = adminScreen(page).getByRole('row').nth(1);
    await expect(newest).toContainText('Visa ending 4242');
    await newest.getByRole('button', { name: /^View order/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Visa ending 4242');
    await page.screenshot({ path: testInfo.outputPath('admin-order-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog).toContainText('Visa ending 4242');
    await page.screenshot({ path: testInfo.outputPath('admin-order-390.png'), fullPage: true });
  });
});
