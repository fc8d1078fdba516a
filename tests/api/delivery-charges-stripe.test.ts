import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { orderDeliveryChargeApiPath } from '#shared/api-paths.js';
import { orderTrackingPath } from '#shared/paths.js';
import { addDays } from '#shared/time.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag } from '#tests/helpers/checkout.js';
import { trackingOf } from '#tests/helpers/guest-orders.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { sendWebhook } from '#tests/helpers/stripe-checkout.js';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  StripeStandIn,
  signedEvent,
} from '#tests/helpers/stripe-stand-in.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

// Decision 0062 with Stripe: the charge is a Checkout Session of its own, settled by its webhook.

// Monday 7 Dec 2026, 10am in Singapore: the first bookable day is a week later.
const clock = fixedClock('2026-12-07T10:00:00+08:00');
const standIn = new StripeStandIn();
let shop: TestApp;

beforeAll(async () => {
  const apiBase = await standIn.start();
  shop = await createTestApp(
    {
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
    },
    {},
    { clock },
  );
});
afterAll(async () => {
  await shop.close();
  await standIn.stop();
});

const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

const tracking = (orderId: number, key: string) => trackingOf(shop, orderId, key);

describe('a late move paid through Stripe', () => {
  it('opens a Checkout Session for S$50.00 that returns to the tracking page, and moves once paid', async () => {
    const productId = await insertProduct(shop, {
      name: 'Stripe Charged Mattress',
      priceCents: 129_900,
      stockQty: 5,
      collection: 'Accessories',
    });
    const guest = new BrowserSession(shop.app);
    await addToBag(guest, productId, null, 1);
    const started = await guest.post('/api/checkout/session', {
      phone: '9123 4567',
      addressLine: '3 Ubi Avenue 3',
      unitNumber: '#01-10',
      postalCode: '408857',
      deliveryDate: '2026-12-15',
      deliveryWindow: '10-13',
    });
    expect(started.statusCode, started.body).toBe(200);
    const orderKey = sessionIdOf(started.json<{ url: string }>().url);
    await sendWebhook(
      shop,
      signedEvent('checkout.session.completed', standIn.publicView(standIn.complete(orderKey))),
    );
    const lookup = await shop.app.inject({ url: `/api/orders/lookup?session_id=${orderKey}` });
    const orderId = lookup.json<{ order: { order_id: number } }>().order.order_id;

    clock.set(new Date(`${addDays('2026-12-15', -2)}T16:00:00Z`));
    const asked = await guest.post(`/api${orderDeliveryChargeApiPath(orderId)}`, {
      deliveryDate: '2026-12-23',
      deliveryWindow: '13-16',
      session_id: orderKey,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const chargeId = sessionIdOf(asked.json<{ url: string }>().url);
    const sent = standIn.sessions.get(chargeId)?.request;
    expect(sent?.get('line_items[0][price_data][unit_amount]')).toBe('5000');
    expect(sent?.get('line_items[0][price_data][product_data][name]')).toBe(
      `Postponement charge, order #${orderId}`,
    );
    expect(sent?.get('success_url')).toBe(
      `${shop.config.publicUrl}${orderTrackingPath(orderId, orderKey)}&charge=paid`,
    );
    // Neither an address nor a slot is asked for on Stripe's page: the order has them.
    expect(sent?.get('shipping_address_collection[allowed_countries][0]')).toBeNull();
    expect((await tracking(orderId, orderKey)).order.delivery.date).toBe('2026-12-15');

    const paid = signedEvent(
      'checkout.session.completed',
      standIn.publicView(standIn.complete(chargeId)),
    );
    expect((await sendWebhook(shop, paid)).statusCode).toBe(200);
    expect((await sendWebhook(shop, paid)).statusCode).toBe(200);
    const now = await tracking(orderId, orderKey);
    expect(now.order.delivery).toMatchObject({ date: '2026-12-23', window: '13-16' });
    expect(now.delivery_steps.filter((step) => step.note.includes('charge paid'))).toHaveLength(1);
  });
});
