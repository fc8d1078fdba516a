import { expect, type Locator, test } from './support/app-test';
import { firmMattress } from './support/products';

async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) throw new Error('an element has no box');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test('the floating chat button never covers Add to Cart as the product page opens, nor on wide screens wherever it is scrolled', async ({
  page,
}) => {
  await page.goto(firmMattress.path);
  const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(addToCart).toBeVisible();
  expect(await overlap(addToCart, chat)).toBe(false);

  // From 1024 px the purchase column ends left of the button, so no scrolling brings them
  // together; on phones the full-width button passes under it only while crossing its corner.
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    const [button, chatBox] = await Promise.all([addToCart.boundingBox(), chat.boundingBox()]);
    if (!button || !chatBox) throw new Error('an element has no box');
    expect(button.x + button.width).toBeLessThan(chatBox.x);
  }
});

test('the chat button steps aside while the shopper scrolls down, and comes back on the way up and at the end', async ({
  page,
}) => {
  await page.goto('/');
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).toBeVisible();
  await expect(chat).not.toHaveAttribute('data-tucked');

  await page.evaluate((dy) => window.scrollBy(0, dy), 700);
  await expect(chat).toHaveAttribute('data-tucked', 'true');
  await page.evaluate((dy) => window.scrollBy(0, dy), -300);
  await expect(chat).not.toHaveAttribute('data-tucked');

  // At the end of the page the footer leaves room for it: it is back, over no text.
  await page.evaluate((dy) => window.scrollBy(0, dy), 400);
  await expect(chat).toHaveAttribute('data-tucked', 'true');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(chat).not.toHaveAttribute('data-tucked');
  const footerText = page.getByRole('contentinfo').locator('p, a, li, h2').last();
  expect(await overlap(footerText, chat)).toBe(false);
});
