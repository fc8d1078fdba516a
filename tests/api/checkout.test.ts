import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  mailOutbox,
  orderFulfillments,
  orderItems,
  orders,
  productSizes,
  products,
  vouchers,
} from '#server/db/schema/index.js';
import { completeCheckout } from '#server/modules/checkout/fulfilment.js';
import { sweepExpiredCheckouts } from '#server/modules/checkout/sweeper.js';
import { formatDeliverySlot } from '#shared/delivery.js';
import { checkoutLookupSchema } from '#shared/schemas/order.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  applyVoucher,
  CARDS,
  checkoutStateOf,
  firstSlot,
  insertVoucher,
  paySandbox,
  productStockOf,
  SHIPPING,
  sizeIdOf,
  startCheckout,
  startSandboxCheckout,
  stockOf,
  voucherUsesOf,
} from '#tests/helpers/checkout.js';
import { lastMailTo, mimeAttachment } from '#tests/helpers/mailbox.js';
import { pdfText } from '#tests/helpers/pdf-text.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

let shop: AdminTestApp;
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;

beforeAll(async () => {
  shop = await createAdminTestApp();
});
afterAll(() => shop.close());

/** A mattress: Single S$1,299.50 (stock given), Queen +S$500.00. */
async function mattress(singleStock = 5, queenStock = 3) {
  const id = await insertProduct(shop, {
    name: unique('Aurora Mattress '),
    priceCents: 129_950,
    sizes: [
      { label: '91x190', sizeName: 'Single', priceDeltaCents: 0, stockQty: singleStock },
      { label: '152x190', sizeName: 'Queen', priceDeltaCents: 50_000, stockQty: queenStock },
    ],
  });
  return {
    id,
    single: await sizeIdOf(shop, id, '91x190'),
    queen: await sizeIdOf(shop, id, '152x190'),
  };
}

function pillow(stockQty = 10) {
  return insertProduct(shop, {
    name: unique('Cloud Pillow '),
    priceCents: 4_990,
    stockQty,
    collection: 'Accessories',
  });
}

async function lookup(sessionId: string) {
  return shop.app.inject({ url: `/api/orders/lookup?session_id=${encodeURIComponent(sessionId)}` });
}

async function orderCountOf(sessionId: string): Promise<number> {
  const session = await checkoutStateOf(shop, sessionId);
  if (!session) return 0;
  const rows = await shop.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutSessionId, session.id));
  return rows.length;
}

