import { expect, type Page, type Route, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { renderPagesInBrowser } from './support/browser-rendered';
import { firstPageCount } from './support/products';

interface ApiProduct {
  productId: number;
  name: string;
  collection: string;
  price: number;
}

/** The listing calls of the storefront's list, collection and search pages: one page each. */
const PRODUCT_LIST = /\/api\/products\/page(\?|$)/;
const EMPTY_PAGE = { products: [], total: 0, limit: 24, offset: 0 };

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

async function visibleProducts(page: Page, query = ''): Promise<ApiProduct[]> {
  const answer = await page.request.get(`/api/products?visibleOnly=1${query}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ApiProduct[];
}

function productCards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('a[href^="/product/"]') });
}

function fulfilJson(status: number, body: unknown) {
  return (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

test.describe('product list', () => {
  test('shows every visible product with its count, price to two decimals and link', async ({
    page,
  }) => {
    const products = await visibleProducts(page);
    await page.goto('/products/all');

    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page).toHaveTitle('All Products | 8etterSleep');
    await expect(page.getByText(`${products.length} products`, { exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(firstPageCount(products));

    const first = products[0];
    if (!first) throw new Error('the demo catalogue is empty');
    const card = page.locator(`a[href="/product/${first.productId}"]`);
    await expect(card).toContainText(first.name);
    await expect(card).toContainText(
      `$${first.price.toLocaleString('en-SG', { minimumFractionDigits: 2 })}`,
    );
    await expect(card.getByRole('img', { name: first.name })).toBeVisible();
  });

  test('filters by collection and by text, keeps both in the URL and resets', async ({ page }) => {
    const all = await visibleProducts(page);
    const hotel = await visibleProducts(page, '&collection=Hotel');
    await page.goto('/products/all');
    await expect(productCards(page)).toHaveCount(firstPageCount(all));

    await page.getByLabel('Collection').selectOption({ label: 'Hotel' });
    await expect(page).toHaveURL(/[?&]collection=hotel\b/);
    await expect(page.getByText(`${hotel.length} products`, { exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(firstPageCount(hotel));
    // Each card opens with its collection's name (shown in capitals by CSS).
    for (const text of await productCards(page).allTextContents()) expect(text).toMatch(/^Hotel/);

    const latex = await visibleProducts(page, '&q=latex');
    await page.getByLabel('Collection').selectOption({ label: 'All Collections' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('latex');
    await expect(page).toHaveURL(/[?&]q=latex\b/);
    await expect(page.getByText(`${latex.length} products`, { exact: true })).toBeVisible();
    await expect(productCards(page).first()).toContainText(/latex/i);

    // The filters survive a reload.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('latex');
    await expect(productCards(page)).toHaveCount(firstPageCount(latex));

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/products\/all$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(page.getByLabel('Collection')).toHaveValue('');
    await expect(productCards(page)).toHaveCount(firstPageCount(all));
  });

  test('Reset turns on for any size, firmness, price or sort, and takes every one away', async ({
    page,
  }, testInfo) => {
    const all = await visibleProducts(page);
    await page.goto('/products/all');
    const reset = page.getByRole('button', { name: 'Reset' });
    await expect(reset).toBeDisabled();

    // The sort alone is enough to turn Reset on.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high–low' });
    await expect(page).toHaveURL(/[?&]sort=price-desc\b/);
    await expect(reset).toBeEnabled();

    // On phones the filters fold away under a button.
    if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByLabel('Size').selectOption('King');
    await page.getByLabel('Firmness from').selectOption('3');
    await page.getByLabel('Price to').selectOption('5000');
    await expect(page).toHaveURL(/[?&]priceMax=5000\b/);
    await expect(reset).toBeEnabled();
    // The narrowed list has arrived and is no longer dimmed as loading.
    const narrowed = await page.request.get(
      '/api/products/page?sort=price-desc&size=King&firmnessMin=3&priceMax=5000',
    );
    const { total } = (await narrowed.json()) as { total: number };
    const count = page.getByText(`${total} product${total === 1 ? '' : 's'}`, { exact: true });
    await expect(count).toBeVisible();
    await expect(count).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('filters-on.png'), fullPage: true });

    await reset.click();
    await expect(page).toHaveURL(/\/products\/all$/);
    await expect(reset).toBeDisabled();
    await expect(page.getByLabel('Sort by')).toHaveValue('');
    for (const filter of ['Size', 'Firmness from', 'Price to']) {
      await expect(page.getByLabel(filter)).toHaveValue('');
    }
    await expect(page.getByText(`${all.length} products`, { exact: true })).toBeVisible();
  });

  test('Reset on Mattresses clears the filters and stays on every mattress', async ({ page }) => {
    await page.goto('/products/all?kind=mattress&firmnessMax=5');
    const reset = page.getByRole('button', { name: 'Reset' });
    await expect(reset).toBeEnabled();
    await reset.click();
    await expect(page).toHaveURL(/\/products\/all\?kind=mattress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mattresses' })).toBeVisible();
    await expect(reset).toBeDisabled();
  });

  test('opens with the filters of its URL and keeps them after Back from a product', async ({
    page,
  }) => {
    const spinal = await visibleProducts(page, '&collection=Spinal');
    await page.goto('/products/all?collection=SPINAL');
    await expect(page.getByLabel('Collection')).toHaveValue('spinal');
    await expect(productCards(page)).toHaveCount(firstPageCount(spinal));

    await productCards(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await page.goBack();
    await expect(page.getByLabel('Collection')).toHaveValue('spinal');
    await expect(productCards(page)).toHaveCount(firstPageCount(spinal));
  });

  test('says "Loading…" while the list loads and "No products yet." when there are none', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderPagesInBrowser(page);
    await page.route(PRODUCT_LIST, async (route) => {
      await held;
      await fulfilJson(200, EMPTY_PAGE)(route);
    });
    await page.goto('/products/all');
    await expect(page.getByText('Loading…')).toBeAttached();
    release();
    await expect(page.getByText('No products yet.')).toBeVisible();
    await expect(page.getByText('0 products', { exact: true })).toBeVisible();
  });

  test('shows the server message, or "Failed to load products", when the list fails', async ({
    page,
  }) => {
    await renderPagesInBrowser(page);
    await page.route(PRODUCT_LIST, fulfilJson(400, { message: 'Bad filter' }));
    await page.goto('/products/all');
    await expect(page.getByRole('alert')).toContainText('Bad filter');

    await page.unroute(PRODUCT_LIST);
    await page.route(PRODUCT_LIST, fulfilJson(400, { error: 'Bad Request' }));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to load products');
  });
});

test.describe('collection pages', () => {
  test('a slug in any letter case shows that collection with View buttons', async ({ page }) => {
    const hotel = await visibleProducts(page, '&collection=Hotel');
    await page.goto('/products/collection/HoTeL');

    await expect(page.getByRole('heading', { level: 1, name: 'Hotel Collection' })).toBeVisible();
    await expect(page).toHaveTitle('Hotel Collection | 8etterSleep');
    const views = page.getByRole('link', { name: /^View / });
    await expect(views).toHaveCount(firstPageCount(hotel));
    const first = hotel[0];
    if (!first) throw new Error('no Hotel products');
    await expect(page.getByRole('link', { name: `View ${first.name}` })).toHaveAttribute(
      'href',
      `/product/${first.productId}`,
    );
    await page.getByRole('link', { name: `View ${first.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${first.productId}$`));
  });

  test('an unknown slug says so and leads back to the products', async ({ page }) => {
    await page.goto('/products/collection/waterbeds');
    await expect(page.getByRole('heading', { name: 'Unknown collection' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/products\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('an empty collection says "No products in this collection yet."', async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route(PRODUCT_LIST, fulfilJson(200, EMPTY_PAGE));
    await page.goto('/products/collection/resort');
    await expect(page.getByRole('heading', { level: 1, name: 'Resort Collection' })).toBeVisible();
    await expect(page.getByText('No products in this collection yet.')).toBeVisible();
  });

  test('a failed listing names the collection, the status and the message', async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route(PRODUCT_LIST, fulfilJson(404, { message: 'Not here' }));
    await page.goto('/products/collection/prestige');
    await expect(page.getByRole('alert')).toContainText('Failed to load Prestige (404): Not here');

    await page.unroute(PRODUCT_LIST);
    await page.route(PRODUCT_LIST, (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load Prestige (network): Request failed',
    );
  });

  test('/mattress leads to the 8etterSleep collection', async ({ page }) => {
    await page.goto('/mattress');
    await expect(page).toHaveURL(/\/products\/collection\/8ettersleep$/);
    await expect(
      page.getByRole('heading', { level: 1, name: '8etterSleep Collection' }),
    ).toBeVisible();
  });

  test('/accessories and the menu lead to the accessories listing', async ({ page }) => {
    const accessories = await visibleProducts(page, '&collection=Accessories');
    await page.goto('/accessories');
    await expect(page).toHaveURL(/\/products\/accessory$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accessories Collection' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^View / })).toHaveCount(
      firstPageCount(accessories),
    );

    await page.goto('/');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Products' }).click();
      await menu.getByRole('link', { name: 'Accessories' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Products' }).click();
      await nav.getByRole('link', { name: 'Accessories' }).click();
    }
    await expect(page).toHaveURL(/\/products\/accessory$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accessories Collection' }),
    ).toBeVisible();
  });
});

test.describe('search page', () => {
  test('asks for a search when the query is empty', async ({ page }) => {
    await page.goto('/search?q=%20%20');
    await expect(page.getByText('Type something in the search bar to begin.')).toBeVisible();
    await expect(page).toHaveTitle('Search | 8etterSleep');
  });

  test('finds pillows despite a typo', async ({ page }) => {
    await page.goto('/search?q=pilow');
    await expect(page.getByText('Showing results for “pilow”')).toBeVisible();
    const cards = productCards(page);
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: /pillow/i }).first()).toBeVisible();
    expect(await cards.filter({ hasText: 'Natural Latex Pillow' }).count()).toBe(1);
  });

  test('finds the beds sold in King for "king" and for the typo "kng"', async ({
    page,
  }, testInfo) => {
    for (const q of ['king', 'kng']) {
      await page.goto(`/search?q=${q}`);
      await expect(page.getByText(`Showing results for “${q}”`)).toBeVisible();
      const cards = productCards(page);
      await expect(cards.first()).toBeVisible();
      // Each product found comes in King, as the shop's own answer about it says.
      const paths = await cards
        .locator('a[href^="/product/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const path of new Set(paths)) {
        const answer = await page.request.get(`/api${path.replace('/product/', '/products/')}`);
        const { dimensions } = (await answer.json()) as { dimensions: { sizeName: string }[] };
        expect(
          dimensions.map((size) => size.sizeName),
          path,
        ).toContain('King');
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('search-kng.png') });
  });

  test('says "No results found." when nothing matches', async ({ page }) => {
    await page.goto('/search?q=qwzxv');
    await expect(page.getByText('Showing results for “qwzxv”')).toBeVisible();
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Hotel' }),
    ).toHaveAttribute('href', '/products/collection/hotel');
  });
});

test.describe('search overlay', () => {
  const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search the shop' });

  test('opens with the search button, "/", Ctrl+K and Cmd+K and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(overlay(page).getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();

    for (const keys of ['/', 'Control+k', 'Meta+k']) {
      await page.keyboard.press(keys);
      await expect(overlay(page).getByRole('searchbox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(overlay(page)).toBeHidden();
    }
  });

  test('closes on a click outside and searches only for a non-empty trimmed query', async ({
    page,
  }) => {
    await page.goto('/faq');
    // The shortcut listens once the app runs; the page's heading says it does.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('/');
    await expect(overlay(page).getByRole('searchbox')).toBeFocused();
    const height = page.viewportSize()?.height ?? 800;
    await page.mouse.click(10, height - 10);
    await expect(overlay(page)).toBeHidden();

    await page.keyboard.press('/');
    const box = overlay(page).getByRole('searchbox');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(overlay(page)).toBeVisible();

    await box.fill('  pilow ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pilow$/);
    await expect(page.getByText('Showing results for “pilow”')).toBeVisible();
  });
});
