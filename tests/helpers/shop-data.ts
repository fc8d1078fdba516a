import { productSizes, products } from '#server/db/schema/index.js';
import type { Collection } from '#shared/constants.js';
import type { TestApp } from './test-app.js';

export interface TestSize {
  label: string;
  sizeName: 'Single' | 'Super Single' | 'Queen' | 'King';
  priceDeltaCents: number;
  stockQty: number;
}

/** A product straight in the catalogue (the admin product screens belong to another issue). */
export async function insertProduct(
  shop: TestApp,
  values: {
    name: string;
    /** What the product page says of it; the finder reads it for how a mattress sleeps. */
    description?: string;
    priceCents: number;
    stockQty?: number;
    isVisible?: boolean;
    collection?: Collection;
    /** 0 to 10 for a mattress; none for an accessory. */
    firmness?: number;
    sizes?: TestSize[];
  },
): Promise<number> {
  const db = shop.database.db;
  const [product] = await db
    .insert(products)
    .values({
      name: values.name,
      description: values.description ?? '',
      priceCents: values.priceCents,
      stockQty: values.stockQty ?? 0,
      isVisible: values.isVisible ?? true,
      collection: values.collection ?? 'Hotel',
      firmness: values.firmness ?? null,
      mainImageKey: 'demo/test.webp',
    })
    .returning({ id: products.id });
  if (!product) throw new Error('product insert failed');
  if (values.sizes?.length) {
    await db
      .insert(productSizes)
      .values(
        values.sizes.map((size, index) => ({ ...size, productId: product.id, sortOrder: index })),
      );
  }
  return product.id;
}
