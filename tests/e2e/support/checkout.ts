import { expect, type Page } from './app-test';
import { openBag } from './bag';
import { bookDeliveryAndPay } from './delivery';
import { plushMattress } from './products';

/** The bag, the shopper's steps to the sandbox's payment page, and its card form. */
export const bag = (page: Page) => page.getByRole('dialog', { name: 'Shopping Bag' });

/**
 * The plush mattress in the bag in one size, from its product page. Each size's stock has its
 * owners (support/products.ts): Queen is what the checkout journeys buy.
 */
export async function addPlushMattress(page: Page, size: 'Single' | 'Super Single' | 'Queen') {
  await page.goto(plushMattress.path);
  await page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }).check();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
}

/** The plush mattress in Queen in the bag: what the checkout journeys buy. */
export const addQueenMattress = (page: Page) => addPlushMattress(page, 'Queen');

/** From the bag through its delivery step (issue 15) to the payment page: the slot, in words. */
export async function proceedToPayment(page: Page): Promise<string> {
  await openBag(page);
  return bookDeliveryAndPay(page);
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
