import { expect, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { firmMattress, firstPageCount } from './support/products';

interface ApiProduct {
  productId: number;
  name: string;
  collection: string;
  price: number;
  firmness: number | null;
  dimensions: { priceDelta: number }[];
}

async function mattresses(page: Page, query: string): Promise<ApiProduct[]> {
  const answer = await page.request.get(`/api/products?visibleOnly=1&kind=mattress&${query}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ApiProduct[];
}

/** On phones the filters fold away under a button. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) await toggle.click();
}

const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('a[href^="/product/"]') });

test.describe('choosing a mattress', () => {
  test('a shopper opens every mattress, sorts and filters them, and a link keeps it', async ({
    page,
  }) => {
    await page.goto('/');
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Products' }).click();
      await menu.getByRole('link', { name: 'Mattresses' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Products' }).click();
      await nav.getByRole('link', { name: 'Mattresses' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Mattresses' })).toBeVisible();
    const all = await mattresses(page, '');
    await expect(page.getByText(`${all.length} products`, { exact: true })).toBeVisible();
    // Featured: the home page's flagships lead.
    await expect(cards(page).first()).toContainText(firmMattress.name);
    // Cards say what each costs from and how firm it is.
    await expect(cards(page).first()).toContainText('From $1,799.00');
    await expect(cards(page).first()).toContainText('Firm · 7.5/10');

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high–low' });
    await expect(page).toHaveURL(/[?&]sort=price-desc\b/);
    const dearest = await mattresses(page, 'sort=price-desc');
    await expect(cards(page).first()).toContainText(dearest[0]?.name ?? '');

    await showFilters(page);
    await page.getByLabel('Firmness from').selectOption('7');
    await page.getByLabel('Size').selectOption('Queen');
    await expect(page).toHaveURL(/firmnessMin=7/);
    const firm = await mattresses(page, 'sort=price-desc&firmnessMin=7&size=Queen');
    expect(firm.length).toBeGreaterThan(0);
    await expect(page.getByText(`${firm.length} products`, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(firstPageCount(firm));
    for (const product of firm) {
      await expect(cards(page).filter({ hasText: product.name })).toHaveCount(1);
    }

    // A link keeps all of it, and the server renders it so: the page shows before any script.
    const url = page.url();
    const html = await (await page.request.get(url)).text();
    expect(html).toContain(firm[0]?.name ?? 'missing');
    expect(html).toContain(`${firm.length} products`);
    await page.goto(url);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await expect(page.getByLabel('Firmness from')).toHaveValue('7');
    await expect(cards(page)).toHaveCount(firstPageCount(firm));

    // Filters that leave nothing say so, and lead back.
    await showFilters(page);
    await page.getByLabel('Price to').selectOption('500');
    await expect(page.getByText('No results — clear filters')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'clear filters' }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).not.toHaveURL(/firmnessMin|priceMax|size=/);
    await expect(cards(page)).toHaveCount(firstPageCount(all));
  });

  test('/search has its own box, and the overlay opens with the query', async ({ page }) => {
    await page.goto('/search?q=pillow');
    const box = page.getByRole('searchbox', { name: 'Search again' });
    await expect(box).toHaveValue('pillow');
    await box.fill('latex');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=latex$/);
    await expect(page.getByText('Showing results for “latex”')).toBeVisible();

    await page
      .getByRole('button', { name: /^Search/ })
      .first()
      .click();
    const overlay = page.getByRole('dialog', { name: 'Search the shop' });
    await expect(overlay.getByRole('searchbox')).toHaveValue('latex');
  });

  test('a shopper opens the pictures full screen, zooms, swipes and adds to the bag', async ({
    page,
  }) => {
    await page.goto(firmMattress.path);
    await expect(page.getByText('Firmness: Firm').first()).toBeVisible();
    await page.getByRole('button', { name: /full screen, with zoom$/ }).click();
    const viewer = page.getByRole('dialog', { name: new RegExp(firmMattress.name) });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText('1 / 4');
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer).toContainText('2 / 4');
    // A swipe to the left shows the next picture.
    const stage = viewer.getByTestId('image-viewer-stage');
    const box = await stage.boundingBox();
    if (!box) throw new Error('no viewer stage');
    const y = box.y + box.height / 2;
    await stage.dispatchEvent('pointerdown', { clientX: box.x + box.width * 0.8, clientY: y });
    await stage.dispatchEvent('pointerup', { clientX: box.x + box.width * 0.2, clientY: y });
    await expect(viewer).toContainText('3 / 4');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    await page.getByRole('radio', { name: /^Queen\b/ }).check();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const miniBag = page.getByRole('region', { name: 'Added to your bag' });
    await expect(miniBag).toBeVisible();
    await expect(miniBag).toContainText(firmMattress.name);
    await expect(miniBag).toContainText('Queen 152x190');
    await expect(miniBag).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
    await miniBag.getByRole('button', { name: 'View bag & pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Bag' })).toBeVisible();
  });

  test('price, the chosen size and Add to Cart stay in reach while scrolling', async ({
    page,
  }, testInfo) => {
    await page.goto(firmMattress.path);
    await page.getByRole('radio', { name: /^Queen\b/ }).check();
    await page.getByRole('heading', { name: "Why you'll love it" }).scrollIntoViewIfNeeded();
    const bar = page.getByTestId('sticky-purchase');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('Queen 152x190');
    await expect(bar).toContainText('$2,299.00');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('sticky-purchase.png') });
    await bar.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page.getByRole('region', { name: 'Added to your bag' })).toBeInViewport();
  });
});