describe('POST /checkout/session', () => {
  it('prices the bag on the server, reserves stock and one voucher use, and opens the sandbox page', async () => {
    const bed = await mattress(5, 3);
    const pillowId = await pillow(10);
    const voucherId = await insertVoucher(shop, { code: unique('SLEEP'), percentOff: 10 });
    const [voucher] = await shop.database.db
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.id, voucherId));
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, bed.id, '152x190', 2);
    await addToBag(shopper, pillowId, null, 3);
    await applyVoucher(shopper, voucher?.code ?? '');

    const response = await startCheckout(shopper);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/checkout\/pay\/sbx_/);
    const sessionId = decodeURIComponent(url.split('/').pop() ?? '');

    // 2 × (1,299.50 + 500.00) + 3 × 49.90 = 3,748.70; 10 % off = 374.87.
    const session = await checkoutStateOf(shop, sessionId);
    expect(session).toMatchObject({
      state: 'open',
      subtotalCents: 374_870,
      discountCents: 37_487,
      totalCents: 337_383,
      provider: 'sandbox',
    });
    expect(session?.expiresAt.getTime()).toBeGreaterThan(shop.fromNow().getTime() + 29 * 60_000);
    expect(await stockOf(shop, bed.queen)).toBe(1);
    expect(await productStockOf(shop, pillowId)).toBe(7);
    expect(await voucherUsesOf(shop, voucherId)).toBe(1);

    const page = await shop.app.inject({ url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('S$3,373.83');
    expect(page.body).toContain('Test payment page');
    for (const label of [
      'Email',
      'Name on card',
      'Address',
      'Postal code',
      'Card number',
      'Expiry (MM/YY)',
      'CVC',
    ]) {
      expect(page.body).toContain(`>${label}</label>`);
    }
    expect(page.body).not.toMatch(/<script|style=/);
  });

  it('refuses an empty bag', async () => {
    const response = await startCheckout(new BrowserSession(shop.app));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Your bag is empty. Add something before checking out.',
      code: 'bag_empty',
    });
  });

  it('refuses a line that is no longer in stock, names it, and changes nothing', async () => {
    const bed = await mattress(5, 3);
    const pillowId = await pillow(10);
    const voucherId = await insertVoucher(shop, { code: unique('STOCK'), percentOff: 5 });
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, pillowId, null, 2);
    await addToBag(shopper, bed.id, '91x190', 3);
    await applyVoucher(shopper, `STOCK${counter}`);
    // Someone else bought two meanwhile.
    await shop.database.db
      .update(productSizes)
      .set({ stockQty: 1 })
      .where(eq(productSizes.id, bed.single));

    const response = await startCheckout(shopper);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^Only 1 of Aurora Mattress \d+ \(Single 91x190\) left\./,
    );
    expect(response.json().code).toBe('not_enough_stock');
    expect(await stockOf(shop, bed.single)).toBe(1);
    expect(await productStockOf(shop, pillowId)).toBe(10);
    expect(await voucherUsesOf(shop, voucherId)).toBe(0);
  });

  it('refuses a voucher that is no longer valid, names it, and changes nothing', async () => {
    const pillowId = await pillow(10);
    const code = unique('GONE');
    const voucherId = await insertVoucher(shop, { code, percentOff: 20 });
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, pillowId, null, 1);
    await applyVoucher(shopper, code);
    await shop.database.db
      .update(vouchers)
      .set({ active: false })
      .where(eq(vouchers.id, voucherId));

    const response = await startCheckout(shopper);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: `Voucher ${code} can no longer be used: This voucher is not active. Remove it from your bag to continue.`,
      code: 'voucher_inactive',
    });
    expect(await productStockOf(shop, pillowId)).toBe(10);
    expect(await voucherUsesOf(shop, voucherId)).toBe(0);
  });

  it('replaces an earlier payment page of the same bag instead of holding the stock twice', async () => {
    const pillowId = await pillow(5);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, pillowId, null, 2);
    const first = await startSandboxCheckout(shopper);
    const second = await startSandboxCheckout(shopper);
    expect(second).not.toBe(first);
    expect((await checkoutStateOf(shop, first))?.state).toBe('released');
    expect(await productStockOf(shop, pillowId)).toBe(3);
    const stale = await paySandbox(shop, first);
    expect(stale.statusCode).toBe(410);
    expect(stale.body).toContain('This payment page has expired');
  });
});

