import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '#shared/payment-methods.js';
import { adminOrderListSchema } from '#shared/schemas/admin-order.js';
import { analyticsSummarySchema } from '#shared/schemas/analytics.js';
import {
  checkoutLookupSchema,
  customerOrderDetailSchema,
  customerOrdersResponseSchema,
} from '#shared/schemas/order.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import type { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, paySandbox, startSandboxCheckout } from '#tests/helpers/checkout.js';
import { lastMailTo } from '#tests/helpers/mailbox.js';
import { insertOrderAt } from '#tests/helpers/order-fixtures.js';
import { pdfText } from '#tests/helpers/pdf-text.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

let shop: AdminTestApp;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp();
});
afterAll(() => shop.close());

/** A customer with a pillow of their own in the bag, who pays for it with `card` on the sandbox page. */
async function customerPaysByCard(email: string, card: string) {
  counter += 1;
  const productId = await insertProduct(shop, {
    name: `Method Pillow ${counter}`,
    priceCents: 4_990,
    stockQty: 5,
    collection: 'Accessories',
  });
  const customer = await shop.customer(email);
  await addToBag(customer, productId, null, 1);
  const sessionId = await startSandboxCheckout(customer);
  const paid = await paySandbox(shop, sessionId, { email, number: card });
  expect(paid.statusCode, paid.body).toBe(303);
  const lookup = await customer.get(`/api/orders/lookup?session_id=${sessionId}`);
  expect(lookup.statusCode, lookup.body).toBe(200);
  return { customer, lookup: checkoutLookupSchema.parse(lookup.json()) };
}

async function adminRowOf(orderId: number) {
  const response = await shop.admin.get(`/api/orders/admin/orders?q=${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderListSchema.parse(response.json()).orders.find((o) => o.orderId === orderId);
}

async function receiptText(browser: BrowserSession, orderId: number): Promise<string> {
  const receipt = await browser.get(`/api/orders/${orderId}/receipt`);
  expect(receipt.statusCode).toBe(200);
  return pdfText(receipt.rawPayload);
}

describe('the order records how it was paid', () => {
  it('keeps a sandbox card’s brand and last 4 for the success page, My Orders, the admin, the invoice and the mail', async () => {
    const email = 'visa.payer@example.sg';
    const { customer, lookup } = await customerPaysByCard(email, '4242 4242 4242 4242');
    const visa: PaymentMethod = { type: 'card', brand: 'visa', last4: '4242' };
    const orderId = lookup.order.order_id;
    expect(lookup.order.payment_method).toEqual(visa);

    const mine = customerOrdersResponseSchema.parse((await customer.get('/api/orders')).json());
    expect(mine.orders.find((o) => o.order_id === orderId)?.payment_method).toEqual(visa);
    const detail = await customer.get(`/api/orders/${orderId}`);
    expect(customerOrderDetailSchema.parse(detail.json()).order.payment_method).toEqual(visa);

    expect((await adminRowOf(orderId))?.paymentMethod).toEqual(visa);

    expect(await receiptText(customer, orderId)).toContain('Paid by Visa ending 4242.');
    const mail = await lastMailTo(shop, email, `order #${orderId} is confirmed`);
    expect(mail.text).toContain('Paid by: Visa ending 4242');
  });

  it('names a Mastercard from its number', async () => {
    const { lookup } = await customerPaysByCard('mastercard.payer@example.sg', '5555555555554444');
    expect(lookup.order.payment_method).toEqual({
      type: 'card',
      brand: 'mastercard',
      last4: '4444',
    });
    expect((await adminRowOf(lookup.order.order_id))?.paymentMethod).toEqual(
      lookup.order.payment_method,
    );
  });

  it('leaves an order placed before methods were recorded without one: the invoice just says Paid', async () => {
    const orderId = await insertOrderAt(shop, {
      createdAt: '2025-01-15T10:00:00+08:00',
      lines: [{ productId: null, name: 'Old Pillow', qty: 1, unitPriceCents: 3_000 }],
    });
    expect((await adminRowOf(orderId))?.paymentMethod).toBeNull();
    const text = await receiptText(shop.admin, orderId);
    expect(text).toMatch(/^Paid\. /m);
    expect(text).not.toContain('Paid by');
  });
});

describe('revenue by payment method', () => {
  const RANGE = 'start=2024-02-10&end=2024-02-12';
  const line = (unitPriceCents: number, qty = 1) => [
    { productId: null, name: 'Split Mattress', qty, unitPriceCents },
  ];

  it('splits the range’s sales by method, adding up to the total revenue to the cent', async () => {
    const card: PaymentMethod = { type: 'card', brand: 'visa', last4: '4242' };
    const at = (day: string) => `2024-02-${day}T12:00:00+08:00`;
    await insertOrderAt(shop, { createdAt: at('10'), lines: line(129_999), paymentMethod: card });
    await insertOrderAt(shop, {
      createdAt: at('11'),
      lines: line(33_333, 3),
      discountCents: 1,
      paymentMethod: { type: 'card', brand: null, last4: null },
    });
    const paynow = await insertOrderAt(shop, {
      createdAt: at('11'),
      lines: line(250_001),
      paymentMethod: { type: 'paynow' },
    });
    await insertOrderAt(shop, {
      createdAt: at('12'),
      lines: line(88_888),
      paymentMethod: { type: 'paynow' },
    });
    await insertOrderAt(shop, {
      createdAt: at('12'),
      lines: line(45_001),
      paymentMethod: { type: 'grabpay' },
    });
    await insertOrderAt(shop, { createdAt: at('12'), lines: line(12_345) });
    // Not a sale: counts for no method.
    await insertOrderAt(shop, {
      createdAt: at('10'),
      lines: line(99_999),
      status: 'failed',
      paymentMethod: { type: 'grabpay' },
    });

    const summaryOf = async () => {
      const response = await shop.admin.get(`/api/analytics/orders/summary?${RANGE}`);
      expect(response.statusCode, response.body).toBe(200);
      return analyticsSummarySchema.parse(response.json());
    };
    const summary = await summaryOf();
    expect(
      summary.revenueByMethod.map(({ method, paidCount, revenueCents }) => [
        method,
        paidCount,
        revenueCents,
      ]),
    ).toEqual([
      ['paynow', 2, 338_889],
      ['card', 2, 229_997],
      ['grabpay', 1, 45_001],
      [null, 1, 12_345],
    ]);
    const sum = (key: 'paidCount' | 'revenueCents') =>
      summary.revenueByMethod.reduce((total, method) => total + method[key], 0);
    expect(sum('revenueCents')).toBe(summary.revenueCents);
    expect(sum('paidCount')).toBe(summary.paidCount);
    expect(summary.revenueByMethod.find((m) => m.method === 'grabpay')?.revenue).toBe(450.01);

    // A refund takes the sale out of its method's revenue, in the same transaction.
    const refunded = await shop.admin.put(`/api/orders/admin/orders/${paynow}/status`, {
      status: 'refunded',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = await summaryOf();
    expect(after.revenueByMethod.find((m) => m.method === 'paynow')).toMatchObject({
      paidCount: 1,
      revenueCents: 88_888,
    });
    expect(after.revenueByMethod.reduce((total, m) => total + m.revenueCents, 0)).toBe(
      after.revenueCents,
    );
  });
});
