import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  newsletterSubscribers,
  orderItems,
  orders,
  reviews,
  showroomVisits,
  staffNotes,
  stockAlerts,
  users,
  warrantyClaims,
} from '#server/db/schema/index.js';
import { purgeExpiredAnonymisedOrders } from '#server/modules/orders/erasure.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  CUSTOMER_PASSWORD,
  paySandbox,
  SHIPPING,
  sizeIdOf,
  startSandboxCheckout,
} from '#tests/helpers/checkout.js';
import { lastMailTo, linkParameter } from '#tests/helpers/mailbox.js';
import { insertOrderAt } from '#tests/helpers/order-fixtures.js';
import { pdfText } from '#tests/helpers/pdf-text.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

let shop: AdminTestApp;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp({ RATE_LIMIT_MAX: '10000' });
});
afterAll(() => shop.close());

const DELETE_PATH = '/api/profile/delete-account';
const db = () => shop.database.db;

function freshEmail(tag: string): string {
  counter += 1;
  return `${tag}.${counter}@example.sg`;
}

function deleteOwn(browser: BrowserSession, currentPassword = CUSTOMER_PASSWORD) {
  return browser.post(DELETE_PATH, { currentPassword });
}

async function accountOf(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return row;
}

async function orderRow(orderId: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** The customer buys a Queen mattress online; the order is then delivered. */
async function deliveredPurchase(browser: BrowserSession, email: string) {
  counter += 1;
  const productId = await insertProduct(shop, {
    name: `Deletion Mattress ${counter}`,
    priceCents: 109_000,
    sizes: [{ label: '152x190', sizeName: 'Queen', priceDeltaCents: 0, stockQty: 5 }],
  });
  const sizeId = await sizeIdOf(shop, productId, '152x190');
  await addToBag(browser, productId, '152x190', 1);
  const sessionId = await startSandboxCheckout(browser);
  const paid = await paySandbox(shop, sessionId, { email, phone: '9123 4567' });
  expect(paid.statusCode, paid.body).toBe(303);
  const lookup = await browser.get(`/api/orders/lookup?session_id=${sessionId}`);
  expect(lookup.statusCode, lookup.body).toBe(200);
  const orderId = lookup.json<{ order: { order_id: number } }>().order.order_id;
  await db().update(orders).set({ deliveryState: 'delivered' }).where(eq(orders.id, orderId));
  return { orderId, productId, sizeId };
}

/** A visit booked at the first showroom under `email`, made at `createdAt`. */
async function bookVisit(email: string, createdAt = new Date()) {
  await db()
    .insert(showroomVisits)
    .values({
      showroomId: 1,
      day: '2026-12-12',
      startMinute: 660,
      slotMinutes: 30,
      startsAt: new Date('2026-12-12T03:00:00Z'),
      name: 'Tan Mei Ling',
      phone: '+65 9123 4567',
      email,
      mattresses: [{ productId: 1, name: 'Hotel Grand' }],
      linkHash: randomBytes(16).toString('hex'),
      createdAt,
      updatedAt: createdAt,
    });
}

async function subscribeAndConfirm(email: string) {
  const visitor = new BrowserSession(shop.app);
  expect((await visitor.post('/api/newsletter/subscribe', { email })).statusCode).toBe(200);
  const mail = await lastMailTo(shop, email, 'Confirm your 8etterSleep newsletter sign-up');
  const confirmed = await visitor.post('/api/newsletter/confirm', {
    token: linkParameter(mail, 'token'),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function receiptText(orderId: number): Promise<string> {
  const receipt = await shop.admin.get(`/api/orders/${orderId}/receipt`);
  expect(receipt.statusCode, receipt.body).toBe(200);
  return pdfText(receipt.rawPayload);
}

function loginStatus(email: string, password = CUSTOMER_PASSWORD) {
  return new BrowserSession(shop.app).login(email, password);
}

describe('a customer deletes their own account', () => {
  it('ends every session, removes their personal data and keeps the orders anonymised with their invoice', async () => {
    const email = freshEmail('leaving');
    const customer = await shop.customer(email);
    const otherDevice = new BrowserSession(shop.app);
    expect((await otherDevice.login(email, CUSTOMER_PASSWORD)).statusCode).toBe(200);
    const { orderId, productId, sizeId } = await deliveredPurchase(customer, email);
    const account = await accountOf(email);
    if (!account) throw new Error('no account');
    const address = { address_line: '10 Tampines Central 1, #03-21', postal_code: '529536' };
    expect((await customer.put('/api/profile/address', address)).statusCode).toBe(200);
    await subscribeAndConfirm(email);
    await bookVisit(email);
    await db()
      .insert(stockAlerts)
      .values({
        productSizeId: sizeId,
        email,
        consentText: 'Mail me',
        unsubscribeTokenHash: randomBytes(16).toString('hex'),
      });
    await db().insert(reviews).values({
      productId,
      orderId,
      userId: account.id,
      authorName: 'Mei L.',
      rating: 5,
      title: 'Slept well',
      body: 'Firm and cool.',
    });
    const note = await shop.admin.post('/api/admin/customers/notes', {
      email,
      body: 'Prefers calls',
    });
    expect(note.statusCode, note.body).toBe(201);
    const before = await orderRow(orderId);
    expect(before.shippingName).toBe(SHIPPING.name);

    const deleted = await deleteOwn(customer);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Your account has been deleted.' });

    // Every device is logged out.
    for (const browser of [customer, otherDevice]) {
      expect((await browser.get('/api/profile')).statusCode).toBe(401);
    }
    expect(await accountOf(email)).toBeUndefined();
    // The order stays for the books, without the person.
    const after = await orderRow(orderId);
    expect(after).toMatchObject({
      userId: null,
      email: `anonymised-${orderId}@deleted.invalid`,
      shippingName: null,
      shippingLine1: '',
      shippingPostal: '',
      phone: null,
      cardLast4: null,
      subtotalCents: before.subtotalCents,
      totalCents: before.totalCents,
      createdAt: before.createdAt,
      status: before.status,
    });
    expect(after.anonymisedAt).not.toBeNull();
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((item) => [item.qty, item.unitPriceCents])).toContainEqual([1, 109_000]);
    const invoice = await receiptText(orderId);
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toContain('1,090.00');
    expect(invoice).toContain("Customer's details removed at their request");
    expect(invoice).not.toContain(email);
    expect(invoice).not.toContain(SHIPPING.name);
    // Reviews stay, by nobody; the rest is gone.
    const [review] = await db().select().from(reviews).where(eq(reviews.orderId, orderId));
    expect(review).toMatchObject({ userId: null, authorName: 'A verified buyer', rating: 5 });
    for (const [table, column] of [
      [showroomVisits, showroomVisits.email],
      [stockAlerts, stockAlerts.email],
      [staffNotes, staffNotes.customerEmail],
      [mailOutbox, mailOutbox.toAddress],
      [newsletterSubscribers, newsletterSubscribers.email],
    ] as const) {
      expect(await db().select().from(table).where(eq(column, email))).toEqual([]);
    }
    // What proves the newsletter consent was withdrawn stays, under the address's hash.
    const withdrawn = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'unsubscribed'));
    expect(withdrawn.filter((row) => row.email.startsWith('sha256:'))).not.toEqual([]);
  });

  it('lets the address register again; the old password no longer logs in, as for anyone unknown', async () => {
    const email = freshEmail('again');
    const customer = await shop.customer(email);
    expect((await deleteOwn(customer)).statusCode).toBe(200);
    const oldLogin = await loginStatus(email);
    const unknown = await loginStatus(freshEmail('nobody'));
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.json()).toEqual(unknown.json());
    const again = await shop.customer(email);
    expect((await again.get('/api/profile')).json()).toMatchObject({ user: { email } });
  });

  it('refuses a wrong password, counted as a login guess under the same lock', async () => {
    const email = freshEmail('guess');
    const thief = await shop.customer(email);
    const statuses: number[] = [];
    for (let guess = 1; guess <= 6; guess += 1) {
      statuses.push((await deleteOwn(thief, `Guess-number-${guess}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await accountOf(email)).toBeDefined();
  });

  it('says which field is missing, and needs the anti-forgery token', async () => {
    const customer = await shop.customer(freshEmail('forgery'));
    const empty = await customer.post(DELETE_PATH, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      expect.objectContaining({ path: 'currentPassword', msg: 'Current password is required.' }),
    ]);
    const forged = await customer.request('POST', DELETE_PATH, {
      body: { currentPassword: CUSTOMER_PASSWORD },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect((await customer.get('/api/profile')).statusCode).toBe(200);
    expect(
      (
        await new BrowserSession(shop.app).post(DELETE_PATH, {
          currentPassword: CUSTOMER_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('waits while an order is still being delivered, and goes once it is delivered', async () => {
    const email = freshEmail('underway');
    const customer = await shop.customer(email);
    const { orderId } = await deliveredPurchase(customer, email);
    await db()
      .update(orders)
      .set({ deliveryState: 'out_for_delivery' })
      .where(eq(orders.id, orderId));
    const refused = await deleteOwn(customer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'orders_in_progress' });
    expect(refused.json().message).toContain(`Order #${orderId} is still under way`);
    expect((await orderRow(orderId)).anonymisedAt).toBeNull();
    expect((await customer.get('/api/profile')).statusCode).toBe(200);

    await db().update(orders).set({ deliveryState: 'delivered' }).where(eq(orders.id, orderId));
    expect((await deleteOwn(customer)).statusCode).toBe(200);
    expect((await orderRow(orderId)).anonymisedAt).not.toBeNull();
  });

  it('waits while a warranty claim on a delivered order is open', async () => {
    const email = freshEmail('claiming');
    const customer = await shop.customer(email);
    const { orderId } = await deliveredPurchase(customer, email);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    if (!item) throw new Error('no order line');
    const now = new Date();
    const [claim] = await db()
      .insert(warrantyClaims)
      .values({
        orderId,
        orderItemId: item.id,
        fault: 'body_impression',
        impressionMm: 40,
        description: 'A dip on the left side.',
        photoKeys: [],
        inspectionDate: '2026-12-14',
        inspectionWindow: '10-13',
        deliveredAt: now,
        coverage: 'free',
        yearsOwned: 0,
        listPriceCents: 109_000,
        explanation: 'Covered in year 1.',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: warrantyClaims.id });
    const refused = await deleteOwn(customer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Order #${orderId} is still under way`);

    await db()
      .update(warrantyClaims)
      .set({ state: 'declined', declineReason: 'Within tolerance.' })
      .where(eq(warrantyClaims.id, claim?.id ?? 0));
    expect((await deleteOwn(customer)).statusCode).toBe(200);
  });

  it('waits while a payment is under way in the account', async () => {
    const customer = await shop.customer(freshEmail('paying'));
    const productId = await insertProduct(shop, {
      name: `Deletion Pillow ${counter}`,
      priceCents: 4_990,
      stockQty: 5,
      collection: 'Accessories',
    });
    await addToBag(customer, productId, null, 1);
    await startSandboxCheckout(customer);
    const refused = await deleteOwn(customer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A payment is still under way in this account. Try again once it has completed or expired.',
    );
  });

  it('erases nothing of a stranger whose address an unproven account was opened with', async () => {
    const email = freshEmail('stranger');
    await bookVisit(email, new Date(Date.now() - 60_000));
    const guestOrder = await insertOrderAt(shop, {
      createdAt: new Date().toISOString(),
      lines: [{ productId: null, name: 'Hotel Grand (Queen)', qty: 1, unitPriceCents: 150_000 }],
      email,
    });
    const impostor = await shop.customer(email);
    expect((await deleteOwn(impostor)).statusCode).toBe(200);
    expect(
      await db().select().from(showroomVisits).where(eq(showroomVisits.email, email)),
    ).toHaveLength(1);
    expect(await orderRow(guestOrder)).toMatchObject({ email, anonymisedAt: null });
  });

  it('is not for staff accounts, which an owner closes in the admin', async () => {
    const staff = await shop.staff(freshEmail('staffer'), 'store');
    const refused = await deleteOwn(staff);
    expect(refused.statusCode).toBe(403);
  });
});

describe('staff delete a customer on request', () => {
  async function customerWithOrder() {
    const email = freshEmail('phoned');
    const customer = await shop.customer(email);
    const { orderId } = await deliveredPurchase(customer, email);
    const account = await accountOf(email);
    if (!account) throw new Error('no account');
    return { email, customer, orderId, userId: account.id };
  }

  it('anonymises the orders through the same erasure, and the trail records it', async () => {
    const { email, customer, orderId, userId } = await customerWithOrder();
    const deleted = await shop.admin.delete(`/api/users/${userId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await customer.get('/api/profile')).statusCode).toBe(401);
    expect(await orderRow(orderId)).toMatchObject({ userId: null, phone: null });
    expect((await orderRow(orderId)).anonymisedAt).not.toBeNull();
    const trail = await shop.admin.get(`/api/admin/audit?entityType=user&entityId=${userId}`);
    const [entry] = auditListSchema.parse(trail.json()).entries;
    expect(entry).toMatchObject({ action: 'deleted', entityLabel: email });
  });

  it('goes ahead while an order is under way, keeping that order whole for its delivery; store staff may not', async () => {
    const { email, orderId, userId } = await customerWithOrder();
    await db().update(orders).set({ deliveryState: 'booked' }).where(eq(orders.id, orderId));
    const store = await shop.staff(freshEmail('store'), 'store');
    expect((await store.delete(`/api/users/${userId}`)).statusCode).toBe(403);

    const deleted = await shop.admin.delete(`/api/users/${userId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await accountOf(email)).toBeUndefined();
    // The van still needs where and whom: the order keeps them, without the account.
    expect(await orderRow(orderId)).toMatchObject({ userId: null, email, anonymisedAt: null });
  });
});

/** A photo stored for an order as a buyer's upload leaves it (a claim's or a review's folder). */
async function storedPhoto(key: string): Promise<void> {
  const uploadUrl = await shop.app.imageStorage.uploadUrl(key, 'image/png');
  const put = await shop.app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': 'image/png' },
    payload: await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer(),
  });
  expect(put.statusCode, put.body).toBe(200);
}

const isStored = async (key: string) =>
  (await shop.app.imageStorage.read(key, 1_000_000)) !== undefined;

describe('the housekeeping after five years', () => {
  it('deletes anonymised orders past their keeping, and their photos, and no other', async () => {
    const email = freshEmail('purged');
    const old = new Date('2020-01-15T04:00:00Z');
    const line = { productId: null, name: 'Hotel Grand (Queen)', qty: 1, unitPriceCents: 90_000 };
    const anonymised = await insertOrderAt(shop, {
      createdAt: old.toISOString(),
      lines: [line],
      email,
    });
    const kept = await insertOrderAt(shop, { createdAt: old.toISOString(), lines: [line], email });
    await db().update(orders).set({ anonymisedAt: old }).where(eq(orders.id, anonymised));
    const purgedPhotos = [`warranty/${anonymised}/a.png`, `reviews/${anonymised}/b.png`];
    const keptPhotos = [`warranty/${kept}/c.png`, `reviews/${kept}/d.png`];
    for (const key of [...purgedPhotos, ...keptPhotos]) await storedPhoto(key);
    const storage = shop.app.imageStorage;

    const purge = (at: string) => purgeExpiredAnonymisedOrders(db(), storage, new Date(at));
    expect(await purge('2024-12-31T00:00:00Z')).toBe(0);
    expect(await isStored(purgedPhotos[0] ?? '')).toBe(true);
    expect(await purge('2025-01-16T00:00:00Z')).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.id, anonymised))).toEqual([]);
    expect((await orderRow(kept)).email).toBe(email);
    for (const key of purgedPhotos) expect(await isStored(key)).toBe(false);
    for (const key of keptPhotos) expect(await isStored(key)).toBe(true);
  });
});
