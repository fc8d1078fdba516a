import { expect, type Page } from '@playwright/test';

/**
 * The bag's delivery step (issue 15), as a shopper fills it: phone, address with unit, the first
 * date offered and its first window. Answers the slot in the words the shop shows it. A window
 * holds only so many deliveries (issue 24) and full ones are not offered, so the window is the
 * first still offered, not a fixed one: the suite books more than one window holds.
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
  const window = form.getByRole('group', { name: 'Delivery window' }).locator('label').first();
  const windowLabel = ((await window.textContent()) ?? '').trim();
  await window.click();
  await expect(window.getByRole('radio')).toBeChecked();
  return `${label}, ${windowLabel}`;
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
