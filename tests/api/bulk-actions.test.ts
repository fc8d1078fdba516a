import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { mailTo } from '#tests/helpers/mailbox.js';
import { insertOrderAt } from '#tests/helpers/order-fixtures.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

let shop: AdminTestApp;
beforeAll(async () => {
  shop = await createAdminTestApp({ RATE_LIMIT_MAX: '10000' });
});
afterAll(() => shop.close());

const line = { productId: null, name: 'Cloud Fibre Pillow', qty: 1, unitPriceCents: 5_900 };
const order = (email: string, status: 'paid' | 'refunded' = 'paid') =>
  insertOrderAt(shop, { createdAt: new Date().toISOString(), lines: [line], email, status });

async function statusOf(orderId: number): Promise<string> {
  const rows = await shop.database.db.execute(sql`select status from orders where id = ${orderId}`);
  return (rows as unknown as { rows: { status: string }[] }).rows[0]?.status ?? 'none';
}

describe('several orders at once', () => {
  it('marks them processing in one call, each kept in its history, audited and mailed', async () => {
    const ids = [await order('bulk.a@example.sg'), await order('bulk.b@example.sg')];
    const store = await shop.staff('bulk.desk@example.sg', 'store');
    const answer = await store.put('/api/orders/admin/orders/status', {
      orderIds: ids,
      status: 'processing',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      message: '2 orders marked processing.',
      changed: 2,
    });
    expect([await statusOf(ids[0] as number), await statusOf(ids[1] as number)]).toEqual([
      'processing',
      'processing',
    ]);
    expect((await mailTo(shop, 'bulk.a@example.sg')).length).toBeGreaterThan(0);
    const trail = (await shop.admin.get('/api/admin/audit?entityType=order')).json<{
      entries: { entityId: number; actorEmail: string }[];
    }>();
    expect(
      trail.entries.filter((entry) => ids.includes(entry.entityId)).map((e) => e.actorEmail),
    ).toEqual(['bulk.desk@example.sg', 'bulk.desk@example.sg']);

    // Again: already processing, nothing changes.
    const again = await store.put('/api/orders/admin/orders/status', {
      orderIds: ids,
      status: 'processing',
    });
    expect(again.json().changed).toBe(0);
  });

  it('changes none when one cannot change, naming every order that cannot', async () => {
    const paid = await order('bulk.c@example.sg');
    const refunded = await order('bulk.d@example.sg', 'refunded');
    const answer = await shop.admin.put('/api/orders/admin/orders/status', {
      orderIds: [paid, refunded, 999_999],
      status: 'processing',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.map((error: { msg: string }) => error.msg)).toEqual([
      `Order #${refunded} cannot be marked processing: it is refunded. Refunded orders stay refunded: the money went back to the customer.`,
      'Order #999999 was not found.',
    ]);
    expect(await statusOf(paid)).toBe('paid');
  });

  it('refuses refunds and failures in bulk, and malformed choices, with every problem at once', async () => {
    const id = await order('bulk.e@example.sg');
    const refund = await shop.admin.put('/api/orders/admin/orders/status', {
      orderIds: [id],
      status: 'refunded',
    });
    expect(refund.statusCode).toBe(400);
    expect(refund.json().errors).toMatchObject([
      {
        msg: 'Several orders at once can be marked paid or processing; refunds and failures go one at a time.',
      },
    ]);
    const malformed = await shop.admin.put('/api/orders/admin/orders/status', {
      orderIds: [],
      status: 'shipped',
    });
    expect(malformed.json().errors).toHaveLength(2);
    expect(await statusOf(id)).toBe('paid');
    const catalogue = await shop.staff('bulk.shelf@example.sg', 'catalogue');
    const outside = await catalogue.put('/api/orders/admin/orders/status', {
      orderIds: [id],
      status: 'processing',
    });
    expect(outside.statusCode).toBe(403);
  });
});

describe('several products at once', () => {
  it('hides and shows them in one call, all or none, audited', async () => {
    const ids = [
      await insertProduct(shop, {
        name: 'Bulk Pillow One',
        priceCents: 4_900,
        collection: 'Accessories',
      }),
      await insertProduct(shop, {
        name: 'Bulk Pillow Two',
        priceCents: 4_900,
        collection: 'Accessories',
      }),
    ];
    const catalogue = await shop.staff('bulk.catalogue@example.sg', 'catalogue');
    const hidden = await catalogue.put('/api/products/bulk-visibility', {
      productIds: ids,
      isVisible: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe('2 products hidden from the shop.');
    for (const id of ids)
      expect((await new BrowserSession(shop.app).get(`/api/products/${id}`)).statusCode).toBe(404);

    const missing = await catalogue.put('/api/products/bulk-visibility', {
      productIds: [...ids, 999_999],
      isVisible: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product #999999 was not found.');
    // None was shown: all or none.
    for (const id of ids)
      expect((await new BrowserSession(shop.app).get(`/api/products/${id}`)).statusCode).toBe(404);

    const store = await shop.staff('bulk.store@example.sg', 'store');
    const outside = await store.put('/api/products/bulk-visibility', {
      productIds: ids,
      isVisible: true,
    });
    expect(outside.statusCode).toBe(403);
  });
});
