import { count, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client.js';
import {
  appState,
  productFeatures,
  productImages,
  productLayers,
  productSizes,
  products,
} from '../schema/index.js';
import { demoCatalog } from './demo-catalog.js';
import type { DemoProduct } from './demo-catalog-types.js';
import { demoSpecsOf } from './demo-specs.js';

const SEEDED_KEY = 'demo_catalog_seeded_at';

export type SeedResult = { seeded: true; products: number } | { seeded: false; reason: string };

/**
 * Loads the demo catalogue once, into a catalogue that has never held products. The advisory lock
 * makes instances booting together agree; the app_state mark keeps a shop whose staff later
 * deleted every product from being refilled with demo data.
 */
export async function seedDemoCatalog(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('8ettersleep-demo-seed'))`);
    const [mark] = await tx.select().from(appState).where(sql`${appState.key} = ${SEEDED_KEY}`);
    if (mark) return { seeded: false, reason: `demo catalogue already loaded at ${mark.value}` };
    const [existing] = await tx.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) return { seeded: false, reason: 'catalogue already has products' };

    for (const product of demoCatalog) await insertDemoProduct(tx, product);
    // Fixed ids were inserted explicitly, so the sequences must move past them.
    const tables = [
      'products',
      'product_images',
      'product_sizes',
      'product_features',
      'product_layers',
    ];
    for (const table of tables) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
    await tx.insert(appState).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return { seeded: true, products: demoCatalog.length };
  });
}

async function insertDemoProduct(tx: Transaction, product: DemoProduct): Promise<void> {
  const specs = demoSpecsOf(product.id);
  await tx.insert(products).values({
    ...specs?.columns,
    id: product.id,
    name: product.name,
    description: product.description,
    collection: product.collection,
    priceCents: product.priceCents,
    stockQty: product.stockQty,
    firmness: product.firmness,
    mainImageKey: product.mainImageKey,
  });
  const gallery = inOrder(
    product.id,
    product.galleryKeys.map((key) => ({ key })),
  );
  const sizes = inOrder(product.id, product.sizes);
  const features = inOrder(product.id, product.features);
  if (gallery.length > 0) await tx.insert(productImages).values(gallery);
  if (sizes.length > 0) await tx.insert(productSizes).values(sizes);
  if (features.length > 0) await tx.insert(productFeatures).values(features);
  const layers = inOrder(product.id, specs?.layers ?? []);
  if (layers.length > 0) await tx.insert(productLayers).values(layers);
}

/** Child rows of a product, their sort order being their place in the demo data. */
function inOrder<T extends object>(productId: number, items: T[]) {
  return items.map((item, index) => ({ ...item, productId, sortOrder: index }));
}
