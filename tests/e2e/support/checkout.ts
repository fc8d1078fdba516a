import { expect, type Page } from './app-test';
import { openBag } from './bag';
import { bookDeliveryAndPay, type ChosenService } from './delivery';
import { plushMattress } from './products';

/** The bag, the shopper's steps to the sandbox's payment page, and its card form. */
export const bag = (page: Page) => page.getByRole('dialog', { name: 'Shopping Bag' });

/**
 * The plush mattress in the bag in one size, from its product page. Each size's stock has its
 * owners (support/products.ts): Queen is what the checkout journeys buy.
 */
type PlushSize = 'Single' | 'Super Single' | 'Queen';

export async function addPlushMattress(page: Page, size: PlushSize) {
  await page.goto(plushMattress.path);
  await page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }).check();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
}

/** The plush mattress in Queen in the bag: what the checkout journeys buy. */
export const addQueenMattress = (page: Page) => addPlushMattress(page, 'Queen');

/** From the bag through its delivery step (issue 15) to the payment page: the slot, in words. */
export async function proceedToPayment(
  page: Page,
  services: readonly ChosenService[] = [],
): Promise<string> {
  await openBag(page);
  return bookDeliveryAndPay(page, services);
}

export async function fillCard(page: Page, number: string, email?: string) {
  if (email) {
    // The address, phone and slot were given in the bag: the page asks only for the rest.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name on card').fill('Tan Mei Ling');
  }
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/**
 * A guest pays for the plush mattress in `size` on the sandbox page and opens the order's
 * tracking page from the success page, with `services` added to the delivery: the order's id
 * and its delivery day.
 */
export async function guestPaysAndTracks(
  page: Page,
  email: string,
  size: PlushSize,
  services: readonly ChosenService[] = [],
): Promise<{ orderId: string; day: string }> {
  await addPlushMattress(page, size);
  await proceedToPayment(page, services);
  await fillCard(page, '4242 4242 4242 4242', email);
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
  await page.waitForURL(/\/checkout\/success\?session_id=sbx_/);
  const orderId = (await page.getByText(/^Order ID:/).textContent())?.match(/#(\d+)/)?.[1] ?? '';
  await page.getByRole('link', { name: 'View order & tracking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  const tracking = await page.request.get(
    `/api/orders/${orderId}/tracking?session_id=${sessionId}`,
  );
  const { order } = (await tracking.json()) as { order: { delivery: { date: string } } };
  return { orderId, day: order.delivery.date };
}
