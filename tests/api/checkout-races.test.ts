import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, orders } from '#server/db/schema/index.js';
import { completeCheckout } from '#server/modules/checkout/fulfilment.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  applyVoucher,
  checkoutStateOf,
  insertVoucher,
  paySandbox,
  productStockOf,
  SHIPPING,
  sandboxSessionIdOf,
  sandboxSlot,
  sizeIdOf,
  startCheckout,
  stockOf,
  voucherUsesOf,
} from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * Races of checkout. On PostgreSQL (the `postgres` project) the 50 requests really run at once on
 * separate connections; on PGlite they queue, and the same answers must hold.
 */
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const SHOPPERS = 50;

async function shoppers(count: number, fill: (browser: BrowserSession) => Promise<void>) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const browser = new BrowserSession(shop.app);
      await fill(browser);
      return browser;
    }),
  );
}

describe('concurrent checkouts', () => {
  it('50 checkouts at once for a size with 3 in stock reserve exactly 3, and stock never goes below 0', {
    timeout: 90_000,
  }, async () => {
    const productId = await insertProduct(shop, {
      name: 'Race Mattress',
      priceCents: 99_900,
      sizes: [{ label: '152x190', sizeName: 'Queen', priceDeltaCents: 0, stockQty: 3 }],
    });
    const sizeId = await sizeIdOf(shop, productId, '152x190');
    const browsers = await shoppers(SHOPPERS, (browser) => addToBag(browser, productId, '152x190'));

    const answers = await Promise.all(browsers.map((browser) => startCheckout(browser)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 3);
    const refusal = answers.find((answer) => answer.statusCode === 409);
    // While the winners commit, a refusal may still see some of the 3 as left.
    expect(refusal?.json().message).toMatch(
      /^(Only [123] of Race Mattress \(Queen 152x190\) left\. Lower the quantity in your bag|Race Mattress \(Queen 152x190\) is out of stock\. Remove it from your bag) to continue\.$/,
    );
    expect(await stockOf(shop, sizeId)).toBe(0);
    const [open] = await shop.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.state, 'open'));
    expect(open?.count).toBe(3);
  });

  it('50 checkouts at once with a voucher that has 5 uses left reserve exactly 5', {
    timeout: 90_000,
  }, async () => {
    const productId = await insertProduct(shop, {
      name: 'Race Pillow',
      priceCents: 4_990,
      stockQty: 500,
      collection: 'Accessories',
    });
    const voucherId = await insertVoucher(shop, { code: 'RACE5', percentOff: 15, maxUses: 5 });
    const browsers = await shoppers(SHOPPERS, async (browser) => {
      await addToBag(browser, productId, null, 2);
      await applyVoucher(browser, 'RACE5');
    });

    const answers = await Promise.all(browsers.map((browser) => startCheckout(browser)));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(SHOPPERS - 5);
    expect(await voucherUsesOf(shop, voucherId)).toBe(5);
    // Refused checkouts gave back the stock they had taken before the voucher said no.
    expect(await productStockOf(shop, productId)).toBe(500 - 5 * 2);
  });

  it('fulfilling one paid session from many places at the same instant makes one order', async () => {
    const productId = await insertProduct(shop, {
      name: 'Race Duvet',
      priceCents: 19_900,
      stockQty: 5,
      collection: 'Accessories',
    });
    const [browser] = await shoppers(1, (b) => addToBag(b, productId, null, 2));
    const answer = await startCheckout(browser as BrowserSession);
    const sessionId = sandboxSessionIdOf(answer.json().url);
    const details = {
      email: SHIPPING.email,
      name: SHIPPING.name,
      line1: SHIPPING.address,
      postalCode: SHIPPING.postal,
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => completeCheckout(shop.app.checkout, sessionId, details)),
    );
    const ids = new Set(results.map((order) => order?.id));
    expect(ids.size).toBe(1);
    const [session] = await shop.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, sessionId));
    const made = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutSessionId, session?.id ?? 0));
    expect(made).toHaveLength(1);
    expect(await productStockOf(shop, productId)).toBe(3);
  });
});

describe('pay and cancel at the same instant', () => {
  const ROUNDS = 12;

  function cancelSandbox(sessionId: string) {
    return shop.app.inject({
      method: 'POST',
      url: `/checkout/pay/${encodeURIComponent(sessionId)}/cancel`,
    });
  }

  it('ends every session paid or released, never both, and the voucher never past its limit', {
    timeout: 120_000,
  }, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // One unit and one voucher use: the paying shopper holds both, a second one waits for them.
      const productId = await insertProduct(shop, {
        name: `Instant Pillow ${round}`,
        priceCents: 5_990,
        stockQty: 1,
        collection: 'Accessories',
      });
      const voucherId = await insertVoucher(shop, { code: `INSTANT${round}`, maxUses: 1 });
      const [payer, rival] = await shoppers(2, async (browser) => {
        await addToBag(browser, productId, null, 1);
        await applyVoucher(browser, `INSTANT${round}`);
      });
      const sessionId = sandboxSessionIdOf(
        (await startCheckout(payer as BrowserSession)).json().url,
      );

      const slot = await sandboxSlot(shop);
      const [paid, cancelled, rivalCheckout] = await Promise.all([
        paySandbox(shop, sessionId, { slot }),
        cancelSandbox(sessionId),
        startCheckout(rival as BrowserSession),
      ]);

      expect(cancelled.statusCode).toBe(303);
      const session = await checkoutStateOf(shop, sessionId);
      const [order] = await shop.database.db
        .select()
        .from(orders)
        .where(eq(orders.checkoutSessionId, session?.id ?? 0));
      if (session?.state === 'completed') {
        expect(paid.statusCode).toBe(303);
        expect(paid.headers.location).toMatch(/^\/checkout\/success\?session_id=/);
        expect(order).toBeDefined();
        expect(rivalCheckout.statusCode).toBe(409);
      } else {
        expect(session?.state).toBe('released');
        expect(paid.statusCode).toBe(410);
        expect(order).toBeUndefined();
      }
      // Whoever holds the unit holds the voucher use: exactly one of them, or none.
      const holders = (order ? 1 : 0) + (rivalCheckout.statusCode === 200 ? 1 : 0);
      expect(holders).toBeLessThanOrEqual(1);
      expect(await voucherUsesOf(shop, voucherId)).toBe(holders);
      expect(await productStockOf(shop, productId)).toBe(1 - holders);
    }
  });
});
