import { adminLogin } from './support/accounts';
import {
  adminScreen,
  confirmInPage,
  expectNoPageOverflow,
  openAdmin,
  openAdminSection,
} from './support/admin';
import { collectAlerts } from './support/alerts';
import { expect, type Locator, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { paidOrder } from './support/orders';
import { cloudPillow } from './support/products';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/projects';
import { createVoucher } from './support/vouchers';

const SECTIONS = ['Products', 'Users', 'Analytics', 'Vouchers', 'Orders', 'Audit trail'];

/** Today in Singapore, as the date filters take it. */
const singaporeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format();

/** Whether a button can be clicked where it is: inside the screen and not covered. */
async function reachable(button: Locator, page: Page): Promise<boolean> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box || box.x < 0 || box.x + box.width > width) return false;
  return button.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test.describe('the admin workspace', () => {
  test('the owner finds an order by delivery date and status, marks it processing and sees the audit entry', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const { email: shopper, deliveryDate } = await paidOrder(baseURL ?? '', 'admin-workspace');
    await openAdmin(page);
    // The admin's own layout: no shop header, footer or chat button.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /chat/i })).toHaveCount(0);

    await openAdminSection(page, 'Orders');
    const orders = adminScreen(page);
    await orders.getByLabel('Status').selectOption('paid');
    await orders.getByLabel('Delivery date').fill(deliveryDate);
    await orders.getByLabel('Placed from').fill(singaporeToday());
    const row = orders.getByRole('row').filter({ hasText: shopper });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('paid');
    await expect(row).toContainText('+65 9123 4567');
    await row.getByRole('button', { name: /^View order/ }).click();
    const detail = page.getByRole('dialog', { name: /^Order #\d+/ });
    await detail.getByRole('button', { name: 'Mark Processing' }).click();
    const question = /^Mark order #\d+ as processing\?$/;
    await expect(page.getByRole('dialog', { name: question })).toContainText(
      'The customer will be e-mailed that their order is being prepared.',
    );
    await page.screenshot({ path: testInfo.outputPath('status-confirmation.png') });
    await confirmInPage(page, question, 'Mark Processing');
    const history = detail.getByRole('region', { name: 'Change history' });
    await expect(history.getByText('paid', { exact: true })).toBeVisible();
    await expect(history.getByText('processing', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await detail.screenshot({ path: testInfo.outputPath('order-detail-history.png') });
    await detail.getByRole('button', { name: 'Close', exact: true }).click();

    // The same entry in the audit trail's own tab, filtered to orders.
    await openAdminSection(page, 'Audit trail');
    const audit = adminScreen(page);
    await audit.getByLabel('Kind').selectOption('order');
    const entry = audit
      .getByRole('listitem')
      .filter({ hasText: /^Order #\d+/ })
      .first();
    await expect(entry).toContainText('processing');
    await expect(audit.getByRole('listitem').filter({ hasNotText: /^Order / })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('audit-trail.png'), fullPage: true });
    expect(alerts).toEqual([]);
  });

  test('a failure shows as a toast with the server’s words, not a browser dialog', async ({
    page,
    baseURL,
  }) => {
    const alerts = collectAlerts(page);
    const code = await createVoucher(baseURL ?? '', 'TOAST');
    await openAdmin(page);
    await openAdminSection(page, 'Vouchers');
    await page.route('**/api/vouchers/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, json: { message: 'Voucher changed meanwhile.' } })
        : route.fallback(),
    );
    const toggle = adminScreen(page).getByRole('switch', { name: `Voucher ${code} active` });
    await expect(toggle).toBeVisible();
    // Into the middle of the table's region, clear of the row's buttons pinned at its right edge.
    await toggle.evaluate((element) =>
      element.scrollIntoView({ block: 'center', inline: 'center' }),
    );
    await toggle.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Voucher changed meanwhile.' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(toast).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test(`every screen and dialog fits a phone ${PHONE_ONLY}`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    await paidOrder(baseURL ?? '', 'admin-workspace');
    await openAdmin(page);
    for (const name of SECTIONS) {
      await openAdminSection(page, name);
      await expect(adminScreen(page).getByText(/Loading/)).toHaveCount(0);
      await expectNoPageOverflow(page);
      await page.screenshot({
        path: testInfo.outputPath(`phone-${name.toLowerCase().replace(' ', '-')}.png`),
        fullPage: true,
      });
    }
    expect(await seriousViolations(page)).toEqual([]);

    // One's own row has no Ban or Delete.
    await openAdminSection(page, 'Users');
    const { email } = adminLogin();
    const own = adminScreen(page).getByRole('listitem').filter({ hasText: email });
    await expect(own.getByText('Your account')).toBeVisible();
    await expect(own.getByRole('button', { name: /^(Ban|Delete) / })).toHaveCount(0);

    // Products found by name, and by low stock.
    await openAdminSection(page, 'Products');
    const products = adminScreen(page);
    await products.getByLabel('Search products by name').fill(cloudPillow.name.toLowerCase());
    await expect(
      products.getByRole('list', { name: 'Products' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(products.getByRole('status')).toHaveText(/^1 of \d+ products match$/);
    await products.getByLabel('Search products by name').fill('');
    await products.getByLabel('Visibility').selectOption('hidden');
    await products.getByLabel('Low stock only').check();
    await expect(products.getByRole('status')).toHaveText(/ products match$/);

    const dialogs: [string, string, string][] = [
      ['Vouchers', 'Add Voucher', 'Add Voucher'],
      ['Products', 'Add product', 'Add product'],
      ['Users', 'Edit', 'Edit User'],
      ['Orders', 'View', 'Order #'],
    ];
    for (const [section, opener, title] of dialogs) {
      await openAdminSection(page, section);
      await adminScreen(page)
        .getByRole('button', { name: new RegExp(`^${opener}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${title}`) });
      await expect(dialog).toBeVisible();
      await expectNoPageOverflow(page);
      // Every label of the dialog sits on the screen, none cut at its left or right edge.
      for (const label of await dialog.locator('label').all()) {
        if (!(await label.isVisible())) continue;
        const box = await label.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
      await dialog.screenshot({
        path: testInfo.outputPath(`phone-dialog-${section.toLowerCase()}.png`),
      });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test(`at 768, 1280 and 1920 px tables fit or scroll in their own region, Orders' buttons in reach ${DESKTOP_ONLY}`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    await paidOrder(baseURL ?? '', 'admin-workspace');
    await openAdmin(page);
    for (const width of [768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of SECTIONS) {
        await openAdminSection(page, name);
        await expect(adminScreen(page).getByText(/Loading/)).toHaveCount(0);
        await expectNoPageOverflow(page);
      }
      const table = adminScreen(page).getByRole('region', { name: 'Orders table' });
      await openAdminSection(page, 'Orders');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const buttons = await table.getByRole('button').all();
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons.slice(0, 20)) {
        expect(await reachable(button, page), (await button.getAttribute('aria-label')) ?? '').toBe(
          true,
        );
      }
      await page.screenshot({ path: testInfo.outputPath(`orders-${width}.png`) });
    }
  });
});
