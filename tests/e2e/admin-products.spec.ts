import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expectNoPageOverflow, logInAdminThroughForm, openAdmin } from './support/admin';
import { collectAlerts } from './support/alerts';
import { awaitAppOnNavigation, type Browser, expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { cloudPillow } from './support/products';
import { PHONE_ONLY } from './support/projects';

/** A picture file as the file chooser hands it over. */
async function pictureFile(name: string, colour: string, format: 'png' | 'jpeg' | 'webp') {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: colour },
  })
    .toFormat(format)
    .toBuffer();
  const mimeType = format === 'jpeg' ? 'image/jpeg' : `image/${format}`;
  return { name, mimeType, buffer };
}

/** A shopper in a browser of their own, with no admin session. */
async function shopperPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  awaitAppOnNavigation(page);
  return page;
}

const uniqueName = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

test.describe('admin product management', () => {
  test('an admin creates a product with images, sizes and a feature; shoppers see it until it is hidden', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const alerts = collectAlerts(page);
    // The login hands the page its new session's anti-forgery token: no change is refused first.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    const name = uniqueName('Azure Resort Hybrid');
    await logInAdminThroughForm(page);

    await page.getByRole('button', { name: 'Add product' }).click();
    const form = page.getByRole('dialog', { name: 'Add product' });
    await expect(form.getByText('Save the product first, then add sizes.')).toBeVisible();

    // Each rule of spec section 5 at its field, before anything is sent.
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByText('Product name is required.')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price ($)').fill('1499.999');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(
      form.getByText('Price must be a number of at least 0, in steps of 0.01.'),
    ).toBeVisible();
    await form.getByLabel('Price ($)').fill('1499');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByText('Collection must be one of')).toBeVisible();
    await form.getByLabel('Collection').selectOption('Resort');
    await form.getByLabel('Stock').fill('-1');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByText('Stock must be a whole number of at least 0.')).toBeVisible();
    await form.getByLabel('Stock').fill('6');
    await form
      .getByLabel('Description')
      .fill('Cooling latex over pocket springs.\nHand-finished in Singapore.');

    await form
      .getByLabel('Choose main image')
      .setInputFiles(await pictureFile('main.jpg', '#204070', 'jpeg'));
    await form
      .getByLabel('Add gallery images')
      .setInputFiles([
        await pictureFile('side.png', '#a05030', 'png'),
        await pictureFile('detail.webp', '#30a050', 'webp'),
      ]);
    await expect(form.getByRole('img', { name: 'Main, not uploaded yet' })).toBeVisible();
    await expect(
      form.getByRole('list', { name: 'Gallery images to upload' }).getByRole('img'),
    ).toHaveCount(2);
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByRole('button', { name: 'Creating…' })).toBeDisabled();

    // Created first, then its images uploaded: the form carries on in edit mode.
    const editor = page.getByRole('dialog', { name: `Edit ${name}` });
    // Three uploads, each checked and registered, on a shared two-core machine: allow them time.
    await expect(editor.getByRole('img', { name: `${name}, main` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(editor.getByRole('list', { name: 'Gallery' }).getByRole('img')).toHaveCount(2);

    // Sizes: the dimension and size-name rules at their fields, then Queen and King.
    const addSize = editor.getByRole('form', { name: 'Add size' });
    await addSize.getByLabel('Dimension').fill('152 x');
    await addSize.getByRole('button', { name: 'Add size' }).click();
    await expect(
      addSize.getByText('Dimension should look like 200x120 or 200x120x25'),
    ).toBeVisible();
    // Typed with spaces and a capital X, it is saved as 152x190.
    await addSize.getByLabel('Dimension').fill('152 X 190');
    await addSize.getByRole('button', { name: 'Add size' }).click();
    await expect(addSize.getByText('Invalid size name selected.')).toBeVisible();
    await addSize.getByLabel('Size name').selectOption('Queen');
    await addSize.getByLabel('Size stock').fill('4');
    await addSize.getByRole('button', { name: 'Add size' }).click();
    const sizes = editor.getByRole('form', { name: 'Sizes' });
    await expect(sizes.getByRole('row')).toHaveCount(2);
    await expect(sizes.getByLabel('Stock of 152x190')).toHaveValue('4');
    // The form empties itself once the size is saved, which may come just after the list shows
    // it: typing before that would be wiped.
    await expect(addSize.getByLabel('Dimension')).toHaveValue('');
    await addSize.getByLabel('Dimension').fill('183x190');
    await addSize.getByLabel('Size name').selectOption('King');
    await addSize.getByLabel('Price delta ($)').fill('300');
    await addSize.getByLabel('Size stock').fill('2');
    await addSize.getByRole('button', { name: 'Add size' }).click();
    await expect(sizes.getByRole('row')).toHaveCount(3);

    // A feature needs a name and an image.
    const addFeature = editor.getByRole('form', { name: 'Add feature' });
    await addFeature.getByRole('button', { name: 'Add feature' }).click();
    await expect(addFeature.getByText('Feature name is required')).toBeVisible();
    await addFeature.getByLabel('Feature name').fill('CoolTouch Cover');
    await addFeature.getByRole('button', { name: 'Add feature' }).click();
    await expect(addFeature.getByText('Please choose a feature image')).toBeVisible();
    await addFeature.getByLabel('Slogan').fill('Sleep cooler, all night');
    await addFeature
      .getByLabel('Paragraphs')
      .fill('Breathes through the night.\n\n\nWashable at 40 degrees.');
    await addFeature
      .getByLabel('Choose feature image')
      .setInputFiles(await pictureFile('cool.png', '#88aacc', 'png'));
    await addFeature.getByRole('button', { name: 'Add feature' }).click();
    await expect(editor.getByRole('list', { name: 'Features' })).toContainText('CoolTouch Cover');
    await expect(editor.getByRole('list', { name: 'Features' })).toContainText(
      'Sleep cooler, all night',
    );

    await editor.screenshot({ path: test.info().outputPath('product-form.png') });
    await editor.getByRole('button', { name: 'Close product form' }).click();

    // In the list, hidden until shown.
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Resort · $1,499.00');
    const visibility = row.getByRole('switch', { name: `Show ${name} in the shop` });
    await expect(visibility).toHaveAttribute('aria-checked', 'false');
    await visibility.click();
    await expect(visibility).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: test.info().outputPath('admin-products.png'), fullPage: true });

    // A shopper finds it on its collection page and its product page, with its images and sizes.
    const shopper = await shopperPage(browser, baseURL);
    await shopper.goto('/products/collection/resort');
    const card = shopper.getByRole('link', { name: new RegExp(name) }).first();
    await expect(card).toBeVisible();
    await expect(shopper.locator(`img[alt="${name}"]`).first()).toHaveAttribute(
      'src',
      /\/media\/products\/\d+\/main\//,
    );
    await card.click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      shopper.getByRole('list', { name: 'Product images' }).getByRole('listitem'),
    ).toHaveCount(3);
    const chips = shopper.getByRole('group', { name: 'Size' });
    await expect(chips.getByRole('radio')).toHaveCount(2);
    await expect(chips).toContainText('Queen');
    await expect(chips).toContainText('King');
    await expect(shopper.getByText('CoolTouch Cover')).toBeVisible();
    await expect(shopper.getByText('Washable at 40 degrees.')).toBeVisible();
    // Every image of the page loaded (none fell back to the stock photo).
    const broken = await shopper
      .locator('main img')
      .evaluateAll(
        (images) =>
          (images as HTMLImageElement[]).filter(
            (image) => image.complete && image.naturalWidth === 0,
          ).length,
      );
    expect(broken).toBe(0);
    await shopper.screenshot({
      path: test.info().outputPath('shopper-product.png'),
      fullPage: true,
    });

    // Hidden again: gone from the storefront.
    await visibility.click();
    await expect(visibility).toHaveAttribute('aria-checked', 'false');
    await shopper.goto('/products/collection/resort');
    await expect(shopper.getByRole('heading', { name: 'Resort Collection' })).toBeVisible();
    await expect(shopper.getByText(name)).toHaveCount(0);
    await shopper.context().close();
    expect(alerts).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('a refused visibility or stock change goes back and says so in a toast', async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    await openAdmin(page);
    const row = page.getByRole('listitem').filter({ hasText: cloudPillow.name });
    const visibility = row.getByRole('switch', {
      name: `Show ${cloudPillow.name} in the shop`,
    });
    await expect(visibility).toHaveAttribute('aria-checked', 'true');

    // The server stands in as failing, at the network edge.
    await page.route('**/api/products/*/visibility', (route) =>
      route.fulfill({ status: 500, json: {} }),
    );
    await visibility.click();
    const failures = page.getByRole('alert');
    await expect(failures.getByText('Failed to update visibility')).toBeVisible();
    await expect(visibility).toHaveAttribute('aria-checked', 'true');

    await page.route(/\/api\/products\/\d+$/, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, json: { message: 'Stock changed meanwhile.' } })
        : route.fallback(),
    );
    const stock = row.getByRole('spinbutton', { name: `Stock of ${cloudPillow.name}` });
    const before = await stock.inputValue();
    await stock.fill('999');
    await stock.press('Enter');
    // The server's message first (spec section 8), in the page rather than a blocking dialog.
    await expect(failures.getByText('Stock changed meanwhile.')).toBeVisible();
    await expect(stock).toHaveValue(before);
    expect(alerts).toEqual([]);
  });

  test(`works on a phone: the list, the form and its messages ${PHONE_ONLY}`, async ({ page }) => {
    // axe audits a list of every product twice.
    test.slow();
    await openAdmin(page);
    await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoPageOverflow(page);
    await page.screenshot({ path: test.info().outputPath('admin-products-phone.png') });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit 8etterCare 1' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit 8etterCare 1' });
    await expect(editor.getByRole('img', { name: '8etterCare 1, main' })).toBeVisible();
    await expect(editor.getByRole('form', { name: 'Sizes' }).getByRole('row')).toHaveCount(5);
    await editor.getByLabel('Name', { exact: true }).fill(' ');
    await editor.getByRole('button', { name: 'Save product' }).click();
    await expect(editor.getByText('Product name is required.')).toBeVisible();
    // A product with sizes holds what its sizes hold, and the form says so.
    await expect(editor.getByLabel('Stock', { exact: true })).toBeDisabled();
    await expect(
      editor.getByText('The sum of its sizes’ stock: change it under Sizes.'),
    ).toBeVisible();
    await editor.screenshot({ path: test.info().outputPath('product-form-phone.png') });
    expect(await seriousViolations(page)).toEqual([]);
    // The error goes as soon as the field is corrected.
    await editor.getByLabel('Name', { exact: true }).fill('8etterCare 1');
    await expect(editor.getByText('Product name is required.')).toHaveCount(0);
    await editor.getByRole('button', { name: 'Close product form' }).click();
    await expect(editor).toBeHidden();
  });
});
