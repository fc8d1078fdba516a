import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import type { BrowserSession } from '#tests/helpers/browser-session.js';
import { lastMailTo, linkParameter } from '#tests/helpers/mailbox.js';
import { insertOrderAt } from '#tests/helpers/order-fixtures.js';

// Many logins from one address: the per-address limit of the auth routes is not under test here.
let shop: AdminTestApp;
beforeAll(async () => {
  shop = await createAdminTestApp({ RATE_LIMIT_MAX: '10000' });
});
afterAll(() => shop.close());

const line = { productId: null, name: 'Hotel Grand (Queen)', qty: 1, unitPriceCents: 150_000 };

function guestOrder(email: string, phone = '+65 9123 4567') {
  return insertOrderAt(shop, {
    createdAt: new Date().toISOString(),
    lines: [line],
    email,
    delivery: { phone, date: '2026-12-10' },
  });
}

async function myOrderIds(browser: BrowserSession): Promise<number[]> {
  const answer = await browser.get('/api/orders');
  return answer.json<{ orders: { order_id: number }[] }>().orders.map((order) => order.order_id);
}

async function mailedToken(email: string): Promise<string> {
  return linkParameter(await lastMailTo(shop, email, 'Confirm your e-mail address'), 'token');
}

describe('guest orders brought into an account', () => {
  it('waits for the address to be proven by its mailed link, then brings them in once', async () => {
    const email = 'linked.later@example.sg';
    const orderId = await guestOrder(email);
    const customer = await shop.customer(email);
    expect((await customer.get('/api/profile/guest-orders')).json()).toEqual({
      email,
      verified: false,
      guestOrders: 1,
    });
    expect(await myOrderIds(customer)).toEqual([]);

    const asked = await customer.post('/api/profile/guest-orders');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ linked: 0, linkSent: true });
    // Nothing moves on the asking alone.
    expect(await myOrderIds(customer)).toEqual([]);

    const wrong = await customer.post('/api/account/verify-email', { token: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('link_invalid');

    const token = await mailedToken(email);
    const proven = await customer.post('/api/account/verify-email', { token });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json().message).toBe(
      'Your e-mail address is confirmed. 1 order placed with it without logging in is now in your account.',
    );
    expect(await myOrderIds(customer)).toEqual([orderId]);
    expect((await customer.post('/api/account/verify-email', { token })).statusCode).toBe(400);

    // A later guest order with the proven address comes in at once, without another link.
    const later = await guestOrder(email);
    const again = await customer.post('/api/profile/guest-orders');
    expect(again.json()).toMatchObject({ linked: 1, linkSent: false });
    expect((await myOrderIds(customer)).sort()).toEqual([orderId, later].sort());
  });

  it('never on an unproven address: an account registered with somebody else’s e-mail gets nothing', async () => {
    const victim = 'guest.only@example.sg';
    await guestOrder(victim);
    // No verification at registration: anybody may register an address they do not read.
    const squatter = await shop.customer(victim);
    await squatter.post('/api/profile/guest-orders');
    // The link went to the address's mailbox, which the squatter cannot read.
    expect(await myOrderIds(squatter)).toEqual([]);
    expect((await squatter.get('/api/profile/guest-orders')).json()).toMatchObject({
      verified: false,
      guestOrders: 1,
    });
  });

  it('voids a link when the account’s address changes before it is opened', async () => {
    const email = 'changing.mind@example.sg';
    await guestOrder(email);
    const customer = await shop.customer(email);
    await customer.post('/api/profile/guest-orders');
    const token = await mailedToken(email);
    const { user } = (await customer.get('/api/auth/session')).json();
    const renamed = await shop.admin.put(`/api/users/${user.id}`, {
      name: null,
      email: 'changed.mind@example.sg',
      role: 'user',
    });
    expect(renamed.statusCode).toBe(200);
    const late = await customer.post('/api/account/verify-email', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('link_invalid');
  });
});

