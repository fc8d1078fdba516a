import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherGuesses } from '#server/db/schema/index.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession, type InjectResult } from '#tests/helpers/browser-session.js';
import { addToBag, CUSTOMER_PASSWORD } from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';
import { createTestDatabase } from '#tests/helpers/test-database.js';

/**
 * Voucher codes cannot be found by guessing (decision 0040): wrong codes are counted per bag (5)
 * and per address (VOUCHER_GUESSES_PER_ADDRESS, here 12) in windows of 10 minutes, and a code
 * that is not on offer answers exactly as one that never existed.
 */
const PER_ADDRESS = 12;
const TOO_MANY = /^Too many wrong voucher codes\. Please try again in 10 minutes\.$/;
const NOT_VALID = 'This voucher code is not valid.';

let shop: AdminTestApp;
let pillowId: number;
beforeAll(async () => {
  shop = await createAdminTestApp({ VOUCHER_GUESSES_PER_ADDRESS: String(PER_ADDRESS) });
  pillowId = await insertProduct(shop, {
    name: 'Guessing Pillow',
    priceCents: 10_000,
    stockQty: 1_000,
    collection: 'Accessories',
  });
  await createVoucher({ code: 'RIGHT10' });
});
afterAll(() => shop.close());

async function createVoucher(fields: Record<string, unknown>): Promise<void> {
  const response = await shop.admin.post('/api/vouchers', {
    kind: 'percent',
    value: 10,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
}

let addresses = 0;
/** A visitor with one pillow in the bag, from an address of its own unless one is given. */
async function bagFrom(remoteAddress = `203.0.113.${++addresses}`): Promise<BrowserSession> {
  const visitor = new BrowserSession(shop.app, { remoteAddress });
  await addToBag(visitor, pillowId, null, 1);
  return visitor;
}

function tryCode(visitor: BrowserSession, code: string): Promise<InjectResult> {
  return visitor.post('/api/cart/voucher', { code });
}

async function wrongCodes(visitor: BrowserSession, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push((await tryCode(visitor, `WRONG${i}`)).statusCode);
  }
  return statuses;
}

function expectTooMany(response: InjectResult): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().message).toMatch(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

/** Ten minutes pass: every window of wrong codes counted so far ends. */
async function windowsEnd(): Promise<void> {
  await shop.database.db.update(voucherGuesses).set({ windowEndsAt: sql`now() - interval '1 s'` });
}

describe('a shopper typing codes', () => {
  it('applies the right code after mistyping a few times', async () => {
    const shopper = await bagFrom();
    expect(await wrongCodes(shopper, 3)).toEqual([400, 400, 400]);
    const right = await tryCode(shopper, ' right10 ');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().message).toBe('Voucher RIGHT10 applied.');
  });

  it('is not held back by codes that apply, however often', async () => {
    const shopper = await bagFrom();
    for (let i = 0; i < 8; i += 1) {
      expect((await tryCode(shopper, 'RIGHT10')).statusCode).toBe(200);
      expect((await shopper.delete('/api/cart/voucher')).statusCode).toBe(200);
    }
    expect(await wrongCodes(shopper, 5)).toEqual([400, 400, 400, 400, 400]);
  });
});

