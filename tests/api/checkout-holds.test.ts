import type { ChildProcess } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.js';
import { cartItems, checkoutSessions } from '#server/db/schema/index.js';
import type { Cart } from '#shared/schemas/cart.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  checkoutStateOf,
  productStockOf,
  sizeIdOf,
  startCheckout,
  startSandboxCheckout,
  stockOf,
} from '#tests/helpers/checkout.js';
import { clientsConnected, startRedis, stopRedis } from '#tests/helpers/redis-server.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { freePort } from '#tests/helpers/shop-process.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';
import { createTestDatabase } from '#tests/helpers/test-database.js';

/** Stock held in open checkouts is fair: a bag's own hold never counts against that bag. */
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

let made = 0;
/** A mattress with only its King in stock. */
async function kingOnly(stockQty: number, priceCents = 189_900) {
  made += 1;
  const name = `Hold Test Bed ${made}`;
  const id = await insertProduct(shop, {
    name,
    priceCents,
    sizes: [{ label: '183x190', sizeName: 'King', priceDeltaCents: 0, stockQty }],
  });
  return { id, name, sizeId: await sizeIdOf(shop, id, '183x190') };
}

async function bagOf(browser: BrowserSession): Promise<Cart> {
  const response = await browser.get('/api/cart');
  expect(response.statusCode).toBe(200);
  return response.json<Cart>();
}

async function openSessionsOfBag(cartId: number) {
  return shop.database.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.state, 'open')));
}