describe('the customer view for staff', () => {
  it('finds a customer by e-mail, name or phone and shows orders, spend, addresses, phones and mails', async () => {
    const email = 'ah.hock@example.sg';
    const first = await guestOrder(email, '+65 8123 4567');
    const second = await guestOrder(email, '+65 8123 4567');
    const other = await guestOrder(email, '+65 6111 2222');
    await shop.database.db.execute(sql`update orders set status = 'failed' where id = ${other}`);
    const store = await shop.staff('desk@example.sg', 'store');

    const byPhone = await store.get('/api/admin/customers?q=8123%204567');
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json()).toEqual([
      expect.objectContaining({ email, userId: null, orderCount: 3, spendCents: 300_000 }),
    ]);
    expect((await store.get('/api/admin/customers?q=AH.HOCK')).json()).toHaveLength(1);
    const tooShort = await store.get('/api/admin/customers?q=a');
    expect(tooShort.statusCode).toBe(400);

    const detail = await store.get(`/api/admin/customers/detail?email=${email}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const customer = detail.json();
    expect(customer.account).toBeNull();
    expect(customer.orders.map((order: { orderId: number }) => order.orderId).sort()).toEqual(
      [first, second, other].sort(),
    );
    expect(customer.spendCents).toBe(300_000);
    expect(customer.addresses).toEqual([
      expect.objectContaining({ line1: '1 Fixture Road', postal: '018989' }),
    ]);
    expect(customer.phones.sort()).toEqual(['+65 6111 2222', '+65 8123 4567']);
    expect(customer.notes).toEqual([]);

    const unknown = await store.get('/api/admin/customers/detail?email=nobody@example.sg');
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps internal notes on a customer and on an order, audited, with every problem refused', async () => {
    const email = 'noted.customer@example.sg';
    const orderId = await guestOrder(email);
    const store = await shop.staff('notes.desk@example.sg', 'store');

    const onCustomer = await store.post('/api/admin/customers/notes', {
      email,
      body: 'Prefers deliveries after 6pm.\nCall before coming.',
    });
    expect(onCustomer.statusCode, onCustomer.body).toBe(201);
    const onOrder = await store.post(`/api/orders/admin/orders/${orderId}/notes`, {
      body: 'Lift is small: bring the roll-packed mattress.',
    });
    expect(onOrder.statusCode, onOrder.body).toBe(201);

    const notes = (await store.get(`/api/admin/customers/detail?email=${email}`)).json().notes;
    expect(notes).toEqual([
      expect.objectContaining({ orderId, authorEmail: 'notes.desk@example.sg' }),
      expect.objectContaining({
        orderId: null,
        body: 'Prefers deliveries after 6pm.\nCall before coming.',
      }),
    ]);
    const onOrderRead = await store.get(`/api/orders/admin/orders/${orderId}/notes`);
    expect(onOrderRead.json()).toEqual([
      expect.objectContaining({ body: 'Lift is small: bring the roll-packed mattress.' }),
    ]);
    expect((await store.get('/api/orders/admin/orders/999999/notes')).statusCode).toBe(404);
    const trail = (await shop.admin.get('/api/admin/audit?entityType=note')).json<{
      entries: { entityLabel: string; actorEmail: string }[];
    }>();
    expect(trail.entries.map((entry) => entry.entityLabel)).toEqual(
      expect.arrayContaining([email, `Order #${orderId}`]),
    );

    const bad = await store.post('/api/admin/customers/notes', { email, body: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([{ msg: 'Write the note.' }]);
    const tab = await store.post('/api/admin/customers/notes', { email, body: 'a\tb' });
    expect(tab.json().errors).toMatchObject([
      { msg: 'A note cannot hold tabs or other control characters.' },
    ]);
    const nobody = await store.post('/api/admin/customers/notes', {
      email: 'nobody.at.all@example.sg',
      body: 'Hello',
    });
    expect(nobody.statusCode).toBe(404);
    const noOrder = await store.post('/api/orders/admin/orders/999999/notes', { body: 'Hello' });
    expect(noOrder.statusCode).toBe(404);
  });

  it('is for store staff and owners only: catalogue staff and customers are refused', async () => {
    const catalogue = await shop.staff('shelf.only@example.sg', 'catalogue');
    const refused = await catalogue.get('/api/admin/customers?q=example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('outside_role');
    const customer = await shop.customer('curious@example.sg');
    expect((await customer.get('/api/admin/customers?q=example')).statusCode).toBe(403);
    expect((await shop.admin.get('/api/admin/customers?q=example')).statusCode).toBe(200);
  });
});
