import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { reviewsContextOf } from '#server/modules/reviews/context.js';
import { inviteReviewers } from '#server/modules/reviews/invitations.js';
import {
  adminOrderDeliveryStateApiPath,
  adminReviewModerationApiPath,
  adminReviewReplyApiPath,
  adminReviewsApiPath,
  auditApiPath,
} from '#shared/admin-api-paths.js';
import {
  productApiPath,
  productReviewsApiPath,
  reviewApiPath,
  reviewableApiPath,
  reviewPhotosApiPath,
  reviewsApiPath,
} from '#shared/api-paths.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import { productSchema } from '#shared/schemas/product.js';
import {
  adminReviewListSchema,
  productReviewsSchema,
  reviewableOrderSchema,
} from '#shared/schemas/reviews.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, payForBag } from '#tests/helpers/checkout.js';
import { linkParameter, mailTo } from '#tests/helpers/mailbox.js';
import { insertOrderAt } from '#tests/helpers/order-fixtures.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

// Issue 26: buyers' reviews with moderation (decision 0073).

const clock = fixedClock(new Date());
const api = (path: string) => `/api${path}`;
const INVITATION = 'How do you sleep on your';
const QUEEN = { label: '152x190', sizeName: 'Queen' as const, priceDeltaCents: 0, stockQty: 50 };

let shop: AdminTestApp;
/** A second instance of the shop on the same database, as behind a load balancer. */
let other: TestApp;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
  other = await createTestApp({}, {}, { clock, database: await shop.database.share() });
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

async function mattress(): Promise<number> {
  counter += 1;
  return insertProduct(shop, {
    name: `Reviewed Mattress ${counter}`,
    priceCents: 150_000,
    firmness: 6,
    sizes: [QUEEN],
  });
}

/** The browser buys the product (as a guest unless logged in); answers the order's ids. */
async function buy(browser: BrowserSession, productId: number, email: string) {
  await addToBag(browser, productId, QUEEN.label, 1);
  return payForBag(shop, browser, email);
}