describe('paying on the sandbox page', () => {
  it('creates one order at the checkout prices, empties the bag, queues the mail, and redirects to the success page', async () => {
    const bed = await mattress(4, 3);
    const code = unique('FIXED');
    const voucherId = await insertVoucher(shop, { code, amountOffCents: 5_000 });
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, bed.id, '91x190', 1);
    await applyVoucher(shopper, code);
    const sessionId = await startSandboxCheckout(shopper);
    // A price change after the checkout began does not change what was agreed.
    await shop.database.db
      .update(products)
      .set({ priceCents: 999_999 })
      .where(eq(products.id, bed.id));

    const paid = await paySandbox(shop, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/checkout/success?session_id=${encodeURIComponent(sessionId)}`,
    );
    // The page asked for the slot the shop had not collected: it is the order's delivery estimate.
    const slot = await firstSlot(shop);
    const booked = formatDeliverySlot(slot.date, slot.window);

    const answer = await lookup(sessionId);
    expect(answer.statusCode).toBe(200);
    const result = checkoutLookupSchema.parse(answer.json());
    expect(result.order.delivery).toEqual({
      phone: '+65 9123 4567',
      date: slot.date,
      window: slot.window,
      slot: booked,
    });
    expect(result.order).toMatchObject({
      email: SHIPPING.email,
      eta: booked,
      address: 'Tan Mei Ling, 10 Tampines Central 1, #03-21, Singapore 529536',
      currency: 'SGD',
      subtotal_cents: 129_950,
      discount_cents: 5_000,
      total_cents: 124_950,
    });
    expect(result.order.receipt_url).toBe(
      `/api/orders/${result.order.order_id}/receipt?session_id=${encodeURIComponent(sessionId)}`,
    );
    expect(result.items).toEqual([
      {
        product_id: bed.id,
        name: expect.stringMatching(/^Aurora Mattress/),
        size_label: '91x190',
        qty: 1,
        unit_price_cents: 129_950,
        service_code: null,
      },
    ]);

    expect(await stockOf(shop, bed.single)).toBe(3);
    expect(await voucherUsesOf(shop, voucherId)).toBe(1);
    expect((await shopper.get('/api/cart')).json().items).toEqual([]);
    expect((await checkoutStateOf(shop, sessionId))?.state).toBe('completed');
    const queued = await shop.database.db
      .select()
      .from(orderFulfillments)
      .where(eq(orderFulfillments.orderId, result.order.order_id));
    expect(queued).toHaveLength(1);
    const subject = `Your 8etterSleep order #${result.order.order_id} is confirmed`;
    const queuedMail = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, subject));
    expect(queuedMail).toHaveLength(1);
    // Queued as a name, not bytes: the sender renders the invoice once the order is committed.
    expect(queuedMail[0]?.attachments).toEqual([
      {
        filename: `8ettersleep-order-${result.order.order_id}.pdf`,
        contentType: 'application/pdf',
        renderer: 'order-tax-invoice',
        id: result.order.order_id,
      },
    ]);
    const mail = await lastMailTo(shop, SHIPPING.email, subject);
    expect(mail.text).toContain(`Delivery slot: ${booked}`);
    expect(mail.text).toContain('Phone: +65 9123 4567');
    expect(mail.text).toContain('10 Tampines Central 1, #03-21');
    expect(mail.text).toContain('Total paid (SGD, GST included): $1,249.50');
    // The line keeps its dimensions; the mail and the invoice name the size with them.
    expect(mail.text).toContain(`1 × ${result.items[0]?.name} (Single 91x190)`);
    expect(mail.text).toContain(result.order.receipt_url);
    expect(mail.raw).toMatch(
      new RegExp(`filename="?8ettersleep-order-${result.order.order_id}\\.pdf`),
    );
    const invoice = pdfText(mimeAttachment(mail.raw, 'application/pdf'));
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toContain(`Order ID: ${result.order.order_id}`);
    expect(invoice).toContain('Single 91x190');

    // Paying again, or fulfilling again from anywhere, gives the same single order.
    const again = await paySandbox(shop, sessionId);
    expect(again.statusCode).toBe(303);
    const order = await completeCheckout(shop.app.checkout, sessionId, {
      email: 'someone.else@example.sg',
      name: null,
      line1: 'elsewhere',
      postalCode: '000000',
    });
    expect(order?.id).toBe(result.order.order_id);
    expect(await orderCountOf(sessionId)).toBe(1);
    expect(await stockOf(shop, bed.single)).toBe(3);
  });

  it.each([
    [CARDS.declined, 402, 'Your card was declined.'],
    [CARDS.insufficientFunds, 402, 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 422, 'Your card number is invalid.'],
  ])('keeps the shopper on the page to try again with card %s', async (number, status, message) => {
    const pillowId = await pillow(3);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, pillowId, null, 1);
    const sessionId = await startSandboxCheckout(shopper);

    const refused = await paySandbox(shop, sessionId, { number });
    expect(refused.statusCode).toBe(status);
    expect(refused.body).toContain(message);
    expect(refused.body).toContain(`value="${SHIPPING.email}"`);
    expect(await orderCountOf(sessionId)).toBe(0);
    expect((await checkoutStateOf(shop, sessionId))?.state).toBe('open');

    const retried = await paySandbox(shop, sessionId);
    expect(retried.statusCode).toBe(303);
    expect(await orderCountOf(sessionId)).toBe(1);
  });

  it('checks the expiry date and the shipping fields', async () => {
    const pillowId = await pillow(3);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, pillowId, null, 1);
    const sessionId = await startSandboxCheckout(shopper);
    const refused = await paySandbox(shop, sessionId, {
      expiry: '01/20',
      postal: '12',
      email: 'x',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Your card’s expiry date is in the past.');
    expect(refused.body).toContain('Enter a Singapore postal code of 6 digits.');
    expect(refused.body).toContain('Enter a valid e-mail address.');
    expect(await orderCountOf(sessionId)).toBe(0);
  });

  it('cancel returns to the shop with the bag intact and gives the reservation back', async () => {
    const pillowId = await pillow(4);
    const code = unique('BACK');
    const voucherId = await insertVoucher(shop, { code, percentOff: 10, maxUses: 1 });
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, pillowId, null, 2);
    await applyVoucher(shopper, code);
    const sessionId = await startSandboxCheckout(shopper);
    expect(await voucherUsesOf(shop, voucherId)).toBe(1);

    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/checkout/pay/${encodeURIComponent(sessionId)}/cancel`,
    });
    expect(cancelled.statusCode).toBe(303);
    // Back at the bag's delivery step: the address says so, and holds nothing of the shopper's.
    expect(cancelled.headers.location).toBe('/?checkout=cancelled');
    expect(await productStockOf(shop, pillowId)).toBe(4);
    expect(await voucherUsesOf(shop, voucherId)).toBe(0);
    const bag = (await shopper.get('/api/cart')).json();
    expect(bag.items).toHaveLength(1);
    expect(bag.voucher).toEqual({ code });
    expect((await lookup(sessionId)).statusCode).toBe(404);
  });

  it('cancel again, from a closed or unknown page, or after paying in another tab, answers sensibly', async () => {
    const pillowId = await pillow(3);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, pillowId, null, 1);
    const sessionId = await startSandboxCheckout(shopper);
    const cancel = (id: string) =>
      shop.app.inject({ method: 'POST', url: `/checkout/pay/${encodeURIComponent(id)}/cancel` });

    // The back button to a cancelled page: closed, nothing charged; cancelling again changes nothing.
    expect((await cancel(sessionId)).headers.location).toBe('/?checkout=cancelled');
    const closed = await shop.app.inject({ url: `/checkout/pay/${sessionId}` });
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('Nothing was charged.');
    const again = await cancel(sessionId);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/?checkout=cancelled');
    expect(await productStockOf(shop, pillowId)).toBe(3);

    // An id the shop never issued, or one too long for a route: no error page of ours.
    const unknown = await cancel('cs_sandbox_unknown');
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/?checkout=cancelled');
    expect((await cancel('x'.repeat(400))).statusCode).toBeLessThan(500);

    // Paid in another tab: cancelling in the first one leads to the order, not to "nothing charged".
    const paidId = await startSandboxCheckout(shopper);
    expect((await paySandbox(shop, paidId)).statusCode).toBe(303);
    const afterPaying = await cancel(paidId);
    expect(afterPaying.statusCode).toBe(303);
    expect(afterPaying.headers.location).toBe(`/checkout/success?session_id=${paidId}`);
    expect(await orderCountOf(paidId)).toBe(1);
  });
});

describe('the sweeper', () => {
  it('releases open checkouts past their expiry, and only those', async () => {
    const pillowId = await pillow(6);
    const code = unique('SWEEP');
    const voucherId = await insertVoucher(shop, { code, percentOff: 10 });
    const late = new BrowserSession(shop.app);
    await addToBag(late, pillowId, null, 2);
    await applyVoucher(late, code);
    const lateSession = await startSandboxCheckout(late);
    const fresh = new BrowserSession(shop.app);
    await addToBag(fresh, pillowId, null, 1);
    const freshSession = await startSandboxCheckout(fresh);
    expect(await productStockOf(shop, pillowId)).toBe(3);

    await shop.database.db
      .update(checkoutSessions)
      .set({ expiresAt: shop.fromNow(-1000) })
      .where(eq(checkoutSessions.providerSessionId, lateSession));
    const result = await sweepExpiredCheckouts(shop.app.checkout);
    expect(result.released).toBeGreaterThanOrEqual(1);
    expect((await checkoutStateOf(shop, lateSession))?.state).toBe('released');
    expect((await checkoutStateOf(shop, freshSession))?.state).toBe('open');
    expect(await productStockOf(shop, pillowId)).toBe(5);
    expect(await voucherUsesOf(shop, voucherId)).toBe(0);
    const expiredPage = await shop.app.inject({ url: `/checkout/pay/${lateSession}` });
    expect(expiredPage.statusCode).toBe(410);
    // The late shopper's bag is still there to check out again.
    expect((await late.get('/api/cart')).json().items).toHaveLength(1);
  });
});

describe('GET /orders/lookup', () => {
  it('needs a session id, answers 404 for unknown sessions and 202 pending for unpaid ones', async () => {
    const missing = await shop.app.inject({ url: '/api/orders/lookup' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing session_id');
    const unknown = await lookup('cs_test_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found');

    const pillowId = await pillow(2);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, pillowId, null, 1);
    const unpaid = await lookup(await startSandboxCheckout(shopper));
    expect(unpaid.statusCode).toBe(202);
    expect(unpaid.json()).toEqual({ status: 'pending', message: 'Waiting for your payment' });
  });
});

describe('orders and receipts', () => {
  async function customerOrder(email: string) {
    const customer = await shop.customer(email);
    const bed = await mattress(5, 5);
    await addToBag(customer, bed.id, '152x190', 1);
    await addToBag(customer, await pillow(5), null, 2);
    const sessionId = await startSandboxCheckout(customer);
    expect((await paySandbox(shop, sessionId, { email })).statusCode).toBe(303);
    const { order } = checkoutLookupSchema.parse((await lookup(sessionId)).json());
    return { customer, sessionId, orderId: order.order_id };
  }

  it('lists the customer’s own orders newest first, with items on request; anybody else’s is 404', async () => {
    const first = await customerOrder('orders.owner@example.sg');
    const bed = await mattress(2, 2);
    await addToBag(first.customer, bed.id, '91x190', 1);
    const secondSession = await startSandboxCheckout(first.customer);
    await paySandbox(shop, secondSession, { email: 'orders.owner@example.sg' });

    const list = await first.customer.get('/api/orders');
    expect(list.statusCode).toBe(200);
    const { orders: rows } = list.json();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      order_id: first.orderId,
      status: 'paid',
      item_count: 3,
      currency: 'SGD',
      subtotal_cents: 179_950 + 2 * 4_990,
      receipt_url: `/api/orders/${first.orderId}/receipt`,
    });
    expect(rows[0].order_id).toBeGreaterThan(first.orderId);

    const detail = await first.customer.get(`/api/orders/${first.orderId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().items).toHaveLength(2);

    const stranger = await shop.customer('orders.stranger@example.sg');
    expect((await stranger.get(`/api/orders/${first.orderId}`)).statusCode).toBe(404);
    expect((await stranger.get('/api/orders')).json().orders).toEqual([]);
    expect((await new BrowserSession(shop.app).get('/api/orders')).statusCode).toBe(401);
  });

  it('lets the customer, an admin, or the checkout session’s holder download the PDF invoice, and nobody else', async () => {
    const { customer, sessionId, orderId } = await customerOrder('receipt.owner@example.sg');
    const own = await customer.get(`/api/orders/${orderId}/receipt`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.body.startsWith('%PDF-')).toBe(true);

    const holder = await new BrowserSession(shop.app).get(
      `/api/orders/${orderId}/receipt?session_id=${encodeURIComponent(sessionId)}`,
    );
    expect(holder.statusCode).toBe(200);

    const admin = await shop.logInAdmin();
    expect((await admin.get(`/api/orders/${orderId}/receipt`)).statusCode).toBe(200);

    const stranger = await shop.customer('receipt.stranger@example.sg');
    expect((await stranger.get(`/api/orders/${orderId}/receipt`)).statusCode).toBe(404);
    const visitor = new BrowserSession(shop.app);
    expect((await visitor.get(`/api/orders/${orderId}/receipt`)).statusCode).toBe(404);
    expect(
      (await visitor.get(`/api/orders/${orderId}/receipt?session_id=sbx_wrong`)).statusCode,
    ).toBe(404);
  });

  it('keeps an order and its lines when an admin deletes the customer and the product', async () => {
    const { orderId } = await customerOrder('leaving.customer@example.sg');
    const admin = await shop.logInAdmin();
    const itemsUrl = `/api/orders/admin/orders/${orderId}/items`;
    const before = (await admin.get(itemsUrl)).json();
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    const [ordered] = await shop.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));

    expect((await admin.delete(`/api/users/${order?.userId}`)).statusCode).toBe(200);
    const deleted = await admin.delete(`/api/products/${ordered?.productId}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const [kept] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept?.userId).toBeNull();
    const after = await admin.get(itemsUrl);
    expect(after.statusCode).toBe(200);
    expect(after.json().items).toHaveLength(2);
    expect(after.json().items.map((item: { name: string }) => item.name)).toEqual(
      before.items.map((item: { name: string }) => item.name),
    );
  });
});
