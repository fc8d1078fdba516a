import { randomBytes } from 'node:crypto';
import { adminLogin, loggedInCustomer, logInThroughForm } from './support/accounts';
import { adminScreen, confirmInPage, openAdminSection } from './support/admin';
import { collectAlerts } from './support/alerts';
import { awaitAppOnNavigation, type Browser, expect, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { openBag } from './support/bag';
import { bookDeliveryAndPay } from './support/delivery';
import { firmMattress } from './support/products';
import { screenshotter } from './support/screenshots';

const panel = adminScreen;
const openAdminTab = openAdminSection;

/** The Revenue KPI card's amount in cents, once the analytics have loaded. */
async function revenueCents(page: Page): Promise<number> {
  await openAdminTab(page, 'Analytics');
  await expect(panel(page).getByText('Loading analytics…')).toHaveCount(0);
  const amount = panel(page)
    .locator('dt', { hasText: /^Revenue$/ })
    .locator('+ dd');
  const text = (await amount.textContent()) ?? '';
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

/** A shopper in a browser of their own: pays 8etterCare 1 Queen with the voucher. */
async function shopperPaysWithVoucher(browser: Browser, baseURL: string, code: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  awaitAppOnNavigation(page);
  const email = await loggedInCustomer(page, 'admin-ops-shopper');
  await page.goto(firmMattress.path);
  await page.getByRole('radio', { name: /^Queen\b/ }).check();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  const bag = await openBag(page);
  await bag.getByLabel(/voucher/i).fill(code.toLowerCase());
  await bag.getByRole('button', { name: 'Apply' }).click();
  await expect(bag.getByTestId('cart-total')).toHaveText('$2,069.10');
  await bookDeliveryAndPay(page);
  await page.getByLabel('Name on card').fill('Tan Mei Ling');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
  await page.waitForURL(/\/checkout\/success\?session_id=sbx_/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await context.close();
  return email;
}

test.describe('admin operations', () => {
  test('an admin makes a voucher, finds the order paid with it, changes its status, bans a user and sees revenue move', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const shot = screenshotter(page, testInfo);
    await page.goto('/login');
    const { email, password } = adminLogin();
    await logInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/admin$/);

    // Vouchers: the modal of section 2, code upper-cased as it is typed.
    await openAdminTab(page, 'Vouchers');
    await panel(page).getByRole('button', { name: 'Add Voucher' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Voucher' });
    const code = `OPS${randomBytes(3).toString('hex').toUpperCase()}`;
    await modal.getByLabel('Code').fill(code.toLowerCase());
    await expect(modal.getByLabel('Code')).toHaveValue(code);
    await expect(modal.getByLabel('Code')).toHaveAttribute('placeholder', 'WELCOME10');
    await expect(modal.getByLabel('Type')).toHaveValue('percent');
    await expect(modal.getByLabel('Value (%)')).toHaveValue('10');
    await expect(modal.getByLabel('Value (%)')).toHaveAttribute('step', '1');
    await expect(modal.getByLabel('Min Subtotal ($)')).toHaveValue('0');
    await expect(modal.getByLabel('Max Uses (0 = unlimited)')).toHaveValue('0');
    await expect(modal.getByRole('switch', { name: 'Active' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await modal.getByLabel('Type').selectOption('fixed');
    await expect(modal.getByLabel('Value ($)')).toHaveAttribute('step', '0.01');
    await modal.getByLabel('Type').selectOption('percent');
    expect(await seriousViolations(page)).toEqual([]);
    await shot('voucher-modal');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal).toBeHidden();
    const voucherRow = panel(page).getByRole('row', { name: new RegExp(code) });
    await expect(voucherRow).toContainText('10% off');
    await expect(voucherRow).toContainText('0 / ∞');

    const revenueBefore = await revenueCents(page);

    const shopper = await shopperPaysWithVoucher(browser, baseURL ?? '', code);

    // The paid order moves the revenue (the page is read afresh).
    await page.reload();
    await expect.poll(() => revenueCents(page)).toBe(revenueBefore + 206_910);
    expect(await seriousViolations(page)).toEqual([]);
    await shot('analytics');

    // Orders: found by the voucher code, opened, marked processing.
    await openAdminTab(page, 'Orders');
    await panel(page).getByLabel('Search').fill(code.toLowerCase());
    const rows = panel(page).getByRole('row').filter({ hasText: shopper });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('$2,299.00');
    await expect(rows).toContainText('$229.90');
    await expect(rows).toContainText('$2,069.10');
    await rows.getByRole('button', { name: /^View order/ }).click();
    const detail = page.getByRole('dialog', { name: /^Order #\d+/ });
    await expect(detail.getByRole('rowheader', { name: firmMattress.name })).toBeVisible();
    await expect(detail.getByRole('cell', { name: 'Queen 152x190' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Mark Processing' }).click();
    // The customer is told of this change: the admin reads so before it is saved.
    const question = page.getByRole('dialog', { name: /^Mark order #\d+ as processing\?$/ });
    await expect(question).toContainText('The customer will be e-mailed');
    await confirmInPage(page, /^Mark order #\d+ as processing\?$/, 'Mark Processing');
    await expect(detail.getByRole('button', { name: 'Mark Processing' })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Mark Paid' })).toBeVisible();
    const history = detail.getByRole('region', { name: 'Change history' });
    await expect(history.getByText(email)).toBeVisible();
    await expect(history.getByText(/^Status:/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('order-detail');
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(rows).toContainText('processing');

    // Refunded from the list, after its confirmation.
    await rows.getByRole('button', { name: /^Mark Refunded: order \d+$/ }).click();
    await confirmInPage(page, 'Mark this order as refunded?', 'Mark Refunded');
    await expect(rows).toContainText('refunded');
    await expect(rows.getByRole('button', { name: /^Mark Refunded/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot('admin-orders');

    // No longer paid: the revenue is back where it was.
    await expect.poll(() => revenueCents(page)).toBe(revenueBefore);

    // Users: ban and unban the shopper.
    await openAdminTab(page, 'Users');
    await panel(page).getByLabel('Search users by e-mail or name').fill(shopper);
    await panel(page).getByRole('button', { name: 'Search' }).click();
    const user = panel(page).getByRole('listitem').filter({ hasText: shopper });
    await expect(user).toHaveCount(1);
    await user.getByRole('button', { name: `Ban ${shopper}` }).click();
    await confirmInPage(page, /^Ban /, 'Ban');
    await expect(user.getByText('Banned')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('users');
    await user.getByRole('button', { name: `Unban ${shopper}` }).click();
    await expect(user.getByText('Banned')).toHaveCount(0);

    expect(alerts).toEqual([]);
  });
});
