import { expect, type Page } from '@playwright/test';

/**
 * The Shopping Bag, opened and loaded. Adding to the bag opens it by itself a moment later (the
 * mini-bag), where the top bar's button would close it: it is pressed only when the bag stays shut.
 */
export async function openBag(page: Page) {
  const bag = page.getByRole('dialog', { name: 'Shopping Bag' });
  const opened = await bag
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) await page.getByRole('button', { name: /^Shopping bag/ }).click();
  await expect(bag).toBeVisible();
  await expect(bag.getByText('Loading…')).toHaveCount(0);
  return bag;
}
