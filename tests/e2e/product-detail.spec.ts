import { expect, type Locator, type Page, test } from './support/app-test';
import { blockExternalMaps, seriousViolations } from './support/axe';
import { renderPagesInBrowser } from './support/browser-rendered';
import {
  cloudPillow,
  firmMattress,
  hotelGrand,
  hotelResidence,
  mattressProtector,
  plushMattress,
} from './support/products';

const price = (page: Page) => page.getByText(/^Price: \$/);
const sizeChip = (page: Page, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${name}\\b`) });
const quantity = (page: Page) => page.getByRole('spinbutton', { name: 'Quantity' });
/** The inline outcome under an Add to Cart button: a success (status) or a failure (alert). */
const purchaseMessage = (scope: Page | Locator) => scope.locator('[aria-live=polite] > p');
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart', exact: true });

test.describe('product detail', () => {
  test('shows the product with its first size chosen, and a size changes the price', async ({
    page,
  }) => {
    await page.goto(firmMattress.path);
    await expect(page.getByRole('heading', { level: 1, name: '8etterCare 1' })).toBeVisible();
    await expect(page).toHaveTitle('8etterCare 1 | 8etterSleep Collection | 8etterSleep');

    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('radio')).toHaveCount(4);
    await expect(sizeChip(page, 'Single')).toBeChecked();
    await expect(price(page)).toHaveText('Price: $1,799.00');

    // Dimensions in centimetres and stock in words on every chip.
    await expect(sizes).toContainText('152 x 190 cm');
    await expect(sizes.locator('label').filter({ hasText: 'Super Single' })).toContainText(
      'Only 3 left',
    );
    await expect(sizes.locator('label').filter({ hasText: 'Queen' })).toContainText('In stock');

    // Base price plus the size's delta (Queen: +$500).
    await sizeChip(page, 'Queen').check();
    await expect(price(page)).toHaveText('Price: $2,299.00');
    await sizeChip(page, 'King').check();
    await expect(price(page)).toHaveText('Price: $2,599.00');

    // The description, a line a paragraph.
    const about = page.getByRole('region', { name: 'About this product' });
    await expect(about.locator('p')).toHaveCount(5);
    await expect(about.locator('p').first()).toHaveText(
      'The firm member of the 8etterCare family, rated 7.5 out of 10 on our firmness scale.',
    );
  });

  test('every size chip keeps its price beside its name, however long the name', async ({
    page,
  }, testInfo) => {
    await page.goto(firmMattress.path);
    for (const name of ['Single', 'Super Single', 'Queen', 'King']) {
      const chip = page.locator('label').filter({ has: sizeChip(page, name) });
      const [nameBox, priceBox] = await Promise.all([
        chip.getByText(name, { exact: true }).boundingBox(),
        chip.getByText(/^\$[\d,]+\.\d\d$/).boundingBox(),
      ]);
      if (!nameBox || !priceBox) throw new Error(`the ${name} chip has no name or price`);
      // On the name's line (their boxes share a height) and to its right, not on a line alone.
      expect(priceBox.y, name).toBeLessThan(nameBox.y + nameBox.height);
      expect(priceBox.y + priceBox.height, name).toBeGreaterThan(nameBox.y);
      expect(priceBox.x, name).toBeGreaterThanOrEqual(nameBox.x + nameBox.width);
    }
    await page
      .getByRole('group', { name: 'Size' })
      .screenshot({ path: testInfo.outputPath('size-chips.png') });
  });

  test('keeps the quantity between 1 and the chosen size stock', async ({ page }) => {
    // Other journeys buy this mattress, so the stock is read from the shop, not assumed.
    const product = (await (await page.request.get(firmMattress.apiPath)).json()) as {
      dimensions: { sizeName: string; stockQty: number }[];
    };
    const stockOf = (sizeName: string) =>
      product.dimensions.find((size) => size.sizeName === sizeName)?.stockQty ?? 0;
    const superSingle = stockOf('Super Single');
    const queen = stockOf('Queen');
    expect(superSingle).toBeGreaterThan(1);
    expect(queen).toBeGreaterThan(superSingle);
    expect(queen).toBeLessThan(40);

    await page.goto(firmMattress.path);
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    await expect(quantity(page)).toHaveValue('1');
    await expect(decrease).toBeDisabled();

    await sizeChip(page, 'Super Single').check();
    for (let i = 0; i < superSingle + 2; i += 1) {
      if (await increase.isEnabled()) await increase.click();
    }
    await expect(quantity(page)).toHaveValue(String(superSingle));
    await expect(increase).toBeDisabled();

    await quantity(page).fill('50');
    await expect(quantity(page)).toHaveValue(String(superSingle));
    await quantity(page).fill('0');
    await expect(quantity(page)).toHaveValue('1');

    // Typing more than the Queen's stock stops there; a smaller size brings the quantity down.
    await sizeChip(page, 'Queen').check();
    await quantity(page).fill('40');
    await expect(quantity(page)).toHaveValue(String(queen));
    await sizeChip(page, 'Super Single').check();
    await expect(quantity(page)).toHaveValue(String(superSingle));
  });

  test('swaps a thumbnail into the main slot', async ({ page }) => {
    await page.goto(firmMattress.path);
    const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button');
    await expect(thumbnails).toHaveCount(4);
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');
    const main = page.getByRole('img', { name: /^8etterCare 1, image \d of 4$/ });
    await expect(main).toHaveAccessibleName('8etterCare 1, image 1 of 4');
    await expect(main).toHaveAttribute('src', /8ettercare-1-1\.webp/);

    await page.getByRole('button', { name: 'Show image 3 of 4' }).click();
    await expect(page.getByRole('button', { name: 'Show image 3 of 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(main).toHaveAccessibleName('8etterCare 1, image 3 of 4');
    await expect(main).toHaveAttribute('src', /8ettercare-1-3\.webp/);
  });

  test('shows the firmness panel matched by name, and one from its firmness for others', async ({
    page,
  }) => {
    await page.goto(firmMattress.path);
    const firm = page.getByRole('region', { name: 'Firm, 7.5/10' });
    await expect(firm).toContainText(/Firmness: Firm\s*7\.5\/10/);
    await expect(firm.getByRole('listitem')).toHaveCount(4);

    await page.goto(plushMattress.path);
    const plush = page.getByRole('region', { name: 'Plush, 5/10' });
    await expect(plush).toContainText(/Firmness: Plush\s*5\/10/);
    await expect(plush.getByRole('listitem')).toHaveCount(5);

    // Every mattress has a firmness of its own (issue 15): Hotel Grand is 7 out of 10.
    await page.goto(hotelGrand.path);
    await expect(page.getByRole('heading', { level: 1, name: hotelGrand.name })).toBeVisible();
    const grand = page.getByRole('region', { name: 'Medium firm, 7/10' });
    await expect(grand).toContainText(/Firmness: Medium firm\s*7\/10/);
    await expect(grand.getByRole('listitem')).toHaveCount(3);

    await page.goto(cloudPillow.path);
    await expect(page.getByRole('heading', { level: 1, name: cloudPillow.name })).toBeVisible();
    await expect(page.getByRole('region', { name: /\/10$/ })).toHaveCount(0);
  });

  test('lays out at most two features, on alternating sides', async ({ page }) => {
    await page.goto(firmMattress.path);
    const features = page.getByRole('region', { name: "Why you'll love it" }).getByRole('article');
    // The firm mattress has four features; two show.
    await expect(features).toHaveCount(2);
    await expect(features.nth(0)).toHaveAttribute('data-side', 'left');
    await expect(features.nth(1)).toHaveAttribute('data-side', 'right');
  });

  test('shows a sold-out size with its price but does not let it be chosen', async ({ page }) => {
    await page.goto(hotelResidence.path);
    const queen = sizeChip(page, 'Queen');
    await expect(queen).toBeDisabled();
    const chip = page.getByRole('group', { name: 'Size' }).locator('label').filter({ has: queen });
    await expect(chip).toContainText('Out of stock');
    await expect(chip).toContainText('$1,699.00');
    // The first size in stock is chosen; a sold-out size cannot take its place.
    await expect(sizeChip(page, 'Single')).toBeChecked();
    await chip.click({ force: true });
    await expect(sizeChip(page, 'Single')).toBeChecked();
    await expect(queen).not.toBeChecked();
  });

  test('sends the chosen size and quantity to the bag and shows the outcome inline', async ({
    page,
  }) => {
    await page.goto(firmMattress.path);
    await sizeChip(page, 'Queen').check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/cart/items'),
    );
    await addToCart(page).click();
    expect((await sent).postDataJSON()).toEqual({
      productId: firmMattress.id,
      sizeLabel: '152x190',
      quantity: 2,
    });
    await expect(purchaseMessage(page).first()).toHaveText('Added to cart!');
  });

  test('the accessories strip adds one accessory with no size', async ({ page }) => {
    await page.goto(firmMattress.path);
    const strip = page.getByRole('region', { name: 'Accessories', exact: true }).last();
    const add = strip.getByRole('button', { name: /^Add to Cart\W+Cloud Fibre Pillow$/ });
    await add.scrollIntoViewIfNeeded();
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/cart/items'),
    );
    await add.click();
    expect((await sent).postDataJSON()).toEqual({
      productId: cloudPillow.id,
      sizeLabel: null,
      quantity: 1,
    });
    await expect(purchaseMessage(strip).first()).toHaveText('Accessory added to cart!');
  });

  test('the accessories strip offers the sizes of an accessory that has them', async ({ page }) => {
    await page.goto(firmMattress.path);
    const strip = page.getByRole('region', { name: 'Accessories', exact: true }).last();
    const card = strip.locator('li').filter({ hasText: mattressProtector.name });
    const size = card.getByRole('combobox', { name: `Size of ${mattressProtector.name}` });
    await size.scrollIntoViewIfNeeded();
    // A size in stock is chosen already; the shopper picks another.
    await expect(size).toHaveValue('91x190');
    await size.selectOption({ label: 'Queen · 152 x 190 cm' });
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/cart/items'),
    );
    await card
      .getByRole('button', { name: /^Add to Cart\W+Waterproof Mattress Protector$/ })
      .click();
    expect((await sent).postDataJSON()).toEqual({
      productId: mattressProtector.id,
      sizeLabel: '152x190',
      quantity: 1,
    });
    await expect(purchaseMessage(card)).toHaveText('Accessory added to cart!');
    // The bag holds it in the chosen size.
    await page.getByRole('button', { name: /^Shopping bag/ }).click();
    const bag = page.getByRole('dialog', { name: 'Shopping Bag' });
    const line = bag.getByRole('listitem').filter({
      has: page.getByRole('link', { name: mattressProtector.name }),
    });
    await expect(line).toContainText('Queen · 152x190');
  });

  test('an accessory page leaves itself out of its own strip', async ({ page }) => {
    await page.goto(mattressProtector.path);
    await expect(
      page.getByRole('heading', { level: 1, name: mattressProtector.name }),
    ).toBeVisible();
    const strip = page.getByRole('region', { name: 'Accessories', exact: true }).last();
    await expect(strip.locator('li')).toHaveCount(7);
    await expect(strip.getByRole('heading', { name: mattressProtector.name })).toHaveCount(0);
  });

  test('says so when the product does not exist', async ({ page }) => {
    for (const path of ['/product/9999', '/product/not-a-number']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Product not found' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
        'href',
        '/products/all',
      );
    }
  });

  test('says "Failed to load product" when the call fails', async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route(`**${firmMattress.apiPath}`, (route) =>
      route.fulfill({ status: 500, json: {} }),
    );
    await page.goto(firmMattress.path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Failed to load product' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  for (const mattress of [firmMattress, plushMattress]) {
    test(`${mattress.path} has no serious or critical axe violations`, async ({ page }) => {
      await blockExternalMaps(page);
      await page.goto(mattress.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Accessories', exact: true }).last().locator('li').first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
