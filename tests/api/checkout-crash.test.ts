import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config.js';
import { projectRoot } from '#server/config/project-root.js';
import { type DatabaseHandle, openDatabase, queryRows } from '#server/db/client.js';
import { createCheckoutContext } from '#server/modules/checkout/context.js';
import { sweepExpiredCheckouts } from '#server/modules/checkout/sweeper.js';
import { createMailer } from '#server/modules/mail/mailer.js';
import { ShopClient, sessionIdOfPaymentUrl } from '../../bench/shop-client.js';

/**
 * The shop process is killed (SIGKILL: no graceful shutdown) while shoppers check out and pay,
 * then started again on the same database. Every payment a shopper saw succeed must be an order,
 * no checkout may have two orders, and stock must add up: what is left + what was sold + what open
 * checkouts hold = what there was.
 */
const SHOPPERS = 40;
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
let dataDir: string | undefined;
let databaseName: string | undefined;
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

function postgresUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function shopEnv(port: number): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir ?? '',
    DATABASE_URL: databaseName ? postgresUrl(databaseName) : '',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    SMTP_URL: '',
    WEB_DIST_DIR: path.join(dataDir ?? '', 'no-web-build'),
  };
}

/** The shop from its sources (no build needed), listening on a free port. */
async function startShop(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: shopEnv(port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('shop not ready after 90 s');
}

async function stopShop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

async function openShopDatabase(): Promise<DatabaseHandle> {
  return databaseName
    ? openDatabase({ url: postgresUrl(databaseName) })
    : openDatabase({ pgliteDir: path.join(dataDir ?? '', 'pglite') });
}

afterAll(async () => {
  for (const child of children) await stopShop(child, 'SIGKILL');
  if (databaseName) await adminQuery(`drop database if exists "${databaseName}" with (force)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Shopper {
  client: ShopClient;
  paymentUrl?: string;
  /** The shopper saw the success page's redirect: this payment must be an order. */
  paid: boolean;
}

describe('killing the shop during checkouts', () => {
  it('loses no paid order, doubles none, and keeps the stock consistent', {
    timeout: 240_000,
  }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-crash-'));
    if (onPostgres) {
      databaseName = `shop_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database "${databaseName}"`);
    }
    const port = await freePort();
    let shop = await startShop(port);
    const origin = `http://127.0.0.1:${port}`;

    const accessories = (
      await new ShopClient(origin).get('/api/products?collection=Accessories&visibleOnly=1')
    )
      .json<{ productId: number; stockQty: number; dimensions: unknown[] }[]>()
      // Accessories sold without sizes: one line each, no size to choose.
      .filter((product) => product.dimensions.length === 0);
    expect(accessories.length).toBeGreaterThan(1);
    const initialStock = new Map(accessories.map((p) => [p.productId, p.stockQty]));

    // The load: each shopper adds one accessory, opens the payment page and pays.
    const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, () => ({
      client: new ShopClient(origin),
      paid: false,
    }));
    let paidCount = 0;
    let killed: Promise<void> | undefined;
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
        const paid = await shopper.client.paySandbox(shopper.paymentUrl);
        if (paid.status === 303) {
          shopper.paid = true;
          paidCount += 1;
          // Pull the plug mid-load, once a third of the shoppers have paid.
          if (paidCount === Math.floor(SHOPPERS / 3)) killed ??= stopShop(shop, 'SIGKILL');
        }
      } catch {
        // The connection died with the process: this shopper's outcome is unknown to them.
      }
    });
    await Promise.all(journeys);
    await (killed ?? stopShop(shop, 'SIGKILL'));
    expect(shop.signalCode).toBe('SIGKILL');
    const interrupted = shoppers.filter((shopper) => !shopper.paid);
    expect(interrupted.length).toBeGreaterThan(0);

    shop = await startShop(port);
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
      const retried = await shopper.client.paySandbox(shopper.paymentUrl ?? '');
      expect(retried.status).toBe(303);
      shopper.paid = true;
    }
    await stopShop(shop, 'SIGTERM');

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
        mailer: createMailer({ db: database.db, transport: { send: async () => {} }, logger }),
        log: logger,
        config,
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
