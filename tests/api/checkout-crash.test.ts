import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config.js';
import { type DatabaseHandle, openDatabase, queryRows } from '#server/db/client.js';
import { systemClock } from '#server/lib/clock.js';
import { createCheckoutContext } from '#server/modules/checkout/checkout-context.js';
import { sweepExpiredCheckouts } from '#server/modules/checkout/sweeper.js';
import { createMailer } from '#server/modules/mail/mailer.js';
import { createOutboxSeal } from '#server/modules/mail/outbox-seal.js';
import { createPayments } from '#server/modules/payments/payments.js';
import { freePort, type ShopProcess, startShopProcess } from '#tests/helpers/shop-process.js';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
  onPostgres,
} from '#tests/helpers/test-database.js';
import { offeredSlots, ShopClient, sessionIdOfPaymentUrl } from '../../bench/shop-client.js';

/**
 * The shop process is killed (SIGKILL: no graceful shutdown) while shoppers check out and pay,
 * then started again on the same database. Every payment a shopper saw succeed must be an order,
 * no checkout may have two orders, and stock must add up: what is left + what was sold + what open
 * checkouts hold = what there was.
 */
const SHOPPERS = 40;
let dataDir: string | undefined;
let postgresDatabase: EmptyPostgresDatabase | undefined;
let shop: ShopProcess | undefined;

/** The demo catalogue, quiet, on this test's database and DATA_DIR, on the same port each time. */
function startShop(port: number): Promise<ShopProcess> {
  return startShopProcess(
    { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'silent', DATABASE_URL: postgresDatabase?.url ?? '' },
    { port, dataDir },
  );
}

async function openShopDatabase(): Promise<DatabaseHandle> {
  return postgresDatabase
    ? openDatabase({ url: postgresDatabase.url })
    : openDatabase({ pgliteDir: path.join(dataDir ?? '', 'pglite') });
}

afterAll(async () => {
  await shop?.stop('SIGKILL');
  await postgresDatabase?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Shopper {
  client: ShopClient;
  slot: string;
  paymentUrl?: string;
  /** The shopper saw the success page's redirect: this payment must be an order. */
  paid: boolean;
}

describe('killing the shop during checkouts', () => {
  it('loses no paid order, doubles none, and keeps the stock consistent', {
    timeout: 240_000,
  }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-crash-'));
    if (onPostgres) postgresDatabase = await createEmptyPostgresDatabase();
    const port = await freePort();
    let running = await startShop(port);
    shop = running;
    const { origin } = running;

    const accessories = (
      await new ShopClient(origin).get('/api/products?collection=Accessories&visibleOnly=1')
    )
      .json<{ productId: number; stockQty: number; dimensions: unknown[] }[]>()
      // Accessories sold without sizes: one line each, no size to choose.
      .filter((product) => product.dimensions.length === 0);
    expect(accessories.length).toBeGreaterThan(1);
    const initialStock = new Map(accessories.map((p) => [p.productId, p.stockQty]));
    // The payment page asks for the delivery slot the shop did not collect first (issue 15);
    // each window takes a few deliveries only, so the shoppers spread over them.
    const slots = await offeredSlots(origin);

    // The load: each shopper adds one accessory, opens the payment page and pays.
    const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, (_, index) => ({
      client: new ShopClient(origin),
      slot: slots[index % slots.length] ?? '',
      paid: false,
    }));
    let paidCount = 0;
    let killed: Promise<unknown> | undefined;
    const journeys = shoppers.map(async (shopper, index) => {
      try {
        const product = accessories[index % accessories.length];
        const added = await shopper.client.api('POST', '/api/cart/items', {
          productId: product?.productId,
          sizeLabel: null,
          quantity: 1 + (index % 2),
        });
        if (added.status !== 200) return;
        const session = await shopper.client.api('POST', '/api/checkout/session');
        if (session.status !== 200) return;
        shopper.paymentUrl = session.json<{ url: string }>().url;
        const paid = await shopper.client.paySandbox(shopper.paymentUrl, { slot: shopper.slot });
        if (paid.status === 303) {
          shopper.paid = true;
          paidCount += 1;
          // Pull the plug mid-load, once a third of the shoppers have paid.
          if (paidCount === Math.floor(SHOPPERS / 3)) killed ??= running.stop('SIGKILL');
        }
      } catch {
        // The connection died with the process: this shopper's outcome is unknown to them.
      }
    });
    await Promise.all(journeys);
    await (killed ?? running.stop('SIGKILL'));
    expect(running.child.signalCode).toBe('SIGKILL');
    const interrupted = shoppers.filter((shopper) => !shopper.paid);
    expect(interrupted.length).toBeGreaterThan(0);

    running = await startShop(port);
    shop = running;
    // Every payment a shopper saw succeed is an order.
    for (const shopper of shoppers.filter((s) => s.paid)) {
      const id = sessionIdOfPaymentUrl(shopper.paymentUrl ?? '');
      const found = await shopper.client.get(
        `/api/orders/lookup?session_id=${encodeURIComponent(id)}`,
      );
      expect(found.status).toBe(200);
    }
    // Shoppers whose payment page was open try again: paying completes, or finds it completed.
    for (const shopper of interrupted.filter((s) => s.paymentUrl)) {
      const retried = await shopper.client.paySandbox(shopper.paymentUrl ?? '', {
        slot: shopper.slot,
      });
      expect(retried.status).toBe(303);
      shopper.paid = true;
    }
    await running.stop('SIGTERM');

    const database = await openShopDatabase();
    try {
      const doubled = await queryRows<{ checkout_session_id: number }>(
        database.db,
        sql`select checkout_session_id from orders group by checkout_session_id having count(*) > 1`,
      );
      expect(doubled).toEqual([]);
      const [orderCount] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from orders`,
      );
      expect(orderCount?.count).toBe(shoppers.filter((s) => s.paid).length);

      // Checkouts cut off before their page opened still hold stock: the sweeper gives it back.
      const config = await loadConfig({ DATA_DIR: dataDir ?? '', LOG_LEVEL: 'silent' });
      const logger = pino({ level: 'silent' });
      const checkout = createCheckoutContext({
        db: database.db,
        mailer: createMailer({
          db: database.db,
          transport: { send: async () => {} },
          logger,
          // This mailer sends nothing: any secret seals.
          seal: createOutboxSeal([randomBytes(32).toString('base64url')]),
        }),
        log: logger,
        config,
        payments: createPayments({ db: database.db, clock: systemClock, config }),
        // The shop that counted is gone; this sweep is the test's own.
        counters: { checkoutOpened: () => {}, orderPaid: () => {} },
        clock: systemClock,
      });
      await sweepExpiredCheckouts(checkout, new Date(Date.now() + 60 * 60_000));

      const rows = await queryRows<{ id: number; stock_qty: number; sold: number; held: number }>(
        database.db,
        sql`select p.id, p.stock_qty,
              (select coalesce(sum(oi.qty), 0)::int from order_items oi where oi.product_id = p.id) as sold,
              (select coalesce(sum(l.qty), 0)::int from checkout_session_lines l
                 join checkout_sessions s on s.id = l.checkout_session_id
                where l.product_id = p.id and s.state = 'open') as held
            from products p where p.collection = 'Accessories'`,
      );
      for (const row of rows) {
        expect(row.stock_qty).toBeGreaterThanOrEqual(0);
        expect(row.held).toBe(0);
        expect(row.stock_qty + row.sold).toBe(initialStock.get(row.id) ?? row.stock_qty + row.sold);
      }
    } finally {
      await database.close();
    }
  });
});