async function deliver(orderId: number) {
  for (const state of ['out_for_delivery', 'delivered']) {
    const moved = await shop.admin.put(api(adminOrderDeliveryStateApiPath(orderId)), { state });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

const review = (fields: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'Finally sleeping through',
  body: 'Firm enough for my back, no more aches in the morning.',
  authorName: 'Mei L.',
  sleepPosition: 'back',
  bodyBuild: 'average',
  feltFirmness: 'medium-firm',
  ...fields,
});

function write(browser: BrowserSession, fields: Record<string, unknown>) {
  return browser.post(api(reviewsApiPath), review(fields));
}

async function moderate(reviewId: number, decision: string, note = '') {
  return shop.admin.post(api(adminReviewModerationApiPath(reviewId)), { decision, note });
}

async function shownReviews(productId: number, page = 1, sleepPosition?: string) {
  const response = await new BrowserSession(shop.app).get(
    api(productReviewsApiPath(productId, page, sleepPosition)),
  );
  expect(response.statusCode, response.body).toBe(200);
  return productReviewsSchema.parse(response.json());
}

async function ratingOf(productId: number) {
  const response = await new BrowserSession(shop.app).get(api(productApiPath(productId)));
  return productSchema.parse(response.json()).rating;
}

/** The catalogue's version: the triggers move it on, so every instance drops its cached answers. */
async function catalogueVersion(): Promise<number> {
  const result = await shop.database.db.execute(
    sql`select last_value::text as version from catalogue_version`,
  );
  return Number((result as unknown as { rows: { version: string }[] }).rows[0]?.version);
}

/** Mails the due invitations, and reads the order's: the token its link carries. */
async function invitationToken(email: string): Promise<string> {
  await inviteReviewers(reviewsContextOf(shop.app));
  const mails = (await mailTo(shop, email)).filter((mail) => mail.subject.includes(INVITATION));
  expect(mails).toHaveLength(1);
  return linkParameter(mails[0] as (typeof mails)[number], 'token');
}

describe('the invitation', () => {
  it('is mailed once per delivered order, even by two instances at once, and its link opens the order', async () => {
    const productId = await mattress();
    const email = 'invited.guest@example.sg';
    const { orderId } = await buy(new BrowserSession(shop.app), productId, email);

    // Not delivered yet: nothing is sent.
    await inviteReviewers(reviewsContextOf(shop.app));
    expect((await mailTo(shop, email)).filter((mail) => mail.subject.includes(INVITATION))).toEqual(
      [],
    );
    await deliver(orderId);
    const runs = await Promise.all([
      inviteReviewers(reviewsContextOf(shop.app)),
      inviteReviewers(reviewsContextOf(other.app)),
    ]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1);
    const token = await invitationToken(email);
    expect(await inviteReviewers(reviewsContextOf(other.app))).toBe(0);

    // The token alone, in a browser with no session, opens the order's products.
    const opened = await new BrowserSession(shop.app).post(api(reviewableApiPath), {
      orderId,
      token,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const order = reviewableOrderSchema.parse(opened.json());
    expect(order.products.map((product) => [product.productId, product.review])).toEqual([
      [productId, null],
    ]);
    // The database keeps only the token's hash.
    const rows = await shop.database.db.query.reviewInvitations.findMany();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('opens nothing with a wrong token or for another order: 404', async () => {
    const productId = await mattress();
    const first = await buy(new BrowserSession(shop.app), productId, 'first.token@example.sg');
    const second = await buy(new BrowserSession(shop.app), productId, 'second.token@example.sg');
    await deliver(first.orderId);
    await deliver(second.orderId);
    const token = await invitationToken('first.token@example.sg');
    const stranger = new BrowserSession(shop.app);
    for (const asked of [
      { orderId: first.orderId, token: `${token}x` },
      { orderId: second.orderId, token },
      { orderId: first.orderId, token: '' },
    ]) {
      const response = await stranger.post(api(reviewableApiPath), asked);
      expect(response.statusCode, JSON.stringify(asked)).toBe(404);
    }
  });
});

describe('an order with no delivery booked', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const paidDaysAgo = async (days: number, email: string) =>
    insertOrderAt(shop, {
      createdAt: shop.fromNow(-days * DAY_MS).toISOString(),
      email,
      lines: [{ productId: await mattress(), name: 'Unbooked', qty: 1, unitPriceCents: 150_000 }],
    });
  const invited = async (email: string) =>
    (await mailTo(shop, email)).filter((mail) => mail.subject.includes(INVITATION)).length;

  it('is invited 14 days after payment, and not when that was more than 30 days ago', async () => {
    await paidDaysAgo(15, 'unbooked.due@example.sg');
    await paidDaysAgo(10, 'unbooked.early@example.sg');
    await paidDaysAgo(50, 'unbooked.old@example.sg');
    await inviteReviewers(reviewsContextOf(shop.app));
    expect(await invited('unbooked.due@example.sg')).toBe(1);
    expect(await invited('unbooked.early@example.sg')).toBe(0);
    expect(await invited('unbooked.old@example.sg')).toBe(0);
  });
});

describe('writing', () => {
  it('lets only a buyer review what they bought, once per order and once per account', async () => {
    const productId = await mattress();
    const notBought = await mattress();
    const email = 'buyer.account@example.sg';
    const buyer = await shop.customer(email);
    const { orderId } = await buy(buyer, productId, email);

    // Before delivery: not yet.
    const early = await write(buyer, { orderId, productId });
    expect(early.statusCode, early.body).toBe(409);
    await deliver(orderId);

    // A customer who did not buy: the order is not theirs (404); a product not in it: 403.
    const stranger = await shop.customer('not.the.buyer@example.sg');
    expect((await write(stranger, { orderId, productId })).statusCode).toBe(404);
    expect((await write(buyer, { orderId, productId: notBought })).statusCode).toBe(403);

    const written = await write(buyer, { orderId, productId });
    expect(written.statusCode, written.body).toBe(201);
    expect((await write(buyer, { orderId, productId })).statusCode).toBe(409);

    // A second order of the same product by the same account: still one review.
    const again = await buy(buyer, productId, email);
    await deliver(again.orderId);
    expect((await write(buyer, { orderId: again.orderId, productId })).statusCode).toBe(409);
    const listed = reviewableOrderSchema.parse(
      (await buyer.post(api(reviewableApiPath), { orderId: again.orderId })).json(),
    );
    expect(listed.products[0]?.review).toMatchObject({ status: 'pending', rating: 5 });

    // Two at once on a fresh order: the database keeps one.
    const twice = await mattress();
    const fresh = await buy(buyer, twice, email);
    await deliver(fresh.orderId);
    const atOnce = await Promise.all([
      write(buyer, { orderId: fresh.orderId, productId: twice }),
      write(buyer, { orderId: fresh.orderId, productId: twice }),
    ]);
    expect(atOnce.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('says every problem at its field, all at once', async () => {
    const response = await write(new BrowserSession(shop.app), {
      orderId: 1,
      productId: 1,
      rating: 0,
      title: ' ',
      body: 'short',
      authorName: 'Mei\nL.',
      sleepPosition: 'sideways',
      feltFirmness: 7,
      photoKeys: ['../../etc/passwd'],
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path);
    expect(paths.sort()).toEqual(
      [
        'authorName',
        'body',
        'feltFirmness',
        'photoKeys.0',
        'rating',
        'sleepPosition',
        'title',
      ].sort(),
    );
  });
});

describe('editing', () => {
  const edit = (browser: BrowserSession, reviewId: number, fields: Record<string, unknown>) =>
    browser.put(api(reviewApiPath(reviewId)), review(fields));

  it('lets only its author change it, which sends it back to moderation', async () => {
    const productId = await mattress();
    const email = 'editing.buyer@example.sg';
    const buyer = await shop.customer(email);
    const { orderId } = await buy(buyer, productId, email);
    await deliver(orderId);
    const written = await write(buyer, { orderId, productId });
    const reviewId = written.json<{ reviewId: number }>().reviewId;
    expect((await moderate(reviewId, 'approved')).statusCode).toBe(200);
    expect((await shownReviews(productId)).reviews).toHaveLength(1);

    // Somebody else, logged in or with a made-up token, or another order's review: 404 alike.
    const stranger = await shop.customer('editing.stranger@example.sg');
    const other = await buy(stranger, productId, 'editing.stranger@example.sg');
    await deliver(other.orderId);
    const theirs = await write(stranger, { orderId: other.orderId, productId });
    const theirId = theirs.json<{ reviewId: number }>().reviewId;
    const changed = { orderId, productId, title: 'Changed by someone else' };
    expect((await edit(stranger, reviewId, changed)).statusCode).toBe(404);
    const guest = new BrowserSession(shop.app);
    expect((await edit(guest, reviewId, { ...changed, token: 'x'.repeat(43) })).statusCode).toBe(
      404,
    );
    expect((await edit(buyer, theirId, { orderId, title: 'Not mine' })).statusCode).toBe(404);
    expect((await edit(buyer, theirId, { orderId: other.orderId })).statusCode).toBe(404);

    // Every problem at its field, at once.
    const bad = await edit(buyer, reviewId, { orderId, rating: 0, title: '', body: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['body', 'rating', 'title']);

    const mine = await edit(buyer, reviewId, {
      orderId,
      rating: 2,
      title: 'Too firm after all',
      sleepPosition: 'side',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    // Off the product page, and out of its rating, until staff approve it again.
    expect((await shownReviews(productId)).reviews).toEqual([]);
    expect(await ratingOf(productId)).toBeNull();
    const listed = reviewableOrderSchema.parse(
      (await buyer.post(api(reviewableApiPath), { orderId })).json(),
    );
    expect(listed.products[0]?.review).toMatchObject({
      reviewId,
      status: 'pending',
      rating: 2,
      title: 'Too firm after all',
      sleepPosition: 'side',
    });
    expect((await moderate(reviewId, 'approved')).statusCode).toBe(200);
    expect((await shownReviews(productId)).reviews[0]).toMatchObject({
      title: 'Too firm after all',
      rating: 2,
    });
  });

  it('lets a guest edit through the invitation’s link', async () => {
    const productId = await mattress();
    const email = 'editing.guest@example.sg';
    const { orderId } = await buy(new BrowserSession(shop.app), productId, email);
    await deliver(orderId);
    const token = await invitationToken(email);
    const guest = new BrowserSession(shop.app);
    const written = await write(guest, { orderId, token, productId });
    const reviewId = written.json<{ reviewId: number }>().reviewId;
    const edited = await edit(guest, reviewId, { orderId, token, title: 'Better each night' });
    expect(edited.statusCode, edited.body).toBe(200);
    const queue = adminReviewListSchema.parse(
      (await shop.admin.get(api(`${adminReviewsApiPath}?status=pending`))).json(),
    );
    expect(queue.reviews.find((row) => row.reviewId === reviewId)?.title).toBe('Better each night');
    expect((await edit(guest, reviewId, { orderId, title: 'No token' })).statusCode).toBe(404);
  });
});

describe('photos', () => {
  async function upload(browser: BrowserSession, orderId: number, token: string, bytes: Buffer) {
    const grant = await browser.post(api(reviewPhotosApiPath), {
      orderId,
      token,
      filename: 'bed.png',
      contentType: 'image/png',
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { uploadUrl, key } = grant.json<{ uploadUrl: string; key: string }>();
    const put = await shop.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: bytes,
    });
    return { key, put };
  }

  it('are checked by content as product images are, and shown with the approved review', async () => {
    const productId = await mattress();
    const email = 'photo.guest@example.sg';
    const { orderId } = await buy(new BrowserSession(shop.app), productId, email);
    await deliver(orderId);
    const token = await invitationToken(email);
    const guest = new BrowserSession(shop.app);

    const fake = await upload(guest, orderId, token, Buffer.from('<html>not a picture</html>'));
    expect(fake.put.statusCode).toBe(415);
    const refused = await write(guest, { orderId, token, productId, photoKeys: [fake.key] });
    expect(refused.statusCode).toBe(409);

    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const real = await upload(guest, orderId, token, picture);
    expect(real.put.statusCode, real.put.body).toBe(200);
    const written = await write(guest, { orderId, token, productId, photoKeys: [real.key] });
    expect(written.statusCode, written.body).toBe(201);
    const { reviewId } = written.json<{ reviewId: number }>();
    expect((await moderate(reviewId, 'approved')).statusCode).toBe(200);
    const [shown] = (await shownReviews(productId)).reviews;
    expect(shown?.photoUrls).toHaveLength(1);
    expect(shown?.photoUrls[0]).toContain(real.key);
  });

  it('are at most four', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `reviews/1/${'0'.repeat(35)}${i}.png`);
    const response = await write(new BrowserSession(shop.app), {
      orderId: 1,
      productId: 1,
      photoKeys: keys,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('photoKeys');
  });
});

describe('moderation and showing', () => {
  /** A delivered guest order of the product, reviewed through its invitation; the review's id. */
  async function reviewed(productId: number, rating: number, fields: Record<string, unknown> = {}) {
    counter += 1;
    const email = `rater${counter}@example.sg`;
    const { orderId } = await buy(new BrowserSession(shop.app), productId, email);
    await deliver(orderId);
    const token = await invitationToken(email);
    const written = await write(new BrowserSession(shop.app), {
      orderId,
      token,
      productId,
      rating,
      title: `Rated ${rating}`,
      ...fields,
    });
    expect(written.statusCode, written.body).toBe(201);
    return written.json<{ reviewId: number }>().reviewId;
  }

  it('shows only approved reviews, newest first, with their average and count', async () => {
    const productId = await mattress();
    const five = await reviewed(productId, 5);
    const four = await reviewed(productId, 4);
    const one = await reviewed(productId, 1);

    // Pending: in staff's queue, not on the product.
    const queue = adminReviewListSchema.parse(
      (await shop.admin.get(api(`${adminReviewsApiPath}?status=pending`))).json(),
    );
    expect(queue.reviews.map((row) => row.reviewId)).toEqual(
      expect.arrayContaining([five, four, one]),
    );
    expect((await shownReviews(productId)).reviews).toEqual([]);
    expect(await ratingOf(productId)).toBeNull();

    // Rejecting needs a reason, said at its field.
    const noReason = await moderate(one, 'rejected');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe('note');

    expect((await moderate(five, 'approved')).statusCode).toBe(200);
    expect((await moderate(four, 'approved')).statusCode).toBe(200);
    const rejected = await moderate(one, 'rejected', 'Names a competitor');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().review.status).toBe('rejected');

    const shown = await shownReviews(productId);
    expect(shown.reviews.map((row) => row.reviewId)).toEqual([four, five]);
    expect(shown.reviews[0]).toMatchObject({
      rating: 4,
      authorName: 'Mei L.',
      sleepPosition: 'back',
    });
    expect(shown.rating).toEqual({ average: 4.5, count: 2 });
    expect(await ratingOf(productId)).toEqual({ average: 4.5, count: 2 });
    const rejectedList = adminReviewListSchema.parse(
      (await shop.admin.get(api(`${adminReviewsApiPath}?status=rejected`))).json(),
    );
    expect(rejectedList.reviews.find((row) => row.reviewId === one)?.moderationNote).toBe(
      'Names a competitor',
    );
  });

  it('pages the reviews five at a time', async () => {
    const productId = await mattress();
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await reviewed(productId, 3));
    for (const id of ids) expect((await moderate(id, 'approved')).statusCode).toBe(200);
    const first = await shownReviews(productId);
    const second = await shownReviews(productId, 2);
    expect([first.pages, first.reviews.length, second.reviews.length]).toEqual([2, 5, 1]);
    expect(second.reviews[0]?.reviewId).toBe(ids[0]);
  });

  it('filters by sleeping position, paging within it, with each position’s count', async () => {
    const productId = await mattress();
    const side: number[] = [];
    for (let i = 0; i < 6; i += 1)
      side.push(await reviewed(productId, 4, { sleepPosition: 'side' }));
    const back = await reviewed(productId, 2, { sleepPosition: 'back' });
    const unsaid = await reviewed(productId, 5, { sleepPosition: null });
    for (const id of [...side, back, unsaid]) {
      expect((await moderate(id, 'approved')).statusCode).toBe(200);
    }
    const first = await shownReviews(productId, 1, 'side');
    const second = await shownReviews(productId, 2, 'side');
    expect(first).toMatchObject({ sleepPosition: 'side', page: 1, pages: 2 });
    expect([...first.reviews, ...second.reviews].map((row) => row.reviewId)).toEqual(
      [...side].reverse(),
    );
    expect(first.positionCounts).toEqual({ side: 6, back: 1, front: 0 });
    expect((await shownReviews(productId, 1, 'back')).reviews.map((row) => row.reviewId)).toEqual([
      back,
    ]);
    expect((await shownReviews(productId, 1, 'front')).reviews).toEqual([]);
    const all = await shownReviews(productId);
    expect([all.sleepPosition, all.pages, all.rating?.count]).toEqual([null, 2, 8]);

    // Anything else: 400 at its field, not a list of every review.
    for (const asked of ['stomach', 'SIDE', '']) {
      const response = await new BrowserSession(shop.app).get(
        api(`/products/${productId}/reviews?sleepPosition=${asked}`),
      );
      expect(response.statusCode, asked).toBe(400);
      expect(response.json().errors[0].path).toBe('sleepPosition');
    }
  });

  it('takes staff’s public reply under an approved review: written, changed, removed, audited', async () => {
    const productId = await mattress();
    const reviewId = await reviewed(productId, 3);
    const reply = (body: unknown) =>
      shop.admin.put(api(adminReviewReplyApiPath(reviewId)), { body });

    // Not before it is approved: a reply is public, a pending review is not.
    expect((await reply('Thank you for your review.')).statusCode).toBe(409);
    expect((await moderate(reviewId, 'approved')).statusCode).toBe(200);

    // Several lines are fine; empty, too long or not text: 400 at its field.
    for (const bad of ['  ', 'x'.repeat(1001), 42]) {
      const refused = await reply(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('body');
    }
    const text = 'Thank you, Mei!\nWe are glad your back is better.';
    const before = await catalogueVersion();
    const written = await reply(text);
    expect(written.statusCode, written.body).toBe(200);
    // Kept product pages refresh on every instance (the trigger of migration 0039).
    expect(await catalogueVersion()).toBeGreaterThan(before);
    const shown = (await shownReviews(productId)).reviews[0];
    expect(shown?.reply?.body).toBe(text);
    expect(Date.parse(shown?.reply?.repliedAt ?? '')).not.toBeNaN();

    expect((await reply('Changed: thank you!')).statusCode).toBe(200);
    expect((await shownReviews(productId)).reviews[0]?.reply?.body).toBe('Changed: thank you!');
    const removed = await shop.admin.delete(api(adminReviewReplyApiPath(reviewId)));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await shownReviews(productId)).reviews[0]?.reply).toBeNull();

    const trail = auditListSchema.parse(
      (
        await shop.admin.get(api(`${auditApiPath}?entityType=product&entityId=${productId}`))
      ).json(),
    );
    const label = `Reply to review #${reviewId}`;
    const replies = trail.entries.flatMap((entry) =>
      entry.changes.filter((change) => change.field === label).map((change) => change.to),
    );
    expect(replies).toEqual(expect.arrayContaining([text, 'Changed: thank you!', '(none)']));

    // Store staff reply too; the catalogue role and customers do not; no review: 404.
    const store = await shop.staff('reply.store@example.sg', 'store');
    const catalogue = await shop.staff('reply.catalogue@example.sg', 'catalogue');
    const customer = await shop.customer('reply.customer@example.sg');
    const body = { body: 'From the store.' };
    expect((await store.put(api(adminReviewReplyApiPath(reviewId)), body)).statusCode).toBe(200);
    expect((await catalogue.put(api(adminReviewReplyApiPath(reviewId)), body)).statusCode).toBe(
      403,
    );
    expect((await customer.put(api(adminReviewReplyApiPath(reviewId)), body)).statusCode).toBe(403);
    expect((await store.delete(api(adminReviewReplyApiPath(2_000_000)))).statusCode).toBe(404);
  });

  it('is for store staff and the owner, not the catalogue role nor customers', async () => {
    const store = await shop.staff('review.store@example.sg', 'store');
    const catalogue = await shop.staff('review.catalogue@example.sg', 'catalogue');
    const customer = await shop.customer('review.customer@example.sg');
    expect((await store.get(api(adminReviewsApiPath))).statusCode).toBe(200);
    expect((await catalogue.get(api(adminReviewsApiPath))).statusCode).toBe(403);
    expect((await customer.get(api(adminReviewsApiPath))).statusCode).toBe(403);
    expect(
      (await store.post(api(adminReviewModerationApiPath(2_000_000)), { decision: 'approved' }))
        .statusCode,
    ).toBe(404);
  });
});
