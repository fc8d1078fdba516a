import { expect, type Page } from '@playwright/test';

/**
 * The bag's delivery step (issue 15), as a shopper fills it: phone, address with unit, the first
 * date offered and its first window. Answers the slot in the words the shop shows it. A window
 * holds only so many deliveries (issue 24) and full ones are not offered, so the window is the
 * first still offered, not a fixed one: the suite books more than one window holds.
 */
export async function bookDelivery(page: Page, services: readonly ChosenService[] = []) {
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
  const added = form.getByRole('group', { name: 'Add a service (optional)' });
  for (const service of services) {
    await added.getByRole('checkbox', { name: new RegExp(`^${service.name}`) }).check();
    if (service.qty) {
      await added.getByRole('combobox', { name: /^(Pieces|Sets)$/ }).selectOption(`${service.qty}`);
    }
  }
  return `${label}, ${windowLabel}`;
}

/** A delivery service ticked at the delivery step, by its name, and how many when not one. */
export interface ChosenService {
  name: string;
  qty?: number;
}

/** Books the slot and goes on to the sandbox's payment page. */
export async function bookDeliveryAndPay(page: Page, services: readonly ChosenService[] = []) {
  const slot = await bookDelivery(page, services);
  await page
    .getByRole('dialog', { name: 'Shopping Bag' })
    .getByRole('button', { name: 'Continue to Payment' })
    .click();
  await page.waitForURL(/\/checkout\/pay\/sbx_/);
  return slot;
}
