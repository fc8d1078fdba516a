import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { adminOrderListSchema } from '#shared/schemas/admin-order.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, paySandbox, startSandboxCheckout } from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';
import { createTestDatabase } from '#tests/helpers/test-database.js';

/**
 * The restore drill of docs/operations.md as a test: a shop with orders is dumped with pg_dump,
 * restored with pg_restore into a new, empty database, and an instance booted on that copy shows
 * the same orders to its admin.
 */
const run = promisify(execFile);
const ADMIN = { email: 'backup.admin@8ettersleep.test', password: 'Restore-Drill-Admin-7' };
const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const opened: TestApp[] = [];
let workDir: string | undefined;

afterAll(async () => {
  for (const shop of opened) await shop.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function ordersSeenByAdmin(shop: TestApp) {
  const admin = new BrowserSession(shop.app);
  expect((await admin.login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  const response = await admin.get('/api/orders/admin/orders?limit=200');
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderListSchema.parse(response.json()).orders;
}

describe('a pg_dump of the shop', () => {
  it('restores into a new database where a booted instance shows the same orders', {
    timeout: 120_000,
  }, async () => {
    const original = await createTestApp(adminEnv);
    opened.push(original);
    const productId = await insertProduct(original, {
      name: 'Backed-up Bolster',
      priceCents: 4500,
      stockQty: 10,
      collection: 'Accessories',
    });
    for (const quantity of [1, 3]) {
      const shopper = new BrowserSession(original.app);
      await addToBag(shopper, productId, null, quantity);
      const sessionId = await startSandboxCheckout(shopper);
      expect((await paySandbox(original, sessionId)).statusCode).toBe(303);
    }
    const orders = await ordersSeenByAdmin(original);
    expect(orders).toHaveLength(2);

    workDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-backup-'));
    const dumpFile = path.join(workDir, 'shop.dump');
    await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, original.database.url ?? '']);
    const copy = await createTestDatabase({ empty: true });
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copy.url}`, dumpFile]);

    const restored = await createTestApp(adminEnv, {}, { database: copy });
    opened.push(restored);
    expect(await ordersSeenByAdmin(restored)).toEqual(orders);
    const bolster = await restored.app.inject({ url: `/api/products/${productId}` });
    expect(bolster.json()).toMatchObject({ name: 'Backed-up Bolster', stockQty: 6 });
  });
});
