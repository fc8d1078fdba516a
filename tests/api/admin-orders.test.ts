import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FAILURE_MESSAGE } from '#server/modules/auth/csrf.js';
import type { OrderStatus } from '#shared/constants.js';
import {
  type AdminOrder,
  adminOrderItemsSchema,
  adminOrderListSchema,
  orderStatusUpdateResponseSchema,
} from '#shared/schemas/admin-order.js';
import { analyticsSummarySchema } from '#shared/schemas/analytics.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import {
  type AdminTestApp,
  createAdminTestApp,
  TEST_ADMIN,
} from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  applyVoucher,
  insertVoucher,
  paySandbox,
  startCheckout,
  startSandboxCheckout,
} from '#tests/helpers/checkout.js';
import { mailTo } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  StripeStandIn,
  signedEvent,
} from '#tests/helpers/stripe-stand-in.js';

async function listOrders(admin: BrowserSession, query = ''): Promise<AdminOrder[]> {
  const response = await admin.get(`/api/orders/admin/orders?limit=200${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return adminOrderListSchema.parse(response.json()).orders;
}

async function markStatus(admin: BrowserSession, orderId: number, status: string) {
  const response = await admin.put(`/api/orders/admin/orders/${orderId}/status`, { status });
  expect(response.statusCode, response.body).toBe(200);
  return orderStatusUpdateResponseSchema.parse(response.json());
}

describe('admin orders on the sandbox', () => {
  let shop: AdminTestApp;
  let admin: BrowserSession;
  let counter = 0;

  beforeAll(async () => {
    shop = await createAdminTestApp();
    admin = shop.admin;
  });
  afterAll(() => shop.close());

  /** A customer pays 2 pillows at $49.90 on the sandbox page, with a voucher when given. */
  async function sandboxOrder(email: string, voucher?: string): Promise<number> {
    counter += 1;
    const pillowId = await insertProduct(shop, {
      name: `Admin Pillow ${counter}`,
      priceCents: 4_990,
      stockQty: 10,
      collection: 'Accessories',
    });
    const customer = await shop.customer(email);
    await addToBag(customer, pillowId, null, 2);
    if (voucher) await applyVoucher(customer, voucher);
    const sessionId = await startSandboxCheckout(customer);
    expect((await paySandbox(shop, sessionId, { email })).statusCode).toBe(303);
    const lookup = await customer.get(`/api/orders/lookup?session_id=${sessionId}`);
    expect(lookup.statusCode, lookup.body).toBe(200);
    return lookup.json().order.order_id;
  }

  it('answers visitors 401 and customers 403, and refuses a change without the token', async () => {
    const orderId = await sandboxOrder('guarded.shopper@example.sg');
    const customer = await shop.customer('not.an.admin@example.sg');
    const visitor = new BrowserSession(shop.app);
    const calls = [
      { method: 'GET', url: '/api/orders/admin/orders?limit=200' },
      { method: 'GET', url: `/api/orders/admin/orders/${orderId}/items` },
      {
        method: 'PUT',
        url: `/api/orders/admin/orders/${orderId}/status`,
        body: { status: 'refunded' },
      },
    ] as const;
    for (const call of calls) {
      const body = 'body' in call ? call.body : undefined;
      expect((await visitor.request(call.method, call.url, { body })).statusCode).toBe(401);
      const forbidden = await customer.request(call.method, call.url, { body });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Admins only', code: 'admin_only' });
    }
    const noToken = await admin.request('PUT', `/api/orders/admin/orders/${orderId}/status`, {
      body: { status: 'refunded' },
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ message: CSRF_FAILURE_MESSAGE, code: 'csrf_failed' });
    expect((await listOrders(admin, `&q=${orderId}`))[0]?.status).toBe('paid');
  });

  it('lists newest first with the fields of section 3, found by id, e-mail, user id and voucher', async () => {
    await insertVoucher(shop, { code: 'ADMINFIND', amountOffCents: 1_500 });
    const first = await sandboxOrder('first.finder@example.sg');
    const second = await sandboxOrder('second.finder@example.sg', 'ADMINFIND');
    const all = await listOrders(admin);
    expect(all.findIndex((o) => o.orderId === second)).toBeLessThan(
      all.findIndex((o) => o.orderId === first),
    );
    const [byVoucher, ...others] = await listOrders(admin, '&q=adminfind');
    expect(others).toEqual([]);
    expect(byVoucher).toMatchObject({
      orderId: second,
      email: 'second.finder@example.sg',
      currency: 'SGD',
      status: 'paid',
      voucherCode: 'ADMINFIND',
      subtotalCents: 9_980,
      discountCents: 1_500,
      totalCents: 8_480,
      itemCount: 2,
      shippingLine1: '10 Tampines Central 1, #03-21',
      shippingPostal: '529536',
      paymentProvider: 'sandbox',
      receiptUrl: `/api/orders/${second}/receipt`,
      refundedAt: null,
    });
    expect((await listOrders(admin, `&q=${first}`)).map((o) => o.orderId)).toContain(first);
    expect((await listOrders(admin, '&q=FIRST.FINDER')).map((o) => o.orderId)).toEqual([first]);
    const userId = byVoucher?.userId;
    expect((await listOrders(admin, `&q=${userId}`)).map((o) => o.orderId)).toContain(second);
    expect(await listOrders(admin, '&q=nobody-at-all')).toEqual([]);
    expect(await listOrders(admin, '&status=failed')).toEqual([]);
    // A search with LIKE's own characters matches them literally.
    expect(await listOrders(admin, '&q=%25')).toEqual([]);
  });

  it('keeps every status change with who and when; the same status again changes nothing', async () => {
    const orderId = await sandboxOrder('history.shopper@example.sg');
    const before = Date.now();
    const processing = await markStatus(admin, orderId, 'processing');
    expect(processing.message).toBe(`Order #${orderId} marked processing.`);
    expect(processing.order.status).toBe('processing');
    const again = await markStatus(admin, orderId, 'processing');
    expect(again.message).toBe(`Order #${orderId} is already processing.`);
    await markStatus(admin, orderId, 'paid');
    await markStatus(admin, orderId, 'failed');
    const refunded = await markStatus(admin, orderId, 'refunded');
    expect(refunded.order.refundedAt).not.toBeNull();

    const detail = await admin.get(`/api/orders/admin/orders/${orderId}/items`);
    expect(detail.statusCode).toBe(200);
    const { items, history } = adminOrderItemsSchema.parse(detail.json());
    expect(items).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/^Admin Pillow/), qty: 2 }),
    ]);
    expect(items[0]?.unit_price_cents).toBe(4_990);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      ['paid', 'processing', TEST_ADMIN.email],
      ['processing', 'paid', TEST_ADMIN.email],
      ['paid', 'failed', TEST_ADMIN.email],
      ['failed', 'refunded', TEST_ADMIN.email],
    ]);
    for (const change of history) {
      expect(Date.parse(change.changedAt)).toBeGreaterThanOrEqual(before - 1_000);
    }
  });

  /** What a refused change must leave as it was: the order, its history and audit, mail, revenue. */
  async function footprint(orderId: number, email: string) {
    const [order] = await listOrders(admin, `&q=${email}`);
    const detail = adminOrderItemsSchema.parse(
      (await admin.get(`/api/orders/admin/orders/${orderId}/items`)).json(),
    );
    const audit = await admin.get(`/api/admin/audit?entityType=order&entityId=${orderId}`);
    const summary = await admin.get('/api/analytics/orders/summary');
    expect(summary.statusCode, summary.body).toBe(200);
    return {
      order,
      history: detail.history,
      audit: auditListSchema.parse(audit.json()).entries,
      mails: (await mailTo(shop, email)).map((mail) => mail.subject),
      revenueCents: analyticsSummarySchema.parse(summary.json()).revenueCents,
    };
  }

  async function expectRefused(orderId: number, status: OrderStatus) {
    const response = await admin.put(`/api/orders/admin/orders/${orderId}/status`, { status });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      message: expect.stringMatching(new RegExp(`^Order #${orderId} cannot be marked ${status}`)),
      code: 'status_change_refused',
    });
  }

  it('never makes a refunded order a sale again by a click: refused, and nothing changes', async () => {
    const email = 'refunded.back@example.sg';
    const orderId = await sandboxOrder(email);
    await markStatus(admin, orderId, 'refunded');
    const before = await footprint(orderId, email);
    expect(before.order?.status).toBe('refunded');
    expect(before.mails).toHaveLength(2);
    for (const status of ['paid', 'processing', 'failed'] as const) {
      await expectRefused(orderId, status);
    }
    expect(await footprint(orderId, email)).toEqual(before);
  });

  it('never makes a failed order a sale again by a click, but refunds it', async () => {
    const email = 'failed.back@example.sg';
    const orderId = await sandboxOrder(email);
    await markStatus(admin, orderId, 'failed');
    const before = await footprint(orderId, email);
    await expectRefused(orderId, 'paid');
    await expectRefused(orderId, 'processing');
    expect(await footprint(orderId, email)).toEqual(before);

    expect((await markStatus(admin, orderId, 'refunded')).order.status).toBe('refunded');
    // Neither failed nor refunded is a sale: the refund moves no revenue.
    expect((await footprint(orderId, email)).revenueCents).toBe(before.revenueCents);
  });

  it('moves a paid order to processing and back, a sale all along', async () => {
    const email = 'to.and.fro@example.sg';
    const orderId = await sandboxOrder(email);
    const before = await footprint(orderId, email);
    for (const status of ['processing', 'paid', 'processing', 'paid'] as const) {
      expect((await markStatus(admin, orderId, status)).order.status).toBe(status);
    }
    const after = await footprint(orderId, email);
    expect(after.revenueCents).toBe(before.revenueCents);
    expect(after.history.map((h) => h.toStatus)).toEqual([
      'processing',
      'paid',
      'processing',
      'paid',
    ]);
    expect(after.audit).toHaveLength(4);
  });

  it('refuses unknown orders (404) and statuses (400)', async () => {
    const missing = await admin.put('/api/orders/admin/orders/999999/status', { status: 'paid' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Order not found', code: 'not_found' });
    expect((await admin.get('/api/orders/admin/orders/999999/items')).statusCode).toBe(404);
    const orderId = await sandboxOrder('bad.status@example.sg');
    const bad = await admin.put(`/api/orders/admin/orders/${orderId}/status`, {
      status: 'shipped',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe('Status must be paid, processing, failed or refunded.');
    expect((await admin.get('/api/orders/admin/orders?limit=0')).statusCode).toBe(400);
  });
});

describe('admin orders paid through Stripe', () => {
  const standIn = new StripeStandIn();
  let shop: AdminTestApp;
  let admin: BrowserSession;

  beforeAll(async () => {
    shop = await createAdminTestApp({
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: await standIn.start(),
    });
    admin = shop.admin;
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  it('refunds through Stripe once, however often the order is marked refunded', async () => {
    const pillowId = await insertProduct(shop, {
      name: 'Stripe Refund Pillow',
      priceCents: 4_990,
      stockQty: 10,
      collection: 'Accessories',
    });
    const browser = new BrowserSession(shop.app);
    await addToBag(browser, pillowId, null, 3);
    const started = await startCheckout(browser);
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop() ?? '';
    const paid = standIn.complete(sessionId);
    const event = signedEvent('checkout.session.completed', standIn.publicView(paid));
    const hook = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: event.headers,
      payload: event.payload,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const [order] = await listOrders(admin, '&q=stripe.shopper');
    expect(order?.paymentProvider).toBe('stripe');
    const orderId = order?.orderId ?? 0;

    // Two admins click at once, then once more: one refund at Stripe.
    const [first, second] = await Promise.all([
      admin.put(`/api/orders/admin/orders/${orderId}/status`, { status: 'refunded' }),
      admin.put(`/api/orders/admin/orders/${orderId}/status`, { status: 'refunded' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await markStatus(admin, orderId, 'refunded')).message).toBe(
      `Order #${orderId} is already refunded.`,
    );

    expect(standIn.refunds.size).toBe(1);
    const [refund] = [...standIn.refunds.values()];
    expect(refund?.request.get('payment_intent')).toBe(paid.payment_intent);
    expect(refund?.request.get('amount')).toBe('14970');
    const { history } = adminOrderItemsSchema.parse(
      (await admin.get(`/api/orders/admin/orders/${orderId}/items`)).json(),
    );
    expect(history.map((h) => h.toStatus)).toEqual(['refunded']);
  });
});
