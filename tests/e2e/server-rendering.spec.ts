import { expect, type Page, test } from './support/app-test';
import { firmMattress } from './support/products';

/**
 * Storefront pages come rendered from the server (decision 0010): a shopper sees them before any
 * script has run, and the browser then takes the same elements over instead of drawing anew.
 */

test.describe('pages rendered on the server', () => {
  test.use({ javaScriptEnabled: false });

  test('show their content with no script at all', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sleep well. Wake up better.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Made for deeper sleep' })).toBeVisible();

    await page.goto('/products/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: /8etterCare 1/ }).first()).toBeVisible();

    await page.goto(firmMattress.path);
    await expect(page.getByRole('heading', { level: 1, name: '8etterCare 1' })).toBeVisible();
    await expect(page.getByText(/^Price:\s*\$[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeChecked();

    await page.goto('/search?q=pilow');
    await expect(page.getByText('Showing results for')).toBeVisible();
    await expect(page.getByRole('link', { name: /Pillow/ }).first()).toBeVisible();
  });

  test('show what the query string asks for, whatever else it carries (decision 0036)', async ({
    page,
  }) => {
    await page.goto(`/search?utm_source=mail&q=pilow&x=${Date.now()}`);
    await expect(page.getByText('Showing results for')).toBeVisible();
    await expect(page.getByRole('link', { name: /Pillow/ }).first()).toBeVisible();

    await page.goto('/products/all?fbclid=abc&kind=accessory&size=Huge');
    await expect(page.getByRole('link', { name: /Pillow/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /8etterCare 1/ })).toHaveCount(0);
  });
});

test.describe('a page asked with parameters it does not read', () => {
  test('is taken over by the browser without errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/products/all?utm_source=mail&kind=mattress&x=${Date.now()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mattresses' })).toBeVisible();
    await expect(page.getByRole('link', { name: /8etterCare 1/ }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

/** Holds the app's code back until the returned function is called: the page stays as sent. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/start-*.js', async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

test.describe('the browser', () => {
  // This test watches the page before the app runs.
  test.use({ awaitApp: false });

  test('takes the rendered page over, element for element, in place, without errors', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    // The app's code is held back until the rendered page has been marked.
    const release = await holdTheApp(page);
    const appRunning = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/session'),
    );
    await page.goto(firmMattress.path, { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1, name: '8etterCare 1' });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => {
      (element as HTMLElement & { renderedByServer?: boolean }).renderedByServer = true;
    });

    // A shopper already reading further down keeps their place when the app takes over.
    await page.evaluate(() => window.scrollTo(0, 400));

    release();
    await appRunning;
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    // Keys reach the app: "/" opens the search overlay.
    await page.locator('body').press('/');
    await expect(page.getByRole('dialog', { name: 'Search the shop' })).toBeVisible();
    expect(
      await heading.evaluate(
        (element) => (element as HTMLElement & { renderedByServer?: boolean }).renderedByServer,
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
  });

  test('keeps a tap made before the app runs and answers it once the app is live', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'load' });
    // The rendered bag button is on screen, but nothing listens to it yet.
    await page.getByRole('button', { name: /^Shopping bag/ }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Bag' })).toHaveCount(0);

    release();
    await expect(page.getByRole('dialog', { name: 'Shopping Bag' })).toBeVisible();
  });

  test('holds a form sent before the app runs and sends it once the app is live, never as a query string', async ({
    page,
    baseURL,
  }) => {
    const release = await holdTheApp(page);
    const address = `${baseURL}/register`;
    await page.goto(address, { waitUntil: 'load' });
    // Sent by the browser alone, the password would land in the address bar and history.
    await page.getByLabel('Email', { exact: true }).fill('early.form@example.sg');
    await page.getByLabel('Password', { exact: true }).fill('Typed-before-the-app-4');
    await page.getByLabel('Repeat password').fill('Typed-before-the-app-5');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(address);

    release();
    // The app judged the form it was handed: the terms are not accepted, so nothing was sent.
    await expect(page.getByRole('alert')).toHaveText('You must accept the terms and conditions.');
    await expect(page).toHaveURL(address);
  });
});
