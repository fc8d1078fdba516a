import { expect, type Page } from '@playwright/test';

/**
 * The bag's delivery step (issue 15), as a shopper fills it: phone, address with unit, the first
 * date offered and the 1pm–4pm window. Answers the slot in the words the shop shows it.
 */
export async function bookDelivery(page: Page): Promise<string> {
  const bag = page.getByRole('dialog', { name: 'Shopping Bag' });
  await bag.getByRole('button', { name: 'Proceed to Payment' }).click();
  const form = bag.getByRole('form', { name: 'Delivery' });
  await expect(form).toBeVisible();
  await form.getByLabel('Phone').fill('9123 4567');
  await form.getByLabel('Address', { exact: true }).fill('3 Ubi Avenue 3');
  await form.getByLabel('Unit number').fill('#01-10');
  await form.getByLabel('Postal code').fill('408857');
  const date = form.getByLabel('Delivery date');
  await expect(date.locator('option').nth(1)).toBeAttached();
  const label = (await date.locator('option').nth(1).textContent()) ?? '';
  await date.selectOption({ index: 1 });
  await form.getByText('1pm–4pm').click();
  return `${label}, 1pm–4pm`;
}

/** Books the slot and goes on to the sandbox's payment page. */
export async function bookDeliveryAndPay(page: Page): Promise<string> {
  const slot = await bookDelivery(page);
  await page
    .getByRole('dialog', { name: 'Shopping Bag' })
    .getByRole('button', { name: 'Continue to Payment' })
    .click();
  await page.waitForURL(/\/checkout\/pay\/sbx_/);
  return slot;
}
