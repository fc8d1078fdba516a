import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, paySandbox, startSandboxCheckout } from '#tests/helpers/checkout.js';
import { sample, scrape as scrapeMetrics } from '#tests/helpers/metrics.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { freePort } from '#tests/helpers/shop-process.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/** The shop listening for real on ephemeral ports, its metrics on a port of their own. */
let shop: TestApp;
let shopOrigin: string;
let metricsUrl: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  shop = await createTestApp({}, { metricsPort, host: '127.0.0.1' });
  shopOrigin = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
});
afterAll(() => shop.close());

const scrape = () => scrapeMetrics(metricsUrl);

describe('metrics', () => {
  it('time requests by route pattern, method and status code, never by raw URL', async () => {
    for (const id of [9_000_001, 9_000_002]) {
      expect((await fetch(`${shopOrigin}/api/products/${id}`)).status).toBe(404);
    }
    await fetch(`${shopOrigin}/no/such/thing/here`);
    const text = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/api/products/:id',
        method: 'GET',
        status_code: '404',
      }),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        route: '/api/products/:id',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(text).not.toContain('9000001');
    expect(text).not.toContain('/no/such/thing');
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it("count checkouts opened and orders paid, and read the outbox and the pool's use", async () => {
    const before = await scrape();
    const productId = await insertProduct(shop, {
      name: 'Metered Pillow',
      priceCents: 5900,
      stockQty: 4,
      collection: 'Accessories',
    });
    const browser = new BrowserSession(shop.app);
    await addToBag(browser, productId, null, 1);
    const sessionId = await startSandboxCheckout(browser);
    expect((await paySandbox(shop, sessionId)).statusCode).toBe(303);

    const after = await scrape();
    const grew = (name: string) => (sample(after, name) ?? 0) - (sample(before, name) ?? 0);
    expect(grew('shop_checkouts_opened_total')).toBe(1);
    expect(grew('shop_orders_paid_total')).toBe(1);
    // The confirmation mail waits in the outbox: tests send it themselves.
    expect(grew('shop_mail_outbox_waiting')).toBe(1);
    await shop.app.mailer.drain();
    expect(sample(await scrape(), 'shop_mail_outbox_waiting')).toBe(0);
    expect(sample(after, 'shop_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'shop_db_pool_requests_waiting')).toBe(0);
  });

  it("are not served on the shop's own port", async () => {
    const response = await fetch(`${shopOrigin}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('process_cpu');
  });
});
