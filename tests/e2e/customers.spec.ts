import { readFile } from 'node:fs/promises';
import { logInThroughForm, PASSWORD, registerCustomer } from './support/accounts';
import { adminScreen, openAdmin, openAdminSection } from './support/admin';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { waitForMailLink } from './support/mail';
import { paidOrder } from './support/orders';
import { screenshotter } from './support/screenshots';

test.describe('customers', () => {
  test('staff find a guest customer and note something; the shopper proves the address and the guest order joins the account', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const shot = screenshotter(page, testInfo);
    const { email } = await paidOrder(baseURL ?? '', 'guest-customer', 1, { guest: true });

    // Staff: search, open, a note refused empty then kept.
    await openAdmin(page);
    await openAdminSection(page, 'Customers');
    const screen = adminScreen(page);
    await screen.getByLabel('Search customers by e-mail, name or phone').fill('x');
    await screen.getByRole('button', { name: 'Search' }).click();
    await expect(screen.getByText('Type at least 2 characters')).toBeVisible();
    await screen.getByLabel('Search customers by e-mail, name or phone').fill(email);
    await screen.getByRole('button', { name: 'Search' }).click();
    await screen.getByRole('button', { name: `Open ${email}` }).click();
    const customer = page.getByRole('dialog', { name: email });
    await expect(customer.getByText('No account: orders placed as a guest only.')).toBeVisible();
    await expect(customer.getByText('+65 9123 4567')).toBeVisible();
    await customer.getByRole('button', { name: 'Add note' }).click();
    await expect(customer.getByText('Write the note.')).toBeVisible();
    await customer.getByLabel('Add a note (staff only)').fill('Asked about a firmer pillow.');
    await customer.getByRole('button', { name: 'Add note' }).click();
    await expect(customer.getByText('Asked about a firmer pillow.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('customer');
    // The open customer is in the address: a reload shows it again.
    await page.reload();
    await expect(page.getByRole('dialog', { name: email })).toBeVisible();

    // The shopper registers with the address later: the order waits for the mailed proof.
    const shopperContext = await browser.newContext({ viewport: page.viewportSize() });
    const shopper = await shopperContext.newPage();
    await registerCustomer(shopper.request, email);
    await shopper.goto('/login');
    await logInThroughForm(shopper, email, PASSWORD);
    // Logged in once the form has left the login page; going on sooner would cut the login off.
    await expect(shopper).not.toHaveURL(/\/login/);
    await shopper.goto('/orders');
    const card = shopper.getByRole('region', { name: 'Orders placed without logging in' });
    await expect(card).toContainText('1 order was placed with');
    await expect(shopper.getByText('No orders yet')).toBeVisible();
    await card.getByRole('button', { name: 'Mail me the link' }).click();
    await expect(shopper.getByText(`We sent a link to ${email}.`)).toBeVisible();
    const link = await waitForMailLink(email, `${baseURL}/verify-email`);
    await shopper.goto(link);
    await shopper.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(shopper.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await shopper.getByRole('link', { name: 'See your orders' }).click();
    await expect(shopper.getByText(/^Order #\d+$/)).toHaveCount(1);
    expect(await seriousViolations(shopper)).toEqual([]);
    await screenshotter(shopper, testInfo)('shopper-orders');
    // The link works once.
    await shopper.goto(link);
    await shopper.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(shopper.getByRole('alert')).toContainText('This link is not valid');
    await shopperContext.close();

    // The customer rings to ask for what the shop holds: staff hand them their own file.
    await page.reload();
    const withAccount = page.getByRole('dialog', { name: email });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      withAccount.getByRole('button', { name: 'Download their data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^8ettersleep-data-.+-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file.account.email).toBe(email);
    expect(file.orders).toHaveLength(1);
    await shot('customer-data-given');
    expect(alerts).toEqual([]);
  });
});
