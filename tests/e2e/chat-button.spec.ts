import { expect, type Locator, type Page, test } from './support/app-test';
import { firmMattress } from './support/products';
import { PHONE_ONLY } from './support/projects';

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
  // The page's own button, and on phones the sticky bar's copy of it once that is out of view.
  const buttons = page.getByRole('button', { name: 'Add to Cart', exact: true });
  const addToCart = buttons.first();
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(addToCart).toBeAttached();
  let seen = 0;
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue;
    seen += 1;
    expect(await overlap(button, chat)).toBe(false);
  }
  expect(seen).toBeGreaterThan(0);

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

/** What the page shows under the middle and the corners of `floating`: nothing but background. */
async function textUnder(page: Page, floating: Locator): Promise<string[]> {
  const box = await floating.boundingBox();
  if (!box) throw new Error('no box');
  const points = [
    [box.x + 1, box.y + 1],
    [box.x + box.width - 1, box.y + 1],
    [box.x + box.width / 2, box.y + box.height / 2],
    [box.x + 1, box.y + box.height - 1],
    [box.x + box.width - 1, box.y + box.height - 1],
  ];
  return page.evaluate(
    ({ points, label }) =>
      points.flatMap(([x, y]) => {
        const under = document
          .elementsFromPoint(x ?? 0, y ?? 0)
          .find((element) => !element.closest(`[aria-label="${label}"]`));
        if (!under) return [];
        const own = [...under.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent?.trim())
          .join('');
        const control = under.closest('a, button, input, select, textarea, img, svg, label');
        return own || control ? [`${under.tagName}: ${own}`] : [];
      }),
    { points, label: 'Chat with us on WhatsApp' },
  );
}

test(`on a phone the chat button waits for the room the footer keeps at the end of the page ${PHONE_ONLY}`, async ({
  page,
}, testInfo) => {
  // The pages where shoppers found it over the firmness label, "Create an account" and addresses.
  for (const path of [firmMattress.path, '/login', '/contact']) {
    await page.goto(path);
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toHaveAttribute('data-out-of-room', 'true');
    await expect(chat).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(chat).not.toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(chat).not.toHaveAttribute('data-out-of-room');
    await expect(chat).toBeInViewport({ ratio: 1 });
    // Let it finish sliding in before reading what lies under it.
    await expect.poll(() => chat.evaluate((link) => getComputedStyle(link).opacity)).toBe('1');
    expect(await textUnder(page, chat), path).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`chat-at-end-${path.replaceAll('/', '_')}.png`),
    });
  }
});

test('the chat button rises above the sticky Add to Cart bar, which covers nothing at the end', async ({
  page,
}, testInfo) => {
  await page.goto(firmMattress.path);
  // The page's own Add to Cart is below the first screen (a phone's, and 1280×800), so the bar shows.
  const bar = page.getByTestId('sticky-purchase');
  await expect(bar).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).not.toHaveAttribute('data-out-of-room');
  await expect(bar).toBeVisible();
  await expect.poll(() => overlap(bar, chat)).toBe(false);
  const footerText = page.getByRole('contentinfo').locator('p, a, li, h2').last();
  expect(await overlap(footerText, bar)).toBe(false);
  expect(await overlap(footerText, chat)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('bar-at-end.png') });
});
