import { adminScreen, expectNoPageOverflow, openAdmin, openAdminSection } from './support/admin';
import { adminApi } from './support/admin-api';
import { collectAlerts } from './support/alerts';
import { expect, type Locator, type Page, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { paidOrder } from './support/orders';
import { firmMattress } from './support/products';
import { DESKTOP_ONLY } from './support/projects';
import { screenshotter } from './support/screenshots';
import { createVoucher } from './support/vouchers';

/** Today in Singapore, as the date filters take it. */
const singaporeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format();

/**
 * Whether an element shows whole where it is: inside the screen's width, its text not cut
 * (nothing wider than its box) and nothing drawn over its middle.
 */
async function shownWhole(element: Locator, page: Page): Promise<string | null> {
  await element.scrollIntoViewIfNeeded();
  const screen = page.viewportSize()?.width ?? 0;
  return element.evaluate((node, width) => {
    const rect = node.getBoundingClientRect();
    if (rect.left < 0 || rect.right > width + 1)
      return `off the screen (${rect.left}–${rect.right})`;
    if (node.scrollWidth > node.clientWidth + 1)
      return `clipped (${node.scrollWidth} > ${node.clientWidth})`;
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && node.contains(hit) ? null : `covered by ${hit?.outerHTML.slice(0, 80)}`;
  }, screen);
}

/** Opens Orders and narrows them to one shopper's order: the row (or card) of that order. */
async function ordersOf(page: Page, email: string): Promise<Locator> {
  await openAdminSection(page, 'Orders');
  const orders = adminScreen(page);
  await orders.getByLabel('Search').fill(email);
  const row = orders.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('admin tables at 390 and 1280 px', () => {
  test('an order’s status, total and buttons are on the screen, whole, at either width', async ({
    page,
    baseURL,
  }) => {
    const { email } = await paidOrder(baseURL ?? '', 'tables-reach');
    await openAdmin(page);
    const row = await ordersOf(page, email);
    const status = row.getByText('paid', { exact: true });
    const total = row.getByRole('cell').filter({ hasText: /\$\d/ }).last();
    for (const part of [status, total, ...(await row.getByRole('button').all())]) {
      expect(await shownWhole(part, page), await part.innerText()).toBeNull();
    }
    await expectNoPageOverflow(page);
    const region = adminScreen(page).getByRole('region', { name: 'Orders table' });
    // Nothing to scroll sideways: the table fits, or its rows are cards.
    expect(
      await region.evaluate((node) => node.scrollWidth - node.clientWidth),
    ).toBeLessThanOrEqual(1);
    const phone = (page.viewportSize()?.width ?? 0) < 640;
    await expect(region.getByRole('table')).toHaveAttribute(
      'data-layout',
      phone ? 'cards' : 'table',
    );
    if (phone) {
      // A card names each field it shows.
      for (const label of ['Customer', 'Total', 'Status', 'Placed']) {
        await expect(row.getByText(label, { exact: true })).toBeVisible();
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`at 1280 px every column of Orders shows whole, dates uncut ${DESKTOP_ONLY}`, async ({
    page,
    baseURL,
  }) => {
    const { email } = await paidOrder(baseURL ?? '', 'tables-columns');
    await openAdmin(page);
    const row = await ordersOf(page, email);
    const table = adminScreen(page).getByRole('table', { name: 'Orders, newest first' });
    const headers = await table.getByRole('columnheader').all();
    // The spec's columns, the delivery slot and the box that chooses the row for a bulk change.
    expect(headers.length).toBe(11);
    for (const header of headers) {
      expect(await shownWhole(header, page), await header.innerText()).toBeNull();
    }
    for (const cell of await row.getByRole('cell').all()) {
      expect(await shownWhole(cell, page), await cell.innerText()).toBeNull();
    }
    await expect(row).toContainText(/\d{1,2} \w{3} \d{4}\d{1,2}:\d{2} [ap]m/);
  });

  test('the order filters are kept in the address: a reload shows the same orders', async ({
    page,
    baseURL,
  }) => {
    const { email, deliveryDate } = await paidOrder(baseURL ?? '', 'tables-filters');
    await openAdmin(page);
    await openAdminSection(page, 'Orders');
    const orders = adminScreen(page);
    await orders.getByLabel('Search').fill(email);
    await orders.getByLabel('Status').selectOption('paid');
    await orders.getByLabel('Placed from').fill(singaporeToday());
    await orders.getByLabel('Placed to').fill(singaporeToday());
    await orders.getByLabel('Delivery date').fill(deliveryDate);
    await expect(orders.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('tab') === 'orders' &&
        url.searchParams.get('q') === email &&
        url.searchParams.get('status') === 'paid' &&
        url.searchParams.get('from') === singaporeToday() &&
        url.searchParams.get('to') === singaporeToday() &&
        url.searchParams.get('delivery') === deliveryDate,
    );

    await page.reload();
    const reloaded = adminScreen(page);
    await expect(reloaded.getByLabel('Search')).toHaveValue(email);
    await expect(reloaded.getByLabel('Status')).toHaveValue('paid');
    await expect(reloaded.getByLabel('Placed from')).toHaveValue(singaporeToday());
    await expect(reloaded.getByLabel('Placed to')).toHaveValue(singaporeToday());
    await expect(reloaded.getByLabel('Delivery date')).toHaveValue(deliveryDate);
    await expect(reloaded.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await expect(reloaded.getByRole('row')).toHaveCount(2);

    // Cleared, a filter leaves the address too.
    await reloaded.getByLabel('Status').selectOption('');
    await expect(page).toHaveURL((url) => !url.searchParams.has('status'));
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === email);
  });

  test('every admin table, screenshotted', async ({ page, baseURL }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const shot = screenshotter(page, testInfo);
    const { email } = await paidOrder(baseURL ?? '', 'tables-shots', 2);
    await createVoucher(baseURL ?? '', 'TABLES');
    await openAdmin(page);
    const row = await ordersOf(page, email);
    const orderId = (await row.getByRole('rowheader').innerText()).match(/#(\d+)/)?.[1];
    const admin = await adminApi(baseURL ?? '');
    await admin.send('POST', `/api/orders/admin/orders/${orderId}/refunds`, {
      amountCents: 500,
      reason: 'Goodwill for a late delivery',
    });
    await admin.dispose();
    await adminScreen(page).getByLabel('Search').fill('');
    await expect(adminScreen(page).getByRole('row').nth(3)).toBeVisible();
    await shot('orders');

    await adminScreen(page).getByLabel('Search').fill(email);
    await row.getByRole('button', { name: /^View order/ }).click();
    const detail = page.getByRole('dialog', { name: /^Order #\d+/ });
    const refunds = detail.getByRole('region', { name: 'Refunds table' });
    await expect(refunds).toContainText('Goodwill');
    for (const table of ['Order items table', 'Refunds table']) {
      await detail.getByRole('region', { name: table }).scrollIntoViewIfNeeded();
      await detail.screenshot({ path: testInfo.outputPath(`${table.toLowerCase()}.png`) });
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    for (const [section, table] of [
      ['Vouchers', 'Vouchers table'],
      ['Analytics', 'Orders to fulfill table'],
      ['Stock', 'Low stock table'],
    ] as const) {
      await openAdminSection(page, section);
      await expect(adminScreen(page).getByRole('region', { name: table })).toBeVisible();
      await expectNoPageOverflow(page);
      await shot(section.toLowerCase());
    }
    expect(await seriousViolations(page)).toEqual([]);

    await openAdminSection(page, 'Products');
    await page.getByRole('button', { name: `Edit ${firmMattress.name}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit ${firmMattress.name}` });
    const sizes = editor.getByRole('region', { name: 'Sizes table' });
    await sizes.scrollIntoViewIfNeeded();
    await expect(sizes.getByRole('spinbutton').first()).toBeVisible();
    await editor.screenshot({ path: testInfo.outputPath('sizes.png') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(alerts).toEqual([]);
  });
});
