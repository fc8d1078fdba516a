import { randomBytes } from 'node:crypto';
import { logInThroughForm, PASSWORD, uniqueEmail } from './support/accounts';
import {
  adminScreen,
  confirmInPage,
  expectNoPageOverflow,
  openAdminSection,
} from './support/admin';
import { adminApi, staffAccount } from './support/admin-api';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { fillCard } from './support/checkout';
import { waitForMailLink } from './support/mail';
import { screenshotter } from './support/screenshots';

// Selling in the showroom (issue 25, decision 0067): store staff build an order for a walk-in
// customer and send a payment link, which the customer pays on the sandbox page.

/** A mattress of this test's own, so holding and selling it disturbs no other spec. */
async function showroomMattress(baseURL: string): Promise<string> {
  const admin = await adminApi(baseURL);
  const name = `Showroom Sale ${randomBytes(3).toString('hex')}`;
  const { productId } = (await admin.send('POST', '/api/products/create', {
    name,
    price: 1299,
    description: 'Tried in the showroom.',
    collection: 'Spinal',
    stockQty: 0,
  })) as { productId: number };
  await admin.send('POST', `/api/products/${productId}/sizes`, {
    label: '152x190',
    sizeName: 'Queen',
    priceDelta: 200,
    stockQty: 3,
  });
  await admin.send('PUT', `/api/products/${productId}/visibility`, { isVisible: true });
  await admin.dispose();
  return name;
}

test('store staff create an order for a walk-in customer and send a payment link the customer pays', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two people's journeys (staff, then the customer paying) in one test.
  test.slow();
  const shot = screenshotter(page, testInfo);
  const width = page.viewportSize()?.width ?? 0;
  const mattress = await showroomMattress(baseURL ?? '');
  const staffEmail = await staffAccount(baseURL ?? '', 'sales-staff', 'store');
  const customerEmail = uniqueEmail('walk-in');

  await page.goto('/login');
  await logInThroughForm(page, staffEmail, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await openAdminSection(page, 'New sale');
  const screen = adminScreen(page);

  // A walk-in customer: not found, so typed in.
  await screen.getByRole('searchbox', { name: /Find a customer/ }).fill(customerEmail);
  await screen.getByRole('button', { name: 'Find' }).click();
  await expect(screen.getByText('No customer matches')).toBeVisible();
  await screen.getByLabel('E-mail', { exact: true }).fill(customerEmail);
  await screen.getByLabel('Name', { exact: true }).fill('Lim Wei Jie');
  await screen.getByLabel('Phone', { exact: true }).fill('9123 4567');

  await screen.getByRole('button', { name: 'Add item' }).click();
  const item = screen.getByRole('listitem', { name: 'Item 1' });
  await item.getByLabel('Product', { exact: true }).selectOption({ label: mattress });
  await item.getByLabel('Quantity', { exact: true }).fill('2');
  // Priced by the server: (1,299 + 200) × 2.
  await expect(screen.getByTestId('sale-total')).toHaveText('$2,998.00');

  await screen.getByLabel('Address', { exact: true }).fill('3 Ubi Avenue 3');
  await screen.getByLabel('Unit (optional)', { exact: true }).fill('#05-12');
  await screen.getByLabel('Postal code', { exact: true }).fill('408857');
  const slot = screen.getByLabel('Delivery slot', { exact: true });
  await expect(slot.locator('option').nth(1)).toBeAttached();
  await slot.selectOption({ index: 1 });
  await screen
    .getByLabel('Sold at', { exact: true })
    .selectOption({ label: '8etterSleep Gallery, Ubi' });

  expect(await seriousViolations(page)).toEqual([]);
  await expectNoPageOverflow(page);
  await shot(`new-sale-${width}`);

  await screen.getByRole('button', { name: 'Send payment link' }).click();
  await confirmInPage(page, /Send a payment link for \$2,998\.00/, 'Send link');
  await expect(screen.getByRole('heading', { name: 'Payment link sent' })).toBeVisible();
  await expect(screen.getByText(customerEmail)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(`new-sale-link-sent-${width}`);

  // The customer pays from the mail on their own phone.
  const link = await waitForMailLink(customerEmail, `${baseURL}/checkout/pay/`);
  const customerContext = await browser.newContext({ viewport: page.viewportSize() });
  const customer = await customerContext.newPage();
  await customer.goto(link);
  await expect(customer.getByText('$2,998.00').first()).toBeVisible();
  await fillCard(customer, '4242 4242 4242 4242');
  const emailField = customer.getByLabel('Email');
  if (await emailField.isVisible()) await emailField.fill(customerEmail);
  const nameField = customer.getByLabel('Name on card');
  if (await nameField.isVisible()) await nameField.fill('Lim Wei Jie');
  await customer.getByRole('button', { name: /^Pay S\$/ }).click();
  await customer.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await screenshotter(customer, testInfo)(`payment-link-paid-${width}`);
  await customerContext.close();

  // Staff find the order, sold in the showroom by them.
  // The store role's first screen is Orders, loaded before the payment: asked again.
  await openAdminSection(page, 'Orders');
  await adminScreen(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(customerEmail.replace(/[.+]/g, '\\$&')) }),
  ).toBeVisible();
});
