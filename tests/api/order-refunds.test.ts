import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminOrderItem,
  adminOrderItemsSchema,
  adminOrderListSchema,
  refundResponseSchema,
} from '#shared/schemas/admin-order.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import { orderTrackingSchema } from '#shared/schemas/order.js';
import type { RefundRequest } from '#shared/schemas/order-refund.js';
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
  productStockOf,
  sizeIdOf,
  startCheckout,
  startSandboxCheckout,
  stockOf,
} from '#tests/helpers/checkout.js';
import { lastMailTo, mailTo, mimeAttachment } from '#tests/helpers/mailbox.js';
import { pdfText } from '#tests/helpers/pdf-text.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  StripeStandIn,
  signedEvent,
} from '#tests/helpers/stripe-stand-in.js';

/**
 * Refunds whole or in part (issue 23, decision 0054), through the admin API on the sandbox: the
 * money never exceeds what was paid, chosen units go back to stock, each refund is recorded.
 * On PostgreSQL (the `postgres` project) the concurrent refunds really race on separate
 * connections; on PGlite they queue, and the same answers must hold.
 */
let shop: AdminTestApp;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp();
});
afterAll(() => shop.close());

interface PaidOrder {
  orderId: number;
  mattressId: number;
  sizeId: number;
  pillowId: number;
}

/**
 * A customer pays 2 Queen mattresses at $1,200.00 and 1 pillow at $49.90 (stock 5 and 10
 * before), less a voucher when given.
 */
async function paidOrder(
  email: string,
  voucher?: string,
): Promise<PaidOrder & { sessionId: string }> {
  counter += 1;
  const mattressId = await insertProduct(shop, {
    name: `Refund Mattress ${counter}`,
    priceCents: 120_000,
    sizes: [{ label: '152x190', sizeName: 'Queen', priceDeltaCents: 0, stockQty: 5 }],
  });
  const pillowId = await insertProduct(shop, {
    name: `Refund Pillow ${counter}`,
    priceCents: 4_990,
    stockQty: 10,
    collection: 'Accessories',
  });
  const customer = await shop.customer(email);
  await addToBag(customer, mattressId, '152x190', 2);
  await addToBag(customer, pillowId, null, 1);
  if (voucher) await applyVoucher(customer, voucher);
  const sessionId = await startSandboxCheckout(customer);
  expect((await paySandbox(shop, sessionId, { email })).statusCode).toBe(303);
  const lookup = await customer.get(`/api/orders/lookup?session_id=${sessionId}`);
  expect(lookup.statusCode, lookup.body).toBe(200);
  return {
    sessionId,
    orderId: lookup.json().order.order_id,
    mattressId,
    sizeId: await sizeIdOf(shop, mattressId, '152x190'),
    pillowId,
  };
}

async function detailOf(orderId: number) {
  const response = await shop.admin.get(`/api/orders/admin/orders/${orderId}/items`);
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderItemsSchema.parse(response.json());
}

async function orderOf(orderId: number) {
  const response = await shop.admin.get(`/api/orders/admin/orders?q=${orderId}`);
  const [order] = adminOrderListSchema.parse(response.json()).orders;
  if (!order) throw new Error(`order ${orderId} not listed`);
  return order;
}

const itemNamed = (items: AdminOrderItem[], prefix: string): AdminOrderItem => {
  const item = items.find((candidate) => candidate.name.startsWith(prefix));
  if (!item) throw new Error(`no line ${prefix}`);
  return item;
};

function postRefund(orderId: number, body: RefundRequest) {
  return shop.admin.post(`/api/orders/admin/orders/${orderId}/refunds`, body);
}

async function refund(orderId: number, body: RefundRequest) {
  const response = await postRefund(orderId, body);
  expect(response.statusCode, response.body).toBe(200);
  return refundResponseSchema.parse(response.json());
}