describe("a bag's own open checkout", () => {
  it('does not shrink the bag: 4 × King, to the payment page and back, still 4', async () => {
    const bed = await kingOnly(4);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, bed.id, '183x190', 4);
    await startSandboxCheckout(shopper);
    expect(await stockOf(shop, bed.sizeId)).toBe(0);

    // Back in the shop: the bag still holds 4, says nothing, and may still go up to 4.
    const back = await bagOf(shopper);
    expect(back.notice).toBeNull();
    expect(back.items).toEqual([expect.objectContaining({ quantity: 4, maxQuantity: 4 })]);
    expect(back.totalCents).toBe(4 * 189_900);

    // Checking out again replaces the first page: one hold of 4, the same amount charged.
    const again = await startCheckout(shopper);
    expect(again.statusCode, again.body).toBe(200);
    const open = await openSessionsOfBag(back.cartId ?? 0);
    expect(open).toHaveLength(1);
    expect(open[0]?.totalCents).toBe(4 * 189_900);
    expect(await stockOf(shop, bed.sizeId)).toBe(0);
    expect((await bagOf(shopper)).items[0]?.quantity).toBe(4);
  });

  it('lets the bag change while it is held, and the next checkout charges what the bag holds now', async () => {
    const bed = await kingOnly(4);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, bed.id, '183x190', 3);
    const first = await startSandboxCheckout(shopper);
    const bag = await bagOf(shopper);
    const itemId = bag.items[0]?.itemId;

    // One more is in stock beside the three this bag holds itself.
    const up = await shopper.patch(`/api/cart/items/${itemId}/increment`);
    expect(up.statusCode, up.body).toBe(200);
    const beyond = await shopper.patch(`/api/cart/items/${itemId}/increment`);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe('Only 4 left in King. Your bag already has 4.');
    const down = await shopper.patch(`/api/cart/items/${itemId}/decrement`);
    expect(down.statusCode).toBe(200);
    const added = await shopper.post('/api/cart/items', {
      productId: bed.id,
      sizeLabel: '183x190',
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await bagOf(shopper)).items[0]?.quantity).toBe(4);
    await shopper.patch(`/api/cart/items/${itemId}/decrement`);
    await shopper.patch(`/api/cart/items/${itemId}/decrement`);

    const second = await startSandboxCheckout(shopper);
    expect((await checkoutStateOf(shop, first))?.state).toBe('released');
    expect((await checkoutStateOf(shop, second))?.totalCents).toBe(2 * 189_900);
    expect(await stockOf(shop, bed.sizeId)).toBe(2);
  });

  it('still counts against every other bag', async () => {
    const bed = await kingOnly(4);
    const holder = new BrowserSession(shop.app);
    await addToBag(holder, bed.id, '183x190', 3);
    await startSandboxCheckout(holder);
    const other = new BrowserSession(shop.app);
    await addToBag(other, bed.id, '183x190', 1);
    const refused = await other.post('/api/cart/items', {
      productId: bed.id,
      sizeLabel: '183x190',
      quantity: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only 1 left in King. Your bag already has 1.');
    expect((await bagOf(other)).items[0]).toMatchObject({ quantity: 1, maxQuantity: 1 });
  });

  it('is replaced atomically when the same bag checks out twice at once: one hold, never two', async () => {
    // Stock for every one of them: only the bag's single hold may stop a second.
    const bed = await kingOnly(10);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, bed.id, '183x190', 2);
    const cartId = (await bagOf(shopper)).cartId ?? 0;
    const answers = await Promise.all(Array.from({ length: 4 }, () => startCheckout(shopper)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(200);
    expect(await openSessionsOfBag(cartId)).toHaveLength(1);
    expect(await stockOf(shop, bed.sizeId)).toBe(8);
  });
});

describe('what one client may hold', () => {
  // Behind one proxy (10.0.0.1): the client is the address the proxy appended, whatever is left of it.
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ TRUST_PROXY: '1', HOLD_UNITS_PER_ADDRESS: '20' });
  });
  afterAll(() => capped.close());

  const PROXY = { remoteAddress: '10.0.0.1' };

  /** A request through the proxy from `client`, claiming a different address each time. */
  function through(
    browser: BrowserSession,
    client: string,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ) {
    const spoofed = `192.0.2.${Math.floor(Math.random() * 250)}`;
    return browser.request(method, url, {
      ...(body === undefined ? {} : { body }),
      headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
    });
  }

  async function pillows(count: number, stockQty: number) {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      made += 1;
      ids.push(
        await insertProduct(capped, {
          name: `Hoard Pillow ${made}`,
          priceCents: 4_990,
          stockQty,
          collection: 'Accessories',
        }),
      );
    }
    return ids;
  }

  it('stops a cookie-less script from reserving the shop: 20 units per address, then 409 naming the limit', async () => {
    const ids = await pillows(5, 12);
    const answers = [];
    for (const productId of ids) {
      // A fresh session for every bag, as a script without cookies has.
      const bot = new BrowserSession(capped.app, PROXY);
      const added = await through(bot, '198.51.100.20', 'POST', '/api/cart/items', {
        productId,
        sizeLabel: null,
        quantity: 10,
      });
      expect(added.statusCode, added.body).toBe(200);
      answers.push(await through(bot, '198.51.100.20', 'POST', '/api/checkout/session'));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 409, 409, 409]);
    expect(answers[2]?.json().message).toBe(
      'You can hold at most 20 items at once in open checkouts, and other open checkouts from your network already hold 20. Pay for or cancel them, or lower the quantities in your bag, to continue.',
    );
    // The refused checkouts changed nothing; a real shopper elsewhere buys what was left.
    const shopper = new BrowserSession(capped.app, PROXY);
    const third = ids[2] ?? 0;
    const added = await through(shopper, '198.51.100.30', 'POST', '/api/cart/items', {
      productId: third,
      sizeLabel: null,
      quantity: 10,
    });
    expect(added.statusCode, added.body).toBe(200);
    const opened = await through(shopper, '198.51.100.30', 'POST', '/api/checkout/session');
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('counts an IPv6 client by its /64: new addresses of the same network hold no more', async () => {
    const ids = await pillows(3, 10);
    const statuses = [];
    for (const [i, productId] of ids.entries()) {
      const client = `2001:db8:0:7::${i + 1}`;
      const bot = new BrowserSession(capped.app, PROXY);
      await through(bot, client, 'POST', '/api/cart/items', {
        productId,
        sizeLabel: null,
        quantity: 10,
      });
      statuses.push((await through(bot, client, 'POST', '/api/checkout/session')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 409]);
  });

  it('caps one size at HOLD_UNITS_PER_SIZE (10) in the bag and in the order', async () => {
    const [productId = 0] = await pillows(1, 40);
    const shopper = new BrowserSession(capped.app, PROXY);
    await through(shopper, '198.51.100.40', 'POST', '/api/cart/items', {
      productId,
      sizeLabel: null,
      quantity: 10,
    });
    const eleventh = await through(shopper, '198.51.100.40', 'POST', '/api/cart/items', {
      productId,
      sizeLabel: null,
      quantity: 1,
    });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe('You can have at most 10 of one item in your bag.');
    const bag = (await through(shopper, '198.51.100.40', 'GET', '/api/cart')).json<Cart>();
    expect(bag.items[0]).toMatchObject({ quantity: 10, maxQuantity: 10 });

    // A line put in the bag before the limit was lowered: the order refuses it, naming the limit.
    await capped.database.db
      .update(cartItems)
      .set({ quantity: 12 })
      .where(eq(cartItems.id, bag.items[0]?.itemId ?? 0));
    const refused = await through(shopper, '198.51.100.40', 'POST', '/api/checkout/session');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^You can buy at most 10 of Hoard Pillow \d+ in one order\. Lower the quantity in your bag to continue\.$/,
    );
    expect(await productStockOf(capped, productId)).toBe(40);
    // Reading the bag brings the line down to the limit, and says so.
    const settled = (await through(shopper, '198.51.100.40', 'GET', '/api/cart')).json<Cart>();
    expect(settled.items[0]?.quantity).toBe(10);
    expect(settled.notice).toMatch(
      /^You can have at most 10 of Hoard Pillow \d+ in one order: your bag now holds 10\.$/,
    );
  });

  it('lets concurrent checkouts from one address hold no more than the cap between them', {
    timeout: 60_000,
  }, async () => {
    const ids = await pillows(10, 3);
    const bots = await Promise.all(
      ids.map(async (productId) => {
        const bot = new BrowserSession(capped.app, PROXY);
        const added = await through(bot, '198.51.100.50', 'POST', '/api/cart/items', {
          productId,
          sizeLabel: null,
          quantity: 3,
        });
        expect(added.statusCode, added.body).toBe(200);
        return bot;
      }),
    );
    const answers = await Promise.all(
      bots.map((bot) => through(bot, '198.51.100.50', 'POST', '/api/checkout/session')),
    );
    // 6 × 3 = 18 units fit under 20; a seventh would make 21.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(6);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
    const [held] = await queryRows<{ units: number }>(
      capped.database.db,
      sql`select coalesce(sum(l.qty), 0)::int as units from checkout_session_lines l
            join checkout_sessions s on s.id = l.checkout_session_id
           where s.state = 'open' and s.client_address = '198.51.100.50'`,
    );
    expect(held?.units).toBe(18);
  });
});

