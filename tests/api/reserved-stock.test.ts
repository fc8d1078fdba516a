import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { sweepExpiredCheckouts } from '#server/modules/checkout/sweeper.js';
import { type Product, productPageSchema, productSchema } from '#shared/schemas/product.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  checkoutStateOf,
  paySandbox,
  startSandboxCheckout,
} from '#tests/helpers/checkout.js';
import { createRenderingTestApp } from '#tests/helpers/rendering-test-app.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import type { TestApp } from '#tests/helpers/test-app.js';
import { createTestDatabase, onPostgres } from '#tests/helpers/test-database.js';

/**
 * Units held by unpaid checkouts read as reserved, with the minutes until the first hold runs
 * out (issue 23, decision 0055), on two instances sharing one database and one pinned clock: each
 * keeps its answers and pages (decision 0036), and none may show a hold that is gone or a minute
 * count that has passed.
 */
const START = '2026-12-02T10:00:00+08:00';
const HOLD_ENDS = Date.parse(START) + 30 * 60_000;
const clock = fixedClock(START);
let shops: [TestApp, TestApp];

beforeAll(async () => {
  const database = await createTestDatabase();
  const first = await createRenderingTestApp({}, { database, clock });
  const second = await createRenderingTestApp({}, { database: await database.share(), clock });
  shops = [first, second];
});
afterAll(async () => {
  for (const shop of [...shops].reverse()) await shop.close();
});

let made = 0;
/** A Hotel mattress with one Queen left and two Kings. */
async function lastQueen(): Promise<number> {
  made += 1;
  return insertProduct(shops[0], {
    name: `Reserved Test Bed ${made}`,
    priceCents: 150_000,
    collection: 'Hotel',
    sizes: [
      { label: '152x190', sizeName: 'Queen', priceDeltaCents: 0, stockQty: 1 },
      { label: '183x190', sizeName: 'King', priceDeltaCents: 20_000, stockQty: 2 },
    ],
  });
}

/** What one instance says of the product: its answer, its place in a listing, and its page. */
async function seen(shop: TestApp, id: number) {
  const get = (url: string) => shop.app.inject({ method: 'GET', url });
  const product = productSchema.parse((await get(`/api/products/${id}`)).json());
  const page = productPageSchema.parse(
    (await get('/api/products/page?collection=Hotel&limit=100')).json(),
  );
  return {
    product,
    listed: page.products.find((item) => item.productId === id),
    page: (await get(`/product/${id}`)).body,
  };
}

const queenOf = (product: Product | undefined) =>
  product?.dimensions.find((size) => size.label === '152x190');

/**
 * Both instances agree with `expected`: the one that made a change at once, the other once its
 * listener hears the announcement (at once on PGlite, where both share this process).
 */
async function expectEverywhere(
  id: number,
  expected: (view: Awaited<ReturnType<typeof seen>>) => void,
) {
  for (const shop of shops) {
    if (onPostgres) {
      await expect
        .poll(async () => {
          try {
            expected(await seen(shop, id));
            return true;
          } catch {
            return false;
          }
        })
        .toBe(true);
    }
    expected(await seen(shop, id));
  }
}

