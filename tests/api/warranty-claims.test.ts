import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicHolidays } from '#server/db/schema/index.js';
import { fixedClock } from '#server/lib/clock.js';
import {
  adminClaimStateApiPath,
  adminClaimsApiPath,
  adminOrderDeliveryStateApiPath,
} from '#shared/admin-api-paths.js';
import {
  orderClaimPhotosApiPath,
  orderClaimsApiPath,
  orderWarrantyApiPath,
} from '#shared/api-paths.js';
import { weekday } from '#shared/delivery.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import {
  adminClaimListSchema,
  type Claim,
  type ClaimRequest,
  claimFiledResponseSchema,
  orderWarrantySchema,
} from '#shared/schemas/warranty.js';
import { addDays, shopDay } from '#shared/time.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, payForBag } from '#tests/helpers/checkout.js';
import { lastMailTo } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

// Issue 24: warranty claims on delivered mattresses (decision 0060).

const START = new Date();
const clock = fixedClock(START);
let shop: AdminTestApp;
let counter = 0;
let holidays: Set<string>;

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
  const rows = await shop.database.db.select({ day: publicHolidays.day }).from(publicHolidays);
  holidays = new Set(rows.map((row) => row.day));
});
afterAll(() => shop.close());
beforeEach(() => clock.set(START));

const QUEEN = { label: '152x190', sizeName: 'Queen' as const, priceDeltaCents: 0, stockQty: 20 };

/** A browser's paid order of one Queen mattress at `priceCents` and one pillow. */
async function mattressOrder(browser: BrowserSession, email: string, priceCents = 180_000) {
  counter += 1;
  const mattress = await insertProduct(shop, {
    name: `Claimed Mattress ${counter}`,
    priceCents,
    firmness: 6,
    sizes: [QUEEN],
  });
  const pillow = await insertProduct(shop, {
    name: `Claimed Pillow ${counter}`,
    priceCents: 4_990,
    stockQty: 10,
    collection: 'Accessories',
  });
  await addToBag(browser, mattress, QUEEN.label, 1);
  await addToBag(browser, pillow, null, 1);
  return payForBag(shop, browser, email);
}

async function deliver(orderId: number) {
  for (const state of ['out_for_delivery', 'delivered']) {
    const moved = await shop.admin.put(`/api${adminOrderDeliveryStateApiPath(orderId)}`, { state });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

async function warrantyOf(browser: BrowserSession, orderId: number, sessionId = '') {
  const response = await browser.get(`/api${orderWarrantyApiPath(orderId, sessionId)}`);
  expect(response.statusCode, response.body).toBe(200);
  return orderWarrantySchema.parse(response.json());
}

/** A delivered guest order: its ids, its lines and when it was delivered. */
async function deliveredOrder(email: string, priceCents?: number) {
  const browser = new BrowserSession(shop.app);
  const { orderId, sessionId } = await mattressOrder(browser, email, priceCents);
  await deliver(orderId);
  const warranty = await warrantyOf(browser, orderId, sessionId);
  const mattress = warranty.lines.find((line) => line.mattress);
  const pillow = warranty.lines.find((line) => !line.mattress);
  if (!warranty.deliveredAt || !mattress || !pillow) throw new Error('not delivered');
  return { browser, orderId, sessionId, deliveredAt: warranty.deliveredAt, mattress, pillow };
}

function picture() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
}

/** Uploads the bytes as a claim photo, as the browser does: the grant, then the PUT. */
async function uploadPhoto(
  browser: BrowserSession,
  orderId: number,
  sessionId: string,
  bytes?: Buffer,
) {
  const grant = await browser.post(`/api${orderClaimPhotosApiPath(orderId)}`, {
    filename: 'dip.png',
    contentType: 'image/png',
    session_id: sessionId,
  });
  expect(grant.statusCode, grant.body).toBe(200);
  const { uploadUrl, key } = grant.json<{ uploadUrl: string; key: string }>();
  const put = await shop.app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': 'image/png' },
    payload: bytes ?? (await picture()),
  });
  return { key, put };
}

