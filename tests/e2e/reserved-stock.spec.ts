import { randomBytes } from 'node:crypto';
import { request } from '@playwright/test';
import { postWithToken } from './support/accounts';
import { adminApi } from './support/admin-api';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';

/**
 * Issue 23: the last unit of a size held by another shopper's unpaid checkout reads as reserved,
 * with when it may be back, and cannot be chosen. A mattress of this test's own, so holding its
 * one unit disturbs no other spec.
 */
test('a size whose last unit another shopper is paying for reads as reserved and cannot be chosen', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await adminApi(baseURL ?? '');
  const name = `Reserved Test ${randomBytes(3).toString('hex')}`;
  const { productId } = (await admin.send('POST', '/api/products/create', {
    name,
    price: 900,
    description: 'Held by someone paying.',
    collection: 'Resort',
    stockQty: 0,
  })) as { productId: number };
  await admin.send('POST', `/api/products/${productId}/sizes`, {
    label: '91x190',
    sizeName: 'Single',
    priceDelta: 0,
    stockQty: 1,
  });
  await admin.send('POST', `/api/products/${productId}/sizes`, {
    label: '152x190',
    sizeName: 'Queen',
    priceDelta: 300,
    stockQty: 1,
  });
  await admin.send('PUT', `/api/products/${productId}/visibility`, { isVisible: true });
  // Another shopper takes the last Single to the payment page and leaves it open.
  const holder = await request.newContext({ baseURL });
  let paymentUrl: string | undefined;
  try {
    await postWithToken(holder, '/api/cart/items', {
      productId,
      sizeLabel: '91x190',
      quantity: 1,
    });
    const opened = await postWithToken(holder, '/api/checkout/session', {});
    paymentUrl = ((await opened.json()) as { url: string }).url;

    await page.goto(`/product/${productId}`);
    const single = page.getByRole('radio', { name: /^Single\b/ });
    const chip = page.locator('label').filter({ has: single });
    await expect(chip).toContainText(/Reserved — may be back within (29|30) minutes/);
    await expect(chip).not.toContainText('Out of stock');
    await expect(single).toBeDisabled();
    await expect(page.getByRole('radio', { name: /^Queen\b/ })).toBeChecked();
    await page.getByRole('group', { name: 'Size' }).screenshot({
      path: testInfo.outputPath('reserved-size.png'),
    });

    // The API says which, for the size and the product.
    const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as {
      availability: string;
      dimensions: { label: string; availability: string; reserved: { qty: number } | null }[];
    };
    expect(product.availability).toBe('in_stock');
    expect(product.dimensions[0]).toMatchObject({
      label: '91x190',
      availability: 'reserved',
      reserved: { qty: 1 },
    });

    // The holder adds the Queen and checks out again: every unit is held, none sold out.
    await postWithToken(holder, '/api/cart/items', {
      productId,
      sizeLabel: '152x190',
      quantity: 1,
    });
    const again = await postWithToken(holder, '/api/checkout/session', {});
    paymentUrl = ((await again.json()) as { url: string }).url;
    await page.reload();
    const notice = page.getByText(/^Reserved — may be back within (29|30) minutes\.$/);
    await expect(notice).toBeVisible();
    await expect(page.getByText('Sold out.')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^Queen\b/ })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('reserved-product.png') });

    await page.goto('/products/collection/resort');
    const card = page.getByRole('link', { name: `${name} Resort` });
    await expect(card).toContainText(/Reserved — may be back within (29|30) minutes/);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('reserved-card.png') });
  } finally {
    // The holder gives up: the unit goes back, and the test's mattress leaves the shelf.
    if (paymentUrl) await holder.post(`${new URL(paymentUrl).pathname}/cancel`);
    await holder.dispose();
    await admin.send('PUT', `/api/products/${productId}/visibility`, { isVisible: false });
    await admin.dispose();
  }
});
