import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showroomVisits } from '#server/db/schema/index.js';
import { type MyData, myDataSchema } from '#shared/schemas/my-data.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { lastMailTo, linkParameter } from '#tests/helpers/mailbox.js';
import { insertOrderAt } from '#tests/helpers/order-fixtures.js';

let shop: AdminTestApp;
beforeAll(async () => {
  shop = await createAdminTestApp({ RATE_LIMIT_MAX: '10000' });
});
afterAll(() => shop.close());

const NEWSLETTER_SUBJECT = 'Confirm your 8etterSleep newsletter sign-up';

function guestOrder(email: string) {
  return insertOrderAt(shop, {
    createdAt: new Date().toISOString(),
    lines: [{ productId: null, name: 'Hotel Grand (Queen)', qty: 1, unitPriceCents: 150_000 }],
    email,
    delivery: { phone: '+65 9123 4567', date: '2026-12-10' },
  });
}

async function myData(browser: BrowserSession): Promise<MyData> {
  const answer = await browser.get('/api/profile/my-data');
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return myDataSchema.parse(answer.json());
}

/** Proves the account's address with the link mailed for it, bringing its guest orders in. */
async function proveAddress(browser: BrowserSession, email: string) {
  expect((await browser.post('/api/profile/guest-orders')).statusCode).toBe(200);
  const mail = await lastMailTo(shop, email, 'Confirm your e-mail address');
  const proven = await browser.post('/api/account/verify-email', {
    token: linkParameter(mail, 'token'),
  });
  expect(proven.statusCode, proven.body).toBe(200);
}

describe("a customer's copy of their data (PDPA)", () => {
  it('is for the signed-in customer alone', async () => {
    const visitor = new BrowserSession(shop.app);
    expect((await visitor.get('/api/profile/my-data')).statusCode).toBe(401);
  });

  it("holds the account's own data, and what others did with its address only once it is proven", async () => {
    const email = 'my.data@example.sg';
    // Before the account exists, somebody signs the address up and buys as a guest with it.
    const visitor = new BrowserSession(shop.app);
    expect((await visitor.post('/api/newsletter/subscribe', { email })).statusCode).toBe(200);
    await lastMailTo(shop, email, NEWSLETTER_SUBJECT);
    const orderId = await guestOrder(email);

    const customer = await shop.customer(email);
    const before = await myData(customer);
    expect(before.account).toMatchObject({ email, emailVerifiedAt: null });
    expect(before.orders).toEqual([]);
    expect(before.newsletter).toBeNull();
    expect(before.mails.map((mail) => mail.subject)).not.toContain(NEWSLETTER_SUBJECT);

    await proveAddress(customer, email);
    const after = await myData(customer);
    expect(after.account.emailVerifiedAt).not.toBeNull();
    expect(after.orders).toEqual([
      expect.objectContaining({
        orderId,
        totalCents: 150_000,
        phone: '+65 9123 4567',
        status: 'paid',
      }),
    ]);
    expect(after.newsletter).toMatchObject({ status: 'pending', source: 'footer form' });
    expect(after.newsletter?.consentText).toMatch(/\S/);
    expect(after.mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([NEWSLETTER_SUBJECT, 'Confirm your e-mail address for 8etterSleep']),
    );
  });

  it('never holds another account’s orders', async () => {
    const mine = await shop.customer('mine.only@example.sg');
    await proveAddress(mine, 'mine.only@example.sg');
    await guestOrder('someone.else@example.sg');
    expect((await myData(mine)).orders).toEqual([]);
  });

  it("holds the showroom visits and staff's notes under its address, once it is proven", async () => {
    const email = 'visits.notes@example.sg';
    const at = new Date(Date.now() - 60_000);
    // Booked and noted before the account existed: somebody's, until the address is proven.
    await shop.database.db.insert(showroomVisits).values({
      showroomId: 1,
      day: '2026-12-12',
      startMinute: 660,
      slotMinutes: 30,
      startsAt: new Date('2026-12-12T03:00:00Z'),
      name: 'Lim Wei',
      phone: '+65 9876 5432',
      email,
      mattresses: [{ productId: 1, name: 'Hotel Grand' }],
      linkHash: randomBytes(16).toString('hex'),
      createdAt: at,
      updatedAt: at,
    });
    const orderId = await guestOrder(email);
    const noted = await shop.admin.post('/api/admin/customers/notes', {
      email,
      body: 'Asked about a king size',
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const customer = await shop.customer(email);
    const before = await myData(customer);
    expect(before.showroomVisits).toEqual([]);
    expect(before.staffNotes).toEqual([]);

    await proveAddress(customer, email);
    const onOrder = await shop.admin.post(`/api/orders/admin/orders/${orderId}/notes`, {
      body: 'Delivered to the lobby',
    });
    expect(onOrder.statusCode, onOrder.body).toBe(201);
    const after = await myData(customer);
    expect(after.showroomVisits).toEqual([
      expect.objectContaining({
        showroom: '8etterSleep Gallery, Ubi',
        day: '2026-12-12',
        startMinute: 660,
        state: 'booked',
        name: 'Lim Wei',
        phone: '+65 9876 5432',
        mattresses: ['Hotel Grand'],
      }),
    ]);
    expect(after.staffNotes.map((note) => [note.orderId, note.body])).toEqual([
      [orderId, 'Delivered to the lobby'],
      [null, 'Asked about a king size'],
    ]);
  });
});

describe('a copy given out by staff for a customer who asks by phone', () => {
  it('is the holder’s own copy, each time audited under the account', async () => {
    const email = 'asks.by.phone@example.sg';
    await guestOrder(email);
    const customer = await shop.customer(email);
    await proveAddress(customer, email);
    const store = await shop.staff('phone.desk@example.sg', 'store');

    const answer = await store.get(`/api/admin/customers/data?email=${email}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { exportedAt: _given, ...given } = myDataSchema.parse(answer.json());
    const { exportedAt: _own, ...own } = await myData(customer);
    expect(given).toEqual(own);
    expect(given.orders).toHaveLength(1);

    const trail = await shop.admin.get('/api/admin/audit?entityType=user');
    expect(trail.json().entries).toContainEqual(
      expect.objectContaining({
        entityLabel: email,
        action: 'exported',
        actorEmail: 'phone.desk@example.sg',
        changes: [],
      }),
    );
  });

  it('is for store staff and owners: others are refused, and an address without an account is 404', async () => {
    const email = 'kept.private@example.sg';
    await shop.customer(email);
    const path = `/api/admin/customers/data?email=${email}`;
    const catalogue = await shop.staff('shelf.data@example.sg', 'catalogue');
    expect((await catalogue.get(path)).statusCode).toBe(403);
    const other = await shop.customer('nosy.neighbour@example.sg');
    expect((await other.get(path)).statusCode).toBe(403);
    expect((await new BrowserSession(shop.app).get(path)).statusCode).toBe(401);

    await guestOrder('guest.only@example.sg');
    const guest = await shop.admin.get('/api/admin/customers/data?email=guest.only@example.sg');
    expect(guest.statusCode).toBe(404);
    expect(guest.json()).toMatchObject({ message: 'No account uses this e-mail.' });
    const bad = await shop.admin.get('/api/admin/customers/data?email=not-an-address');
    expect(bad.statusCode).toBe(400);
  });
});
