import { expect, type Page } from './app-test';
import { plushMattress } from './products';

/** The bag, the shopper's steps to the sandbox's payment page, and its card form. */
export const bag = (page: Page) => page.getByRole('dialog', { name: 'Shopping Bag' });

/** The plush mattress in Queen in the bag, from its product page: what the checkout journeys buy. */
export async function addQueenMattress(page: Page) {
  await page.goto(plushMattress.path);
  await page.getByRole('radio', { name: /^Queen\b/ }).check();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
}

export async function proceedToPayment(page: Page) {
  await page.getByRole('button', { name: /^Shopping bag/ }).click();
  await expect(bag(page).getByText('Loading…')).toHaveCount(0);
  await bag(page).getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/checkout\/pay\/sbx_/);
}

export async function fillCard(page: Page, number: string, email?: string) {
  if (email) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Address', { exact: true }).fill('3 Ubi Avenue 3, #01-10');
    await page.getByLabel('Postal code').fill('408857');
    await page.getByLabel('Name on card').fill('Tan Mei Ling');
  }
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}
