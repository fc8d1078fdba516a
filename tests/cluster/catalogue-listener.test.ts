import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.js';
import { LISTENER_APPLICATION_NAME } from '#server/db/notifications.js';
import { products } from '#server/db/schema/index.js';
import { productSchema } from '#shared/schemas/product.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';
import { createTestDatabase } from '#tests/helpers/test-database.js';

/**
 * An instance that cannot hear catalogue changes (its listener connection dropped) must not send
 * what it kept: it keeps nothing until it listens again (decision 0036). PostgreSQL only: PGlite
 * has no connection to lose.
 */
const opened: TestApp[] = [];
afterAll(async () => {
  for (const shop of opened.reverse()) await shop.close();
});

async function priceOn(shop: TestApp, id: number): Promise<number> {
  const answer = await shop.app.inject({ url: `/api/products/${id}` });
  return productSchema.parse(answer.json()).price;
}

/** A price change the triggers do not announce (replica role): only an answer built anew shows it. */
async function unannouncedPrice(shop: TestApp, id: number, priceCents: number) {
  await shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(products).set({ priceCents }).where(eq(products.id, id));
  });
}

/** Listener connections that have run their LISTEN (or a heartbeat since). */
async function listening(shop: TestApp): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.database.db,
    sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}
        and state = 'idle' and query <> ''`,
  );
  return row?.n ?? 0;
}

describe('the catalogue listener', () => {
  it('dropped: the instance keeps nothing until it has reconnected, then keeps again', async () => {
    const shop = await createTestApp({}, {}, { database: await createTestDatabase() });
    opened.push(shop);
    const id = await insertProduct(shop, { name: 'Listened Hotel', priceCents: 50_000 });
    expect(await priceOn(shop, id)).toBe(500);
    await unannouncedPrice(shop, id, 45_000);
    expect(await priceOn(shop, id)).toBe(500); // kept

    await shop.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    );
    // Dropped on hearing the connection end: the change made meanwhile shows.
    await expect.poll(() => priceOn(shop, id)).toBe(450);
    await unannouncedPrice(shop, id, 40_000);
    await expect.poll(() => priceOn(shop, id)).toBe(400);

    // Listening again: answers are kept again, and announced changes drop them.
    await expect.poll(() => listening(shop)).toBe(1);
    expect(await priceOn(shop, id)).toBe(400);
    await unannouncedPrice(shop, id, 35_000);
    expect(await priceOn(shop, id)).toBe(400);
    await shop.database.db.update(products).set({ stockQty: 4 }).where(eq(products.id, id));
    expect(await priceOn(shop, id)).toBe(350);
  });
});