describe('partial refunds', () => {
  it('refunds chosen lines and quantities, and puts back in stock only the lines chosen to', async () => {
    const { orderId, sizeId, pillowId } = await paidOrder('lines.refund@example.sg');
    expect(await stockOf(shop, sizeId)).toBe(3);
    expect(await productStockOf(shop, pillowId)).toBe(9);
    const { items } = await detailOf(orderId);
    const mattress = itemNamed(items, 'Refund Mattress');
    const pillow = itemNamed(items, 'Refund Pillow');

    const made = await refund(orderId, {
      lines: [
        { itemId: mattress.item_id, qty: 1, restock: true },
        { itemId: pillow.item_id, qty: 1, restock: false },
      ],
      reason: 'One mattress came back unopened; the pillow was stained',
    });

    // One mattress and the pillow: 1,200.00 + 49.90, and the GST in it, 124,990 × 9/109.
    expect(made.refund).toMatchObject({
      amountCents: 124_990,
      gstCents: 10_320,
      state: 'succeeded',
      refundedBy: TEST_ADMIN.email,
      reason: 'One mattress came back unopened; the pillow was stained',
      creditNoteNumber: `CN-${String(made.refund.refundId).padStart(6, '0')}`,
      creditNoteUrl: `/api/orders/${orderId}/credit-notes/${made.refund.refundId}`,
    });
    expect(made.refund.lines).toEqual([
      expect.objectContaining({ itemId: mattress.item_id, qty: 1, restocked: true }),
      expect.objectContaining({ itemId: pillow.item_id, qty: 1, restocked: false }),
    ]);
    expect(made.message).toBe(
      `Refunded $1,249.90 on order #${orderId}; credit note ${made.refund.creditNoteNumber}.`,
    );
    // The restocked mattress is back; the stained pillow is not.
    expect(await stockOf(shop, sizeId)).toBe(4);
    expect(await productStockOf(shop, pillowId)).toBe(9);

    // Partly refunded: still paid, and it shows what went back.
    expect(made.order).toMatchObject({ status: 'paid', refundedCents: 124_990 });
    const detail = await detailOf(orderId);
    expect(itemNamed(detail.items, 'Refund Mattress').refunded_qty).toBe(1);
    expect(itemNamed(detail.items, 'Refund Pillow').refunded_qty).toBe(1);
    expect(detail.refunds).toEqual([made.refund]);
    expect(detail.history).toEqual([]);
  });

  it('refunds an amount with a reason, and records it in the audit trail', async () => {
    const { orderId } = await paidOrder('amount.refund@example.sg');
    const made = await refund(orderId, { amountCents: 5_000, reason: 'Late delivery goodwill' });
    expect(made.refund).toMatchObject({ amountCents: 5_000, gstCents: 413, lines: [] });
    expect(made.order).toMatchObject({ status: 'paid', totalCents: 244_990, refundedCents: 5_000 });
    expect(made.order.refundedAt).toBe(made.refund.createdAt);

    const audit = await shop.admin.get(`/api/admin/audit?entityType=order&entityId=${orderId}`);
    const [entry] = auditListSchema.parse(audit.json()).entries;
    expect(entry).toMatchObject({ actorEmail: TEST_ADMIN.email, entityLabel: `#${orderId}` });
    expect(entry?.changes).toEqual([
      { field: 'Refunded', from: '$0.00', to: '$50.00' },
      { field: 'Refund reason', from: null, to: 'Late delivery goodwill' },
      { field: 'Credit note', from: null, to: made.refund.creditNoteNumber },
    ]);
  });

  it('refunds the lines less their part of the voucher', async () => {
    await insertVoucher(shop, { code: 'REFUNDSHARE', amountOffCents: 24_499 });
    const { orderId } = await paidOrder('voucher.refund@example.sg', 'REFUNDSHARE');
    const { items } = await detailOf(orderId);
    const pillow = itemNamed(items, 'Refund Pillow');
    // 4,990 × 220,491 / 244,990 = 4,490.9… → 4,491.
    const made = await refund(orderId, {
      lines: [{ itemId: pillow.item_id, qty: 1, restock: true }],
      reason: 'Returned',
    });
    expect(made.refund.amountCents).toBe(4_491);
  });

  it('refuses more than was paid, or more units than were sold, and changes nothing', async () => {
    const { orderId, sizeId } = await paidOrder('over.refund@example.sg');
    await refund(orderId, { amountCents: 200_000, reason: 'Most of it' });

    const tooMuch = await postRefund(orderId, { amountCents: 44_991, reason: 'More' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'refund_over_paid',
      message: `A refund of $449.91 is more than the $449.90 left to refund on order #${orderId}.`,
    });

    const { items } = await detailOf(orderId);
    const mattress = itemNamed(items, 'Refund Mattress');
    const pillow = itemNamed(items, 'Refund Pillow');
    const tooMany = await postRefund(orderId, {
      lines: [
        { itemId: mattress.item_id, qty: 3, restock: true },
        { itemId: pillow.item_id, qty: 2, restock: true },
      ],
      reason: 'Returned',
    });
    expect(tooMany.statusCode).toBe(409);
    // Every problem at once.
    expect(tooMany.json()).toMatchObject({
      code: 'refund_over_quantity',
      message: `Only 2 of ${mattress.name} (Queen 152x190) can still be refunded. Only 1 of ${pillow.name} can still be refunded.`,
    });
    expect(await stockOf(shop, sizeId)).toBe(3);

    const noReason = await postRefund(orderId, { amountCents: 100, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('invalid_input');

    expect((await detailOf(orderId)).refunds).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', refundedCents: 200_000 });
  });

  it('makes the order refunded once the refunds add up to everything paid, and then refuses more', async () => {
    const { orderId, sizeId } = await paidOrder('whole.refund@example.sg');
    await refund(orderId, { amountCents: 4_990, reason: 'Pillow' });
    const { items } = await detailOf(orderId);
    const mattress = itemNamed(items, 'Refund Mattress');
    // The two mattresses are 240,000 of a 244,990 order with 4,990 refunded already: all the rest.
    const last = await refund(orderId, {
      lines: [{ itemId: mattress.item_id, qty: 2, restock: true }],
      reason: 'Cancelled before delivery',
    });
    expect(last.refund.amountCents).toBe(240_000);
    expect(last.order).toMatchObject({ status: 'refunded', refundedCents: 244_990 });
    expect(await stockOf(shop, sizeId)).toBe(5);
    expect((await detailOf(orderId)).history).toEqual([
      expect.objectContaining({
        fromStatus: 'paid',
        toStatus: 'refunded',
        changedBy: TEST_ADMIN.email,
      }),
    ]);
    const more = await postRefund(orderId, { amountCents: 1, reason: 'Again' });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: 'refund_over_paid',
      message: `Order #${orderId} has nothing left to refund.`,
    });
  });

  it('Mark Refunded after a partial refund gives back only the rest', async () => {
    const { orderId } = await paidOrder('rest.refund@example.sg');
    await refund(orderId, { amountCents: 10_000, reason: 'Goodwill' });
    const marked = await shop.admin.put(`/api/orders/admin/orders/${orderId}/status`, {
      status: 'refunded',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const { refunds } = await detailOf(orderId);
    expect(refunds.map((made) => [made.amountCents, made.reason])).toEqual([
      [10_000, 'Goodwill'],
      [234_990, 'Order marked refunded'],
    ]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded', refundedCents: 244_990 });
  });

  it('never refunds more than was paid when refunds race', { timeout: 90_000 }, async () => {
    const { orderId } = await paidOrder('race.refund@example.sg');
    // Ten admins each refund S$800.00 of S$2,449.90 at once: three fit, seven are refused.
    const admins = await Promise.all(Array.from({ length: 10 }, () => shop.logInAdmin()));
    const answers = await Promise.all(
      admins.map((admin) =>
        admin.post(`/api/orders/admin/orders/${orderId}/refunds`, {
          amountCents: 80_000,
          reason: 'Race',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().code).toBe('refund_over_paid');
    }
    const { refunds } = await detailOf(orderId);
    expect(refunds.map((made) => made.amountCents)).toEqual([80_000, 80_000, 80_000]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', refundedCents: 240_000 });
  });

  it('answers customers 403 and an unknown order 404', async () => {
    const { orderId } = await paidOrder('guarded.refund@example.sg');
    const customer = await shop.customer('not.staff.refund@example.sg');
    const refused = await customer.post(`/api/orders/admin/orders/${orderId}/refunds`, {
      amountCents: 100,
      reason: 'Mine',
    });
    expect(refused.statusCode).toBe(403);
    expect((await postRefund(2_000_000_000, { amountCents: 100, reason: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('credit notes', () => {
  it('issues a credit note for each refund: its number, the invoice it corrects, lines, amounts, GST', async () => {
    const email = 'credit.note@example.sg';
    const { orderId } = await paidOrder(email);
    const { items } = await detailOf(orderId);
    const mattress = itemNamed(items, 'Refund Mattress');
    const made = await refund(orderId, {
      lines: [{ itemId: mattress.item_id, qty: 1, restock: true }],
      reason: 'Returned within the trial',
    });
    const number = made.refund.creditNoteNumber;

    const download = await shop.admin.get(made.refund.creditNoteUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="8ettersleep-credit-note-${number}.pdf"`,
    );
    const text = pdfText(download.rawPayload);
    for (const expected of [
      'Credit Note',
      `Credit note no.: ${number}`,
      `Tax invoice: order #${orderId} of `,
      'GST Reg. No.: ',
      mattress.name,
      '152x190',
      // 120,000 with 9,908 GST in it (120,000 × 9/109 = 9,908.26).
      'Amount before GST',
      'S$1,100.92',
      'GST 9% refunded',
      'S$99.08',
      'Total credited (SGD)',
      'S$1,200.00',
      'Reason: Returned within the trial.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(made.refund.gstCents).toBe(9_908);

    // The tax invoice, drawn with the same layout, still reads as one.
    const receipt = pdfText((await shop.admin.get(made.order.receiptUrl)).rawPayload);
    expect(receipt).toContain('Tax Invoice');
    expect(receipt).toContain('GST 9% included in total');
  });

  it('mails the customer "Your refund" with the credit note, downloadable by the mail\'s link', async () => {
    const email = 'refund.mail@example.sg';
    const { orderId, sessionId } = await paidOrder(email);
    const made = await refund(orderId, { amountCents: 2_500, reason: 'Scratched frame' });
    const number = made.refund.creditNoteNumber;

    const mail = await lastMailTo(shop, email, `Your refund of $25.00`);
    expect(mail.subject).toContain(`order #${orderId}`);
    expect(mail.text).toContain(`We have refunded $25.00 for order #${orderId}`);
    expect(mail.text).toContain('Reason: Scratched frame.');
    expect(mail.text).toContain(`Your credit note ${number} is attached as a PDF.`);
    const attached = pdfText(mimeAttachment(mail.raw, 'application/pdf'));
    expect(attached).toContain(`Credit note no.: ${number}`);
    expect(attached).toContain('S$2.06');

    // The mail's link opens the credit note for a guest; another customer is told nothing.
    const link = `/api/orders/${orderId}/credit-notes/${made.refund.refundId}?session_id=${encodeURIComponent(sessionId)}`;
    expect(mail.text).toContain(link);
    const guest = await shop.app.inject({ method: 'GET', url: link });
    expect(guest.statusCode).toBe(200);
    expect(pdfText(guest.rawPayload)).toContain(number);
    // The order's page from the mails lists the refund with its credit note, by the same link.
    const tracking = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/tracking?session_id=${encodeURIComponent(sessionId)}`,
    });
    expect(tracking.json().refunds).toEqual([
      {
        credit_note_number: number,
        credit_note_url: link,
        amount_cents: 2_500,
        created_at: made.refund.createdAt,
        state: 'succeeded',
      },
    ]);
    const stranger = await shop.customer('stranger.refund@example.sg');
    expect((await stranger.get(made.refund.creditNoteUrl)).statusCode).toBe(404);
    // A refund of another order is not found through this one.
    const other = await paidOrder('other.refund@example.sg');
    expect(
      (await shop.admin.get(`/api/orders/${other.orderId}/credit-notes/${made.refund.refundId}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('Stripe refunds that settle later (PayNow, GrabPay)', () => {
  const standIn = new StripeStandIn();
  let stripeShop: AdminTestApp;

  beforeAll(async () => {
    stripeShop = await createAdminTestApp({
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: await standIn.start(),
    });
  });
  afterAll(async () => {
    await stripeShop.close();
    await standIn.stop();
  });

  async function webhook(type: string, object: Record<string, unknown>, eventId?: string) {
    const event = signedEvent(type, object, eventId);
    const answer = await stripeShop.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: event.headers,
      payload: event.payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  it('records a pending refund, and the webhook settles it or frees its amount when it fails', async () => {
    const pillowId = await insertProduct(stripeShop, {
      name: 'Stripe Partial Pillow',
      priceCents: 4_990,
      stockQty: 10,
      collection: 'Accessories',
    });
    const browser = new BrowserSession(stripeShop.app);
    await addToBag(browser, pillowId, null, 3);
    const started = await startCheckout(browser);
    expect(started.statusCode, started.body).toBe(200);
    const paid = standIn.complete((started.json().url as string).split('/').pop() ?? '');
    await webhook('checkout.session.completed', standIn.publicView(paid));
    const listed = await stripeShop.admin.get('/api/orders/admin/orders?q=stripe.shopper');
    const orderId: number = listed.json().orders[0].orderId;
    const post = (body: RefundRequest) =>
      stripeShop.admin.post(`/api/orders/admin/orders/${orderId}/refunds`, body);
    const order = async () =>
      adminOrderListSchema.parse(
        (await stripeShop.admin.get(`/api/orders/admin/orders?q=${orderId}`)).json(),
      ).orders[0];

    standIn.refundStatus = 'pending';
    const first = refundResponseSchema.parse(
      (await post({ amountCents: 4_990, reason: 'Pillow returned' })).json(),
    );
    const second = refundResponseSchema.parse(
      (await post({ amountCents: 2_000, reason: 'Goodwill' })).json(),
    );
    expect([first.refund.state, second.refund.state]).toEqual(['pending', 'pending']);
    // Each refund its own idempotency key at Stripe, the first the one whole refunds had.
    expect([...standIn.refunds.keys()]).toEqual([
      `refund-order-${orderId}`,
      `refund-order-${orderId}-2`,
    ]);
    const [firstAtStripe, secondAtStripe] = [...standIn.refunds.values()];
    expect(firstAtStripe?.request.get('amount')).toBe('4990');
    expect(await order()).toMatchObject({ refundedCents: 6_990 });

    await webhook('refund.updated', {
      id: firstAtStripe?.id,
      object: 'refund',
      status: 'succeeded',
    });
    const failed = { id: secondAtStripe?.id, object: 'refund', status: 'failed' };
    await webhook('refund.failed', failed, 'evt_refund_failed_once');
    // Out of order, late and replayed events change nothing more.
    await webhook('refund.updated', { id: firstAtStripe?.id, object: 'refund', status: 'pending' });
    await webhook('refund.failed', failed, 'evt_refund_failed_once');

    const { refunds } = adminOrderItemsSchema.parse(
      (await stripeShop.admin.get(`/api/orders/admin/orders/${orderId}/items`)).json(),
    );
    expect(refunds.map((made) => made.state)).toEqual(['succeeded', 'failed']);
    // The failed refund gave nothing back: its amount may be refunded again.
    expect(await order()).toMatchObject({ status: 'paid', refundedCents: 4_990 });
    // The customer, told of the refund when it was made, is told once that it did not go through.
    const told = (await mailTo(stripeShop, 'stripe.shopper@example.sg')).filter((mail) =>
      mail.subject.endsWith('did not go through'),
    );
    expect(told.map((mail) => mail.subject)).toEqual([
      `Your refund of $20.00 for 8etterSleep order #${orderId} did not go through`,
    ]);
    expect(told[0]?.text).toContain('(Goodwill) was sent back by your bank or wallet');
    expect(told[0]?.text).toContain(`Credit note ${second.refund.creditNoteNumber} stands`);
    const tracking = orderTrackingSchema.parse(
      (
        await stripeShop.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}/tracking?session_id=${encodeURIComponent(paid.id)}`,
        })
      ).json(),
    );
    expect(tracking.refunds.map((made) => [made.amount_cents, made.state])).toEqual([
      [4_990, 'succeeded'],
      [2_000, 'failed'],
    ]);
  });
});