describe('opening checkouts from one address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());

  it('is rate limited: CHECKOUT_RATE_LIMIT_MAX in 10 minutes, then 429 with Retry-After', async () => {
    made += 1;
    const productId = await insertProduct(limited, {
      name: `Rate Pillow ${made}`,
      priceCents: 4_990,
      stockQty: 50,
      collection: 'Accessories',
    });
    const script = new BrowserSession(limited.app, { remoteAddress: '198.51.100.60' });
    await addToBag(script, productId, null, 1);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await startCheckout(script)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await startCheckout(script);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many requests\. Please try again in 10 minutes\.$/,
    );

    // Another address is not held back by it.
    const shopper = new BrowserSession(limited.app, { remoteAddress: '198.51.100.61' });
    await addToBag(shopper, productId, null, 1);
    expect((await startCheckout(shopper)).statusCode).toBe(200);
  });
});

describe('two instances behind one balancer', () => {
  let redis: ChildProcess | undefined;
  const instances: TestApp[] = [];
  afterAll(async () => {
    // The first instance owns the database and drops it: the other closes first.
    for (const instance of instances.reverse()) await instance.close();
    if (redis) await stopRedis(redis);
  });

  it('share the address cap (in the database) and the checkout rate limit (in Redis)', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const env = {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      HOLD_UNITS_PER_ADDRESS: '20',
      CHECKOUT_RATE_LIMIT_MAX: '12',
    };
    const database = await createTestDatabase();
    instances.push(await createTestApp(env, {}, { database }));
    instances.push(await createTestApp(env, {}, { database: await database.share() }));
    const [first, second] = instances as [TestApp, TestApp];
    // Counts made before an instance's connection is up stay in that instance.
    await clientsConnected(port, 2);

    const ids: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      ids.push(
        await insertProduct(first, {
          name: `Balanced Pillow ${i}`,
          priceCents: 4_990,
          stockQty: 3,
          collection: 'Accessories',
        }),
      );
    }
    // One bag per product, each reaching the instances in turn, all from one address.
    const bots = await Promise.all(
      ids.map(async (productId, i) => {
        const bot = new BrowserSession(first.app, { remoteAddress: '198.51.100.70' });
        await addToBag(bot, productId, null, 3);
        return i % 2 === 0 ? bot : bot.reach(second.app);
      }),
    );
    const [ten, rest] = [bots.slice(0, 10), bots.slice(10)];
    const answers = await Promise.all(ten.map((bot) => startCheckout(bot)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(6);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);

    // 10 checkouts counted on both instances together: the 13th of the 10 minutes is refused.
    const later = [];
    for (const bot of rest) later.push((await startCheckout(bot)).statusCode);
    expect(later).toEqual([409, 409, 429]);
  });
});
