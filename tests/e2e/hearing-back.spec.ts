import {
  loggedInCustomer,
  logInThroughForm,
  PASSWORD,
  registerCustomer,
  uniqueEmail,
} from './support/accounts';
import { collectAlerts } from './support/alerts';
import { expect, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { addQueenMattress, bag, fillCard } from './support/checkout';
import { bookDeliveryAndPay } from './support/delivery';
import { waitForMailLink } from './support/mail';
import { plushMattress } from './support/products';

/** Proceed to Payment opens the bag's delivery step: phone, address with unit, a date and window. */
async function bookDeliveryInBag(page: Page) {
  await page.getByRole('button', { name: /^Shopping bag/ }).click();
  await expect(bag(page).getByText('Loading…')).toHaveCount(0);
  await bookDeliveryAndPay(page);
}

test.describe('hearing back', () => {
  test('a guest opens the order from the success page and from the mail, read-only with its history; a forged link is not found', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const email = uniqueEmail('guest-tracking');
    await addQueenMattress(page);
    await bookDeliveryInBag(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name on card').fill('Tan Mei Ling');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay S\$/ }).click();
    await page.waitForURL(/\/checkout\/success\?session_id=sbx_/);
    const orderId = (await page.getByText(/^Order ID:/).textContent())?.match(/#(\d+)/)?.[1];
    expect(orderId).toBeTruthy();

    await page.getByRole('link', { name: 'View order & tracking' }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${orderId}\\?session_id=sbx_`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByRole('listitem')).toHaveText([/Order placed and paid/]);
    await expect(page.getByTestId('delivery-slot')).not.toHaveText('');
    await expect(
      page.getByText('Tan Mei Ling, 3 Ubi Avenue 3, #01-10, Singapore 408857'),
    ).toBeVisible();
    await expect(page.getByText(plushMattress.name)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download receipt' })).toHaveAttribute(
      'href',
      new RegExp(`/api/orders/${orderId}/receipt\\?session_id=sbx_`),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('guest-order.png'), fullPage: true });

    // The mail's button opens the same page, on another device with no session at all.
    const link = await waitForMailLink(email, `${baseURL}/track/${orderId}?session_id=`);
    const phone = await page.context().browser()?.newContext();
    const elsewhere = await phone?.newPage();
    if (!elsewhere) throw new Error('no second browser context');
    await elsewhere.goto(link);
    await expect(
      elsewhere.getByRole('heading', { level: 1, name: `Order #${orderId}` }),
    ).toBeVisible();

    // One character changed: not found, and nothing about the order shows.
    const forged = link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await elsewhere.goto(forged);
    await expect(elsewhere.getByRole('alert')).toHaveText('Order not found');
    await expect(elsewhere.getByText(plushMattress.name)).toHaveCount(0);
    await phone?.close();
    expect(alerts).toEqual([]);
  });

  test('a login that a page asked for returns to that page; another site is never a destination', async ({
    page,
  }) => {
    const email = uniqueEmail('return-to');
    await registerCustomer(page.request, email);

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

    await page.context().clearCookies();
    await page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies();
    await page.goto('/login?next=%2F%5Cevil.example');
    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header's Log in comes back to the page it was pressed on", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('header-login');
    await registerCustomer(page.request, email);
    const listing = '/products/all?collection=hotel&sort=price-asc';

    await page.goto(listing);
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
    await expect(logIn).toHaveAttribute('href', `/login?next=${encodeURIComponent(listing)}`);
    await logIn.click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.screenshot({ path: testInfo.outputPath('login-from-listing.png'), fullPage: true });
    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === listing);
    await expect(page.getByLabel('Collection')).toHaveValue('hotel');
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();

    // A hand-made link naming another site lands on the shop's own home page instead.
    await page.context().clearCookies();
    await page.goto('/login?next=%2F%2Fevil.example');
    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(new URL('/', page.url()).href);
  });

  test('registering logs the shopper in and takes them to the page that asked', async ({
    page,
  }, testInfo) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register\?next=%2Forders$/);
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('new-and-in'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText('No orders yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('registered-orders.png'), fullPage: true });
  });

  test('an already logged-in customer sent to the login page goes on to the page named', async ({
    page,
  }) => {
    await loggedInCustomer(page, 'already-in');
    await page.goto('/login?next=%2Fsettings');
    await expect(page).toHaveURL(/\/settings$/);
    // Paths that turn into `//evil.example` once dot segments and escapes are resolved.
    for (const next of [
      '/.//evil.example/',
      '/..//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
    ]) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(new URL('/', page.url()).href);
    }
  });
});
