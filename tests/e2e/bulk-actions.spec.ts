import { adminScreen, confirmInPage, openAdmin, openAdminSection } from './support/admin';
import { adminApi } from './support/admin-api';
import { collectAlerts } from './support/alerts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { paidOrder } from './support/orders';
import { screenshotter } from './support/screenshots';

test.describe('bulk actions', () => {
  test('staff mark several orders processing and hide several products, each with one question', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alerts = collectAlerts(page);
    const shot = screenshotter(page, testInfo);
    const label = `bulk-${testInfo.project.name}-${Date.now()}`;
    await paidOrder(baseURL ?? '', label);
    await paidOrder(baseURL ?? '', label);
    const api = await adminApi(baseURL ?? '');
    for (const name of ['One', 'Two']) {
      await api.send('POST', '/api/products/create', {
        name: `${label} Bolster ${name}`,
        price: 29.9,
        collection: 'Accessories',
        stockQty: 5,
      });
    }
    await api.dispose();

    await openAdmin(page);
    await openAdminSection(page, 'Orders');
    const orders = adminScreen(page);
    await orders.getByLabel('Search').fill(label);
    await expect(orders.getByRole('checkbox', { name: /^Choose order/ })).toHaveCount(2);
    await orders.getByLabel('Choose all 2 shown').check();
    const bar = orders.getByRole('region', { name: 'Chosen orders' });
    await expect(bar).toContainText('2 orders chosen');
    await shot('orders-chosen');
    expect(await seriousViolations(page)).toEqual([]);
    await bar.getByRole('button', { name: 'Mark Processing' }).click();
    // Cancelling changes nothing.
    await confirmInPage(page, 'Mark 2 orders as processing?', 'Cancel');
    await expect(orders.getByText('processing', { exact: true })).toHaveCount(0);
    await bar.getByRole('button', { name: 'Mark Processing' }).click();
    await confirmInPage(page, 'Mark 2 orders as processing?', 'Mark Processing');
    await expect(page.getByText('2 orders marked processing.')).toBeVisible();
    await expect(orders.getByText('processing', { exact: true })).toHaveCount(2);
    await expect(bar).toBeHidden();

    await openAdminSection(page, 'Products');
    const products = adminScreen(page);
    await products.getByLabel('Search products by name').fill(label);
    await products.getByLabel('Choose all 2 shown').check();
    await products
      .getByRole('region', { name: 'Chosen products' })
      .getByRole('button', { name: 'Hide' })
      .click();
    await confirmInPage(page, 'Hide 2 products from the shop?', 'Hide');
    await expect(page.getByText('2 products hidden from the shop.')).toBeVisible();
    for (const name of ['One', 'Two']) {
      await expect(
        products.getByRole('switch', { name: `Show ${label} Bolster ${name} in the shop` }),
      ).toHaveAttribute('aria-checked', 'false');
    }
    await shot('products-hidden');
    expect(alerts).toEqual([]);
  });
});
