import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsDir } from '#server/config/project-root.js';
import { queryRows } from '#server/db/client.js';
import { checkoutSessions } from '#server/db/schema/index.js';
import { demoCatalog } from '#server/db/seed/demo-catalog.js';
import { sweepExpiredCheckouts } from '#server/modules/checkout/sweeper.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  applyVoucher,
  checkoutStateOf,
  insertVoucher,
  paySandbox,
  productStockOf,
  startSandboxCheckout,
  voucherUsesOf,
} from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database.js';

/**
 * Two instances of the shop on one database, as behind a load balancer. On PostgreSQL (the
 * `postgres` project) each has its own connection pool and their requests really overlap.
 */
const opened: TestApp[] = [];
afterEach(async () => {
  // The first instance owns the database and drops it: the others close first.
  for (const shop of opened.splice(0).reverse()) await shop.close();
});

/** Two instances started at the same moment on `database` (and its share). */
async function twoInstances(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<[TestApp, TestApp]> {
  const shared = await database.share();
  const results = await Promise.allSettled([
    createTestApp(env, {}, { database }),
    createTestApp(env, {}, { database: shared }),
  ]);
  for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
  const [first, second] = results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
  if (!first || !second) throw new Error('two instances expected');
  return [first, second];
}

async function count(shop: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(shop.database.db, query);
  return row?.n ?? -1;
}

describe('booting at once on an empty database', () => {
  // A whole boot from nothing, demo catalogue included, twice: slow on PGlite.
  it('both start; migrations, demo catalogue, admin account and secret are made once', {
    timeout: 120_000,
  }, async () => {
    const journal = JSON.parse(
      await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [first, second] = await twoInstances(await createTestDatabase({ empty: true }), {
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: 'boss@8ettersleep.sg',
      ADMIN_PASSWORD: 'boot-Together-9',
    });

    expect(
      await count(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    ).toBe(journal.entries.length);
    expect(await count(first, sql`select count(*)::int as n from products`)).toBe(
      demoCatalog.length,
    );
    expect(await count(first, sql`select count(*)::int as n from users`)).toBe(1);
    expect(second.app.sessionSecrets.current).toBe(first.app.sessionSecrets.current);
    for (const shop of [first, second]) {
      expect((await shop.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    }
  });
});

describe('a shopper whose requests reach either instance', () => {
  it('keeps one session, its anti-forgery token, its bag and its hold on both', async () => {
    const [first, second] = await twoInstances(await createTestDatabase());
    const pillowId = await insertProduct(first, {
      name: 'Cloud Pillow',
      priceCents: 8900,
      stockQty: 5,
      collection: 'Accessories',
    });
    const browser = new BrowserSession(first.app);
    await addToBag(browser, pillowId, null, 1);
    // The token fetched from the first instance, the session cookie it set: the second accepts both.
    browser.reach(second.app);
    await addToBag(browser, pillowId, null, 1);
    const bag = await browser.get('/api/cart');
    expect(bag.statusCode).toBe(200);
    expect(bag.json().items).toEqual([
      expect.objectContaining({ productId: pillowId, quantity: 2 }),
    ]);
    expect((await browser.reach(first.app).get('/api/cart')).json()).toEqual(bag.json());

    // The hold made on one instance is paid on the other, and the order is seen on the first.
    const sessionId = await startSandboxCheckout(browser.reach(second.app));
    expect(await productStockOf(first, pillowId)).toBe(3);
    expect((await paySandbox(first, sessionId)).statusCode).toBe(303);
    const lookup = await browser
      .reach(first.app)
      .get(`/api/orders/lookup?session_id=${encodeURIComponent(sessionId)}`);
    expect(lookup.statusCode).toBe(200);
    expect(await productStockOf(second, pillowId)).toBe(3);
  });
});

describe('background work on two instances', () => {
  it('sends each queued e-mail once, with both outbox workers draining at the same time', async () => {
    const [first, second] = await twoInstances(await createTestDatabase());
    const MESSAGES = 30;
    for (let n = 0; n < MESSAGES; n += 1) {
      await first.app.mailer.enqueue({
        to: `shopper-${n}@example.sg`,
        subject: `Message ${n}`,
        layout: { heading: `Message ${n}`, paragraphs: [`Body ${n}`], footer: 'Test.' },
      });
    }
    const sent = await Promise.all([first.app.mailer.drain(), second.app.mailer.drain()]);
    expect(sent[0] + sent[1]).toBe(MESSAGES);

    const written = [
      ...(await mailFiles(first.config.dataDir)),
      ...(await mailFiles(second.config.dataDir)),
    ];
    const recipients = written.map((text) => /^To: (.+)$/m.exec(text)?.[1]?.trim()).sort();
    expect(recipients).toEqual(
      Array.from({ length: MESSAGES }, (_, n) => `shopper-${n}@example.sg`).sort(),
    );
    expect(
      await count(first, sql`select count(*)::int as n from mail_outbox where status <> 'sent'`),
    ).toBe(0);
  });

  it('releases an expired checkout once, with both sweepers at it at the same time', async () => {
    const [first, second] = await twoInstances(await createTestDatabase());
    const pillowId = await insertProduct(first, {
      name: 'Cloud Pillow',
      priceCents: 8900,
      stockQty: 5,
      collection: 'Accessories',
    });
    const voucherId = await insertVoucher(first, { code: 'TWICE-SWEPT', percentOff: 10 });
    const browser = new BrowserSession(first.app);
    await addToBag(browser, pillowId, null, 2);
    await applyVoucher(browser, 'TWICE-SWEPT');
    const sessionId = await startSandboxCheckout(browser);
    expect(await productStockOf(first, pillowId)).toBe(3);
    expect(await voucherUsesOf(first, voucherId)).toBe(1);
    await first.database.db
      .update(checkoutSessions)
      .set({ expiresAt: first.fromNow(-1000) })
      .where(eq(checkoutSessions.providerSessionId, sessionId));

    const results = await Promise.all([
      sweepExpiredCheckouts(first.app.checkout),
      sweepExpiredCheckouts(second.app.checkout),
    ]);
    expect(results.map((result) => result.released).sort()).toEqual([0, 1]);
    expect((await checkoutStateOf(first, sessionId))?.state).toBe('released');
    expect(await productStockOf(first, pillowId)).toBe(5);
    expect(await voucherUsesOf(first, voucherId)).toBe(0);
  });

  it('runs a periodic job on one instance at a time; the other skips that run', async () => {
    const [first, second] = await twoInstances(await createTestDatabase());
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taskStarted = () => {};
    const started = new Promise<void>((resolve) => {
      taskStarted = resolve;
    });
    const running = first.app.runAlone('test-job', async () => {
      taskStarted();
      await gate;
      return 'first ran';
    });
    await started;
    expect(await second.app.runAlone('test-job', async () => 'second ran')).toBeUndefined();
    release();
    expect(await running).toBe('first ran');
    expect(await second.app.runAlone('test-job', async () => 'second ran')).toBe('second ran');
  });
});

async function mailFiles(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'mail');
  const names = await readdir(folder).catch(() => []);
  return Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
}
