import { expect, type Page, test } from './support/app-test';

const STORES = [
  {
    name: '8etterSleep Gallery, Ubi',
    address: '3 Ubi Avenue 3, #01-10, Singapore 408857',
    hours: '11:00am–8:30pm',
    tel: 'tel:+6561234567',
    mapQuery: '3 Ubi Avenue 3 Singapore 408857',
  },
  {
    name: '8etterSleep Studio, Tampines',
    address: '10 Tampines Central 1, #03-21, Singapore 529536',
    hours: '11:00am–7:00pm',
    tel: 'tel:+6562345678',
    mapQuery: '10 Tampines Central 1 Singapore 529536',
  },
] as const;

const main = (page: Page) => page.getByRole('main');

/** The map is another site: tests never reach it, which is also how "the map cannot load" looks. */
async function blockMaps(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort());
}

test('About Us tells the story and shows both stores', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About Us | 8etterSleep');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Our story' })).toBeVisible();
  for (const store of STORES) {
    await expect(main(page).getByRole('heading', { name: store.name })).toBeVisible();
  }
});

test('Contact Us lists both stores with hours, phone and directions', async ({ page }) => {
  await blockMaps(page);
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | 8etterSleep');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Showroom', { exact: true })).toBeVisible();

  const locations = page.getByRole('region', { name: 'Our Locations' });
  for (const store of STORES) {
    const card = locations.getByRole('article').filter({ hasText: store.name });
    await expect(card).toContainText(store.address);
    await expect(card).toContainText(`Open daily, ${store.hours}`);
    await expect(card.locator(`a[href="${store.tel}"]`)).toBeVisible();
    await expect(card.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(store.mapQuery)}`,
    );
  }
});

test('Find Us loads its map only near the viewport, and directions work without it', async ({
  page,
}) => {
  await blockMaps(page);
  const response = await page.goto('/contact');
  expect(response?.headers()['content-security-policy']).toContain(
    'frame-src https://www.openstreetmap.org',
  );
  const findUs = page.getByRole('region', { name: 'Find Us' });
  await expect(findUs.locator('iframe')).toHaveCount(0);

  await findUs.getByRole('heading', { name: 'Find Us' }).scrollIntoViewIfNeeded();
  await findUs.getByRole('button', { name: 'Tampines' }).scrollIntoViewIfNeeded();
  const map = findUs.locator('iframe');
  await expect(map).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
  );
  await expect(map).toHaveAttribute('title', `Map of ${STORES[0].name}`);

  await findUs.getByRole('button', { name: 'Tampines' }).click();
  await expect(findUs.getByRole('button', { name: 'Tampines' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(map).toHaveAttribute('title', `Map of ${STORES[1].name}`);
  // The map request is blocked here, yet the way to the store is still one tap away.
  await expect(findUs.getByRole('link', { name: /Directions to Tampines/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(STORES[1].mapQuery)}`,
  );
});

test('Find Us gives up a map that does not answer: a still picture, the address and directions stay', async ({
  page,
}) => {
  await page.clock.install();
  // The map site never answers (a network that swallows it), so the map never loads.
  await page.route('https://www.openstreetmap.org/**', () => undefined);
  await page.goto('/contact');
  const findUs = page.getByRole('region', { name: 'Find Us' });
  await findUs.getByRole('button', { name: 'Tampines' }).click();
  await expect(findUs.locator('iframe')).toHaveCount(1);
  await expect(findUs.getByText('Loading map…')).toBeVisible();

  // The map's time to load (MAP_LOAD_TIMEOUT_MS, 8 s) runs out on the page's clock.
  await page.clock.fastForward(8_000);
  await expect(findUs.locator('iframe')).toHaveCount(0);
  await expect(findUs.getByText('Loading map…')).toHaveCount(0);
  await expect(findUs.getByRole('status')).toHaveText(
    `The map could not load. ${STORES[1].address}`,
  );
  await expect(findUs.getByRole('link', { name: /Directions to Tampines/ })).toBeVisible();
});

test('Warranty states the 10-year limited warranty terms', async ({ page }) => {
  await page.goto('/warranty');
  await expect(page).toHaveTitle('Warranty | 8etterSleep');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1 })).toHaveText('10-Year Limited Warranty');
  await expect(content).toContainText('Years 0–2');
  await expect(content).toContainText('repair or replace a defective mattress free of charge');
  await expect(content).toContainText('Transport is excluded.');
  await expect(content).toContainText('Years 3–10');
  await expect(content).toContainText('years owned × 1/12 × list price + transport');
  await expect(content).toContainText('Body impressions of 38 mm or less');
  await expect(content).toContainText('Size variance of ±2 cm.');
  // The worked example is computed, in S$ with two decimals.
  await expect(content).toContainText('= S$600.00, plus transport');
});

test('Delivery & Services states the days, windows and every fee in S$', async ({ page }) => {
  await page.goto('/delivery');
  await expect(page).toHaveTitle('Delivery & Services | 8etterSleep');
  const content = main(page);
  await expect(content).toContainText('Monday–Saturday');
  await expect(content).toContainText('10am–6pm');
  for (const window of ['10am–1pm', '1pm–4pm', '3pm–6pm']) {
    await expect(content.getByRole('list', { name: 'Delivery windows' })).toContainText(window);
  }
  await expect(content).toContainText('no deliveries on Sundays and public holidays');

  const fees = content.getByRole('table', { name: 'Service fees in Singapore dollars' });
  for (const [service, fee] of [
    ['Cancellation or postponement', 'S$50.00'],
    ['Redelivery', 'S$120.00'],
    ['Urgent same-day delivery', 'S$120.00'],
    ['Transporting an existing product', 'S$120.00 per set'],
    ['Shifting service', 'S$240.00 per set'],
    ['Waterbed disposal', 'S$120.00 per piece'],
  ] as const) {
    await expect(fees.getByRole('row', { name: new RegExp(`^${service}`) })).toContainText(fee);
  }

  const inspection = content.getByRole('table', { name: 'Inspection fees in Singapore dollars' });
  await expect(inspection.getByRole('row', { name: /^Years 0–2/ })).toContainText('Free');
  await expect(inspection.getByRole('row', { name: /^From year 3/ })).toContainText('S$100.00');
  await expect(content).toContainText('Monday–Friday, 10am–6pm');
});

test('FAQ answers open one by one', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle('FAQ | 8etterSleep');
  const delivery = page.getByText(
    'Delivery takes 1–4 weeks. We confirm your delivery slot one day ahead.',
  );
  await expect(delivery).toBeHidden();
  await page.getByText('How long does delivery take?').click();
  await expect(delivery).toBeVisible();

  // The moving services' prices are the shop's data, as the server rendered them.
  const moving = page.getByText(/^Yes\. Transporting an existing product costs/);
  await expect(moving).toBeHidden();
  await page.getByText('Can you move a mattress I already have?').click();
  await expect(moving).toHaveText(
    'Yes. Transporting an existing product costs S$120.00 per set, and our shifting service costs S$240.00 per set.',
  );

  const returns = page.getByText(/we accept returns only for manufacturing defects/);
  await expect(returns).toBeHidden();
  await page.getByText('Can I return my mattress?').click();
  await expect(returns).toBeVisible();
  await expect(returns).toContainText('Once a mattress is unboxed');
});
