import { logInThroughForm, PASSWORD, registerCustomer, uniqueEmail } from './support/accounts';
import {
  adminScreen,
  confirmInPage,
  expectNoPageOverflow,
  openAdmin,
  openAdminSection,
} from './support/admin';
import { adminApi } from './support/admin-api';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { screenshotter } from './support/screenshots';

test.describe('staff roles', () => {
  test('the owner makes an account store staff, which counts stock but cannot open Users', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const shot = screenshotter(page, testInfo);
    const email = uniqueEmail('store-staff');
    await registerCustomer(page.request, email);
    const api = await adminApi(baseURL ?? '');
    const productName = `Counted Bolster ${Date.now()}`;
    await api.send('POST', '/api/products/create', {
      name: productName,
      price: 39.9,
      collection: 'Accessories',
      stockQty: 3,
    });
    await api.dispose();

    // The owner gives the account its role.
    await openAdmin(page);
    await openAdminSection(page, 'Users');
    const users = adminScreen(page);
    await users.getByLabel('Search users by e-mail or name').fill(email);
    await users.getByRole('button', { name: 'Search' }).click();
    const row = users.getByRole('listitem').filter({ hasText: email });
    await row.getByRole('button', { name: `Edit ${email}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit User' });
    await form.getByLabel('Role', { exact: true }).selectOption('admin');
    await expect(form.getByLabel('Staff role')).toHaveValue('store');
    await shot('staff-role-form');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(row.getByText('Store staff')).toBeVisible();

    // Ban asks first, and cancelling leaves the account as it was.
    await row.getByRole('button', { name: `Ban ${email}` }).click();
    await confirmInPage(page, /^Ban /, 'Cancel');
    await expect(row.getByText('Banned')).toHaveCount(0);

    // The member of staff signs in: no Users, and an address to it says why.
    const staffContext = await browser.newContext({ viewport: page.viewportSize() });
    const staff = await staffContext.newPage();
    const staffShot = screenshotter(staff, testInfo);
    await staff.goto('/login');
    await logInThroughForm(staff, email, PASSWORD);
    await expect(staff).toHaveURL(/\/admin$/);
    await expect(
      staff.getByRole('heading', { level: 1, name: 'Admin dashboard: Orders' }),
    ).toBeAttached();
    const menu = staff.getByRole('button', { name: /^Menu:/ });
    if (await menu.isVisible()) await menu.click();
    const nav = staff.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Stock' })).toBeVisible();
    for (const hidden of ['Users', 'Vouchers', 'Analytics', 'Products', 'Audit trail']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await staff.goto('/admin?tab=users');
    await expect(staff.getByRole('alert')).toContainText(
      'Users is not part of your staff role (Store staff).',
    );
    await staffShot('store-staff-refused-users');

    // Stock: a count typed wrong is shown at its field; a right one is saved after one question.
    await openAdminSection(staff, 'Stock');
    const stock = adminScreen(staff);
    await stock.getByLabel('Find a product').fill(productName);
    const count = stock.getByRole('spinbutton', { name: new RegExp(productName) });
    await count.fill('');
    await stock.getByRole('button', { name: /^Save stock/ }).click();
    await expect(stock.getByText('One count is not a whole number')).toBeVisible();
    await count.fill('12');
    await stock.getByRole('button', { name: 'Save stock (1)' }).click();
    await confirmInPage(staff, 'Set the stock of 1 size or product?', 'Set stock');
    await expect(staff.getByText('Stock saved (1 change).')).toBeVisible();
    await expect(stock.getByText('No sizes · now 12')).toBeVisible();
    await expectNoPageOverflow(staff);
    expect(await seriousViolations(staff)).toEqual([]);
    await staffShot('store-staff-stock');
    await staffContext.close();
    expect(alerts).toEqual([]);
  });
});