/** The first weekday from tomorrow that is no public holiday, by the clock now. */
function inspectionDay(): string {
  let day = addDays(shopDay(clock.now()), 1);
  while ([0, 6].includes(weekday(day)) || holidays.has(day)) day = addDays(day, 1);
  return day;
}

type Order = Awaited<ReturnType<typeof deliveredOrder>>;

async function claim(
  order: Order,
  overrides: Partial<ClaimRequest> = {},
  sessionId = order.sessionId,
) {
  const photo = await uploadPhoto(order.browser, order.orderId, order.sessionId);
  expect(photo.put.statusCode, photo.put.body).toBe(200);
  return order.browser.post(`/api${orderClaimsApiPath(order.orderId)}`, {
    session_id: sessionId,
    orderItemId: order.mattress.id,
    fault: 'other',
    description: 'The spring on the left side pokes through the cover.',
    photoKeys: [photo.key],
    inspectionDate: inspectionDay(),
    inspectionWindow: '10-13',
    ...overrides,
  });
}

async function filed(order: Order, overrides: Partial<ClaimRequest> = {}): Promise<Claim> {
  const response = await claim(order, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return claimFiledResponseSchema.parse(response.json()).claim;
}

/** A claim filed and then declined by staff, so the same mattress may be claimed again. */
async function filedAndClosed(order: Order, overrides: Partial<ClaimRequest> = {}) {
  const claim = await filed(order, overrides);
  // Logged in at the clock's time: the tests move it years on, past any earlier session.
  const staff = await shop.logInAdmin();
  const declined = await staff.put(`/api${adminClaimStateApiPath(claim.id)}`, {
    state: 'declined',
    reason: 'Filed again with another measure.',
  });
  expect(declined.statusCode, declined.body).toBe(200);
  return claim;
}

/** Sets the clock `years` years and `days` days after the delivery, at the same hour. */
function claimAfter(deliveredAt: string, years: number, days: number) {
  const at = new Date(deliveredAt);
  at.setUTCFullYear(at.getUTCFullYear() + years);
  clock.set(new Date(at.getTime() + days * 86_400_000));
}

describe('the cost of a claim, by the warranty page', () => {
  it('year 1: repair free, no inspection fee, transport charged as the page excludes it', async () => {
    const order = await deliveredOrder('year.one@example.sg');
    claimAfter(order.deliveredAt, 0, 10);
    const { cost } = await filed(order);
    expect(cost).toMatchObject({
      coverage: 'free',
      yearsOwned: 1,
      repairShareCents: 0,
      transportCents: 12_000,
      inspectionFeeCents: 0,
      totalCents: 12_000,
    });
  });

  it('year 3: 3 × 1/12 × list price, rounded half up to the cent, + transport + inspection', async () => {
    const order = await deliveredOrder('year.three@example.sg', 199_950);
    claimAfter(order.deliveredAt, 2, 1);
    const { cost } = await filed(order);
    // 3 × 199,950 / 12 = 49,987.5 cents → 49,988.
    expect(cost).toMatchObject({
      coverage: 'shared',
      yearsOwned: 3,
      repairShareCents: 49_988,
      transportCents: 12_000,
      inspectionFeeCents: 10_000,
      totalCents: 71_988,
    });
  });

  it('year 10: 10/12 of the list price; past 10 years: no longer under warranty', async () => {
    const order = await deliveredOrder('year.ten@example.sg');
    claimAfter(order.deliveredAt, 9, 5);
    expect((await filedAndClosed(order)).cost).toMatchObject({
      coverage: 'shared',
      yearsOwned: 10,
      repairShareCents: 150_000,
      totalCents: 172_000,
    });
    claimAfter(order.deliveredAt, 10, 1);
    expect((await filed(order)).cost).toEqual({
      coverage: 'expired',
      yearsOwned: 11,
      repairShareCents: null,
      transportCents: null,
      inspectionFeeCents: null,
      totalCents: null,
      explanation: 'The 10-year warranty has ended for this mattress.',
    });
  });

  it('a body impression of 38 mm or less and a size within ±2 cm are not covered; 39 mm is', async () => {
    const order = await deliveredOrder('uncovered@example.sg');
    claimAfter(order.deliveredAt, 4, 0);
    const shallow = await filedAndClosed(order, { fault: 'body_impression', impressionMm: 38 });
    expect(shallow.cost).toMatchObject({ coverage: 'not_covered', totalCents: null });
    expect(shallow.cost.explanation).toContain('38 mm or less');
    const size = await filedAndClosed(order, { fault: 'size_difference', sizeDifferenceCm: -2 });
    expect(size.cost).toMatchObject({ coverage: 'not_covered', totalCents: null });
    const deep = await filed(order, { fault: 'body_impression', impressionMm: 39 });
    expect(deep.cost).toMatchObject({
      coverage: 'shared',
      yearsOwned: 5,
      repairShareCents: 75_000,
    });
    // The figures are kept with the claim, as filed.
    const kept = await warrantyOf(order.browser, order.orderId, order.sessionId);
    expect(kept.claims.map((c) => c.cost.totalCents)).toEqual([
      172_000 - 150_000 + 75_000,
      null,
      null,
    ]);
  });
});

describe('filing a claim', () => {
  it('keeps one claim under way per mattress: a second is refused naming the first, also when sent at once', async () => {
    const order = await deliveredOrder('one.at.a.time@example.sg');
    const first = await filed(order);
    const second = await claim(order);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: `Claim #${first.id} on this mattress is still under way: we will contact you about it.`,
      code: 'claim_refused',
    });
    await shop.admin.put(`/api${adminClaimStateApiPath(first.id)}`, {
      state: 'declined',
      reason: 'Normal settling.',
    });
    // Declined, the mattress may be claimed again; two claims at once make one.
    const atOnce = await Promise.all([claim(order), claim(order)]);
    expect(atOnce.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a photo that is not an image by its content, whatever its name and type', async () => {
    const order = await deliveredOrder('not.a.photo@example.sg');
    const fake = await uploadPhoto(
      order.browser,
      order.orderId,
      order.sessionId,
      Buffer.from('<html>not a picture</html>'),
    );
    expect(fake.put.statusCode).toBe(415);
    const response = await order.browser.post(`/api${orderClaimsApiPath(order.orderId)}`, {
      session_id: order.sessionId,
      orderItemId: order.mattress.id,
      fault: 'other',
      description: 'The cover tore along the seam.',
      photoKeys: [fake.key],
      inspectionDate: inspectionDay(),
      inspectionWindow: '13-16',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Photo 1 has not been uploaded. Please add it again.');
  });

  it('is only for the order’s customer or its link: a stranger and a forged key get 404', async () => {
    const owner = await shop.customer('claim.owner@example.sg');
    const { orderId, sessionId } = await mattressOrder(owner, 'claim.owner@example.sg');
    await deliver(orderId);
    const mine = await warrantyOf(owner, orderId);
    const mattress = mine.lines.find((line) => line.mattress);
    expect(mine.deliveredAt).not.toBeNull();
    const order = {
      browser: owner,
      orderId,
      sessionId: '',
      deliveredAt: '',
      mattress,
      pillow: mattress,
    } as Order;
    expect((await claim(order)).statusCode).toBe(201);

    const stranger = await shop.customer('claim.stranger@example.sg');
    expect((await stranger.get(`/api${orderWarrantyApiPath(orderId)}`)).statusCode).toBe(404);
    const forged = await stranger.post(`/api${orderClaimsApiPath(orderId)}`, {
      session_id: `${sessionId}x`,
      orderItemId: mattress?.id,
      fault: 'other',
      description: 'Not my mattress at all, but let me try.',
      photoKeys: [`warranty/${orderId}/00000000-0000-0000-0000-000000000000.png`],
      inspectionDate: inspectionDay(),
      inspectionWindow: '10-13',
    });
    expect(forged.statusCode).toBe(404);
    expect(
      (
        await stranger.post(`/api${orderClaimPhotosApiPath(orderId)}`, {
          filename: 'a.png',
          contentType: 'image/png',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses an undelivered order, an accessory line, a weekend inspection and every missing field at once', async () => {
    const browser = new BrowserSession(shop.app);
    const { orderId, sessionId } = await mattressOrder(browser, 'undelivered@example.sg');
    const before = await warrantyOf(browser, orderId, sessionId);
    expect(before.deliveredAt).toBeNull();
    const mattress = before.lines.find((line) => line.mattress);
    const early = {
      browser,
      orderId,
      sessionId,
      deliveredAt: '',
      mattress,
      pillow: mattress,
    } as Order;
    const undelivered = await claim(early);
    expect(undelivered.statusCode).toBe(409);
    expect(undelivered.json()).toMatchObject({ code: 'claim_refused' });

    const order = await deliveredOrder('accessory@example.sg');
    const accessory = await claim(order, { orderItemId: order.pillow.id });
    expect(accessory.statusCode).toBe(409);
    expect(accessory.json().message).toBe('Only mattresses are covered by the warranty.');

    let saturday = addDays(shopDay(clock.now()), 1);
    while (weekday(saturday) !== 6) saturday = addDays(saturday, 1);
    const weekend = await claim(order, { inspectionDate: saturday });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().errors).toEqual([
      { msg: 'Inspections are Monday to Friday. Please choose a weekday.', path: 'inspectionDate' },
    ]);

    const empty = await order.browser.post(`/api${orderClaimsApiPath(order.orderId)}`, {
      session_id: order.sessionId,
      fault: 'body_impression',
    });
    expect(empty.statusCode).toBe(400);
    const paths = empty.json<{ errors: { path: string }[] }>().errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'orderItemId',
        'description',
        'photoKeys',
        'inspectionDate',
        'inspectionWindow',
      ]),
    );
  });
});

describe('the staff claims queue', () => {
  it('moves a claim by the shared table, the reason required to decline, audited and mailed', async () => {
    const email = 'queue.claim@example.sg';
    const order = await deliveredOrder(email);
    const { id } = await filed(order);
    await lastMailTo(shop, email, `warranty claim #${id}: new`);

    const queue = await shop.admin.get(`/api${adminClaimsApiPath}?state=new`);
    expect(queue.statusCode).toBe(200);
    const listed = adminClaimListSchema.parse(queue.json()).claims.find((c) => c.id === id);
    expect(listed).toMatchObject({ email, state: 'new', cost: { totalCents: 12_000 } });

    const move = (state: string, reason?: string) =>
      shop.admin.put(`/api${adminClaimStateApiPath(id)}`, { state, reason });
    expect((await move('resolved')).statusCode).toBe(409);
    expect((await move('inspection_booked')).statusCode).toBe(200);
    await lastMailTo(shop, email, `warranty claim #${id}: inspection booked`);
    const noReason = await move('declined');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { msg: 'Say why the claim is declined.', path: 'reason' },
    ]);
    const declined = await move('declined', 'The dip is 30 mm: normal settling.');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().claim).toMatchObject({
      state: 'declined',
      declineReason: 'The dip is 30 mm: normal settling.',
    });
    const mail = await lastMailTo(shop, email, `warranty claim #${id}: declined`);
    expect(mail.text).toContain('The dip is 30 mm: normal settling.');
    expect((await move('approved')).statusCode).toBe(409);

    const customerView = await warrantyOf(order.browser, order.orderId, order.sessionId);
    expect(customerView.claims[0]).toMatchObject({ state: 'declined' });

    const audit = await shop.admin.get(
      `/api/admin/audit?entityType=order&entityId=${order.orderId}`,
    );
    const changes = auditListSchema.parse(audit.json()).entries.map((entry) => entry.changes);
    expect(changes.slice(0, 2)).toEqual([
      [
        { field: `Warranty claim #${id}`, from: 'Inspection booked', to: 'Declined' },
        { field: 'Decline reason', from: null, to: 'The dip is 30 mm: normal settling.' },
      ],
      [{ field: `Warranty claim #${id}`, from: 'New', to: 'Inspection booked' }],
    ]);
  });

  it('is for staff only: a customer gets 403', async () => {
    const customer = await shop.customer('not.staff@example.sg');
    expect((await customer.get(`/api${adminClaimsApiPath}`)).statusCode).toBe(403);
    expect(
      (await customer.put(`/api${adminClaimStateApiPath(1)}`, { state: 'approved' })).statusCode,
    ).toBe(403);
  });
});