describe('wrong codes for one bag', () => {
  it('after 5 answer 429 with Retry-After, for a right code too, while the window lasts', async () => {
    const address = '192.0.2.50';
    const script = await bagFrom(address);
    expect(await wrongCodes(script, 5)).toEqual([400, 400, 400, 400, 400]);
    expectTooMany(await tryCode(script, 'WRONG99'));
    // A right code is refused too: otherwise the limit would say which codes exist.
    expectTooMany(await tryCode(script, 'RIGHT10'));
    expect((await script.get('/api/cart')).json().voucher).toBeNull();

    // Another bag from the same address is not held back by this one.
    const neighbour = await bagFrom(address);
    expect((await tryCode(neighbour, 'RIGHT10')).statusCode).toBe(200);
  });

  it('are forgotten when the window ends', async () => {
    const shopper = await bagFrom();
    expect(await wrongCodes(shopper, 5)).toEqual([400, 400, 400, 400, 400]);
    expectTooMany(await tryCode(shopper, 'RIGHT10'));
    await windowsEnd();
    expect((await tryCode(shopper, 'RIGHT10')).statusCode).toBe(200);
    // A new window: five more wrong codes before the limit.
    expect((await shopper.delete('/api/cart/voucher')).statusCode).toBe(200);
    expect(await wrongCodes(shopper, 6)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('sent at once get no more than 5 answers', async () => {
    const script = await bagFrom();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => tryCode(script, `BURST${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('count for the customer’s bag on every device', async () => {
    const email = 'guessing.customer@example.test';
    const phone = await shop.customer(email);
    await addToBag(phone, pillowId, null, 1);
    expect(await wrongCodes(phone, 5)).toEqual([400, 400, 400, 400, 400]);
    const laptop = new BrowserSession(shop.app, { remoteAddress: '198.51.100.99' });
    expect((await laptop.login(email, CUSTOMER_PASSWORD)).statusCode).toBe(200);
    expectTooMany(await tryCode(laptop, 'RIGHT10'));
  });
});

describe('wrong codes from one address', () => {
  it(`after ${PER_ADDRESS} answer 429 whichever bag they are for`, async () => {
    const address = '192.0.2.77';
    const bags = [await bagFrom(address), await bagFrom(address), await bagFrom(address)];
    for (const bag of bags) expect(await wrongCodes(bag, 4)).toEqual([400, 400, 400, 400]);
    // A fresh bag from that address: its first code, even a right one, is one too many.
    expectTooMany(await tryCode(await bagFrom(address), 'RIGHT10'));
    // Another address is not held back.
    expect((await tryCode(await bagFrom(), 'RIGHT10')).statusCode).toBe(200);
  });
});

describe('a code not on offer', () => {
  it('answers exactly as one that does not exist: switched off, not started, long expired', async () => {
    const day = 24 * 60 * 60 * 1000;
    await createVoucher({ code: 'STAFFONLY', active: false });
    await createVoucher({ code: 'NEXTSALE', startsAt: shop.fromNow(day).toISOString() });
    await createVoucher({
      code: 'LASTYEAR',
      startsAt: shop.fromNow(-400 * day).toISOString(),
      expiresAt: shop.fromNow(-31 * day).toISOString(),
    });
    const visitor = await bagFrom();
    const answer = async (code: string) => {
      const response = await tryCode(visitor, code);
      const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
      return { status: response.statusCode, headers, body: response.body };
    };
    const unknown = await answer('NOSUCHCODE');
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toEqual({
      message: NOT_VALID,
      code: 'voucher_unknown',
      errors: [{ msg: NOT_VALID }],
    });
    for (const hidden of ['STAFFONLY', 'NEXTSALE', 'LASTYEAR']) {
      expect(await answer(hidden), hidden).toEqual(unknown);
    }
  });

  it('that ended in the last 30 days may say it expired, to whoever kept it', async () => {
    const day = 24 * 60 * 60 * 1000;
    await createVoucher({
      code: 'LASTMONTH',
      startsAt: shop.fromNow(-60 * day).toISOString(),
      expiresAt: shop.fromNow(-29 * day).toISOString(),
    });
    const response = await tryCode(await bagFrom(), 'LASTMONTH');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This voucher has expired.');
  });
});

describe('on several instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase();
    first = await createTestApp({}, {}, { database });
    second = await createTestApp({}, {}, { database: await database.share() });
  });
  // The first instance owns the database and drops it: the other closes first.
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("counts a bag's wrong codes in the database, whichever instance answers", async () => {
    const productId = await insertProduct(first, {
      name: 'Balanced Guessing Pillow',
      priceCents: 5_000,
      stockQty: 10,
      collection: 'Accessories',
    });
    const script = new BrowserSession(first.app, { remoteAddress: '198.51.100.80' });
    await addToBag(script, productId, null, 1);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      script.reach(i % 2 === 0 ? first.app : second.app);
      statuses.push((await tryCode(script, `SPLIT${i}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