/** The Queen is held for `minutes` more minutes (rounded up) by one unpaid checkout. */
function heldFor(minutes: number) {
  return (view: Awaited<ReturnType<typeof seen>>) => {
    const reserved = { qty: 1, until: new Date(HOLD_ENDS).toISOString(), minutes };
    for (const product of [view.product, view.listed]) {
      expect(queenOf(product)).toMatchObject({ stockQty: 0, availability: 'reserved', reserved });
      // The King still sells: the product as a whole is in stock, with one unit held.
      expect(product).toMatchObject({ stockQty: 2, availability: 'in_stock', reserved });
    }
    expect(view.page).toContain(
      `Reserved — may be back within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    );
  };
}

function queenIs(availability: 'in_stock' | 'out_of_stock', stockQty: number) {
  return (view: Awaited<ReturnType<typeof seen>>) => {
    for (const product of [view.product, view.listed]) {
      expect(queenOf(product)).toMatchObject({ stockQty, availability, reserved: null });
      expect(product).toMatchObject({ reserved: null });
    }
    expect(view.page).not.toContain('Reserved —');
    if (availability === 'out_of_stock') expect(view.page).toContain('Out of stock');
  };
}

// Two instances and a rendered page per look: slower than one answer on a busy machine.
describe('units held by an unpaid checkout', { timeout: 90_000 }, () => {
  it('read as reserved with the minutes left, counting down, then out of stock when the hold runs out and in stock when it is released', async () => {
    clock.set(START);
    const id = await lastQueen();
    await expectEverywhere(id, queenIs('in_stock', 1));

    const holder = new BrowserSession(shops[1].app);
    await addToBag(holder, id, '152x190');
    const sessionId = await startSandboxCheckout(holder);
    await expectEverywhere(id, heldFor(30));

    // Another shopper cannot add the held size.
    const other = new BrowserSession(shops[0].app);
    const refused = await other.post('/api/cart/items', {
      productId: id,
      sizeLabel: '152x190',
      quantity: 1,
    });
    expect(refused.statusCode).toBe(409);

    // Kept answers and pages are never older than the minute they state.
    clock.set(new Date(HOLD_ENDS - 20 * 60_000 - 1));
    await expectEverywhere(id, heldFor(21));
    clock.advance(1);
    await expectEverywhere(id, heldFor(20));
    clock.set(new Date(HOLD_ENDS - 1));
    await expectEverywhere(id, heldFor(1));

    // Run out but not yet swept: nothing is held any more, and none left.
    clock.set(new Date(HOLD_ENDS));
    await expectEverywhere(id, queenIs('out_of_stock', 0));

    expect((await sweepExpiredCheckouts(shops[0].app.checkout)).released).toBeGreaterThanOrEqual(1);
    expect((await checkoutStateOf(shops[0], sessionId))?.state).toBe('released');
    await expectEverywhere(id, queenIs('in_stock', 1));
  });

  it('is out of stock once the checkout is paid, at once, though the hold had minutes left', async () => {
    clock.set(START);
    const id = await lastQueen();
    const buyer = new BrowserSession(shops[0].app);
    await addToBag(buyer, id, '152x190');
    const sessionId = await startSandboxCheckout(buyer);
    await expectEverywhere(id, heldFor(30));

    const paid = await paySandbox(shops[0], sessionId, { email: 'reserved.buyer@example.com' });
    expect(paid.statusCode, paid.body).toBe(303);
    expect((await checkoutStateOf(shops[0], sessionId))?.state).toBe('completed');
    await expectEverywhere(id, queenIs('out_of_stock', 0));
  });

  it('of a product without sizes read as reserved on the product, and in stock again when cancelled', async () => {
    clock.set(START);
    const id = await insertProduct(shops[0], {
      name: 'Reserved Test Pillow',
      priceCents: 9_000,
      stockQty: 2,
      collection: 'Accessories',
    });
    const holder = new BrowserSession(shops[0].app);
    await addToBag(holder, id, null, 2);
    const sessionId = await startSandboxCheckout(holder);
    const held = productSchema.parse(
      (await shops[1].app.inject({ url: `/api/products/${id}` })).json(),
    );
    expect(held).toMatchObject({
      stockQty: 0,
      availability: 'reserved',
      reserved: { qty: 2, until: new Date(HOLD_ENDS).toISOString(), minutes: 30 },
    });
    expect((await shops[1].app.inject({ url: `/product/${id}` })).body).toContain(
      'Reserved — may be back within 30 minutes',
    );

    const cancelled = await shops[1].app.inject({
      method: 'POST',
      url: `/checkout/pay/${encodeURIComponent(sessionId)}/cancel`,
    });
    expect(cancelled.statusCode).toBe(303);
    const back = productSchema.parse(
      (await shops[0].app.inject({ url: `/api/products/${id}` })).json(),
    );
    expect(back).toMatchObject({ stockQty: 2, availability: 'in_stock', reserved: null });
  });
});
