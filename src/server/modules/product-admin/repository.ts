import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.js';
import {
  type ProductFeatureRow,
  type ProductImageRow,
  type ProductLayerRow,
  type ProductRow,
  type ProductSizeRow,
  productFeatures,
  productImages,
  productLayers,
  productSizes,
  products,
} from '#server/db/schema/index.js';

export type ProductFields = Pick<
  ProductRow,
  'name' | 'description' | 'collection' | 'priceCents' | 'stockQty'
> & {
  /** Undefined leaves it as it is. */
  firmness?: number | null | undefined;
};

/** The build's columns of the product row; its layers have their own table. */
export type SpecColumn = 'heightCm' | 'materials' | 'certifications' | 'careNotes';

export async function insertProduct(db: Executor, fields: ProductFields): Promise<number> {
  // New products start hidden: staff add images and sizes before shoppers see them.
  const [row] = await db
    .insert(products)
    .values({ ...fields, isVisible: false })
    .returning({ id: products.id });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/** The whole product row locked for the rest of the transaction: what an audited change starts from. */
export async function lockProductRow(
  db: Transaction,
  id: number,
): Promise<Omit<ProductRow, 'searchVector'> | undefined> {
  const { searchVector: _searchVector, ...columns } = getTableColumns(products);
  const [row] = await db.select(columns).from(products).where(eq(products.id, id)).for('update');
  return row;
}

/**
 * Keeps a product's own stock the sum of its sizes' (0 once it has none), so the product never
 * says 9 while its sizes hold 4 + 0. Run under the product's lock after every size change.
 */
export async function syncStockWithSizes(db: Executor, productId: number): Promise<void> {
  await db
    .update(products)
    .set({
      stockQty: sql`(select coalesce(sum(${productSizes.stockQty}), 0)::int from ${productSizes} where ${productSizes.productId} = ${productId})`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
}

export async function updateProduct(
  db: Executor,
  id: number,
  changes: Partial<ProductFields & Pick<ProductRow, 'isVisible' | 'mainImageKey' | SpecColumn>>,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function deleteProduct(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/** Whether any image, main or gallery, of any product already uses the key. */
export async function imageKeyInUse(db: Executor, key: string): Promise<boolean> {
  const [main] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.mainImageKey, key))
    .limit(1);
  if (main) return true;
  const [gallery] = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.key, key))
    .limit(1);
  return Boolean(gallery);
}

export function listGallery(db: Executor, productId: number): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
}

export async function insertGalleryImage(
  db: Executor,
  productId: number,
  key: string,
  sortOrder: number | undefined,
): Promise<void> {
  await db.insert(productImages).values({
    productId,
    key,
    // At the end unless a place is asked for.
    sortOrder:
      sortOrder ??
      sql`(select coalesce(max(${productImages.sortOrder}) + 1, 0) from ${productImages} where ${productImages.productId} = ${productId})`,
  });
}

export async function deleteGalleryImage(
  db: Executor,
  productId: number,
  imageId: number,
): Promise<ProductImageRow | undefined> {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning();
  return row;
}

export async function setGallerySortOrder(
  db: Executor,
  productId: number,
  imageId: number,
  sortOrder: number,
): Promise<void> {
  await db
    .update(productImages)
    .set({ sortOrder })
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
}

export function listSizes(db: Executor, productId: number): Promise<ProductSizeRow[]> {
  return db
    .select()
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.sortOrder), asc(productSizes.id));
}

export async function insertSize(
  db: Executor,
  productId: number,
  size: Pick<ProductSizeRow, 'label' | 'sizeName' | 'priceDeltaCents' | 'stockQty'>,
): Promise<void> {
  await db.insert(productSizes).values({
    productId,
    ...size,
    sortOrder: sql`(select coalesce(max(${productSizes.sortOrder}) + 1, 0) from ${productSizes} where ${productSizes.productId} = ${productId})`,
  });
}

export async function updateSize(
  db: Executor,
  productId: number,
  label: string,
  changes: Pick<ProductSizeRow, 'priceDeltaCents' | 'stockQty'>,
): Promise<boolean> {
  const rows = await db
    .update(productSizes)
    .set(changes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.label, label)))
    .returning({ id: productSizes.id });
  return rows.length > 0;
}

/** Sets one size's stock; false when the product has no such size. */
export async function setSizeStock(
  db: Executor,
  productId: number,
  label: string,
  stockQty: number,
): Promise<boolean> {
  const rows = await db
    .update(productSizes)
    .set({ stockQty })
    .where(and(eq(productSizes.productId, productId), eq(productSizes.label, label)))
    .returning({ id: productSizes.id });
  return rows.length > 0;
}

export async function deleteSize(db: Executor, productId: number, label: string): Promise<boolean> {
  const rows = await db
    .delete(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.label, label)))
    .returning({ id: productSizes.id });
  return rows.length > 0;
}

export type FeatureFields = Omit<ProductFeatureRow, 'id' | 'productId' | 'sortOrder'> & {
  sortOrder?: number | undefined;
};

export async function insertFeature(
  db: Executor,
  productId: number,
  fields: FeatureFields,
): Promise<ProductFeatureRow> {
  const [row] = await db
    .insert(productFeatures)
    .values({
      productId,
      ...fields,
      sortOrder:
        fields.sortOrder ??
        sql`(select coalesce(max(${productFeatures.sortOrder}) + 1, 0) from ${productFeatures} where ${productFeatures.productId} = ${productId})`,
    })
    .returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function findFeature(
  db: Executor,
  productId: number,
  featureId: number,
): Promise<ProductFeatureRow | undefined> {
  const [row] = await db
    .select()
    .from(productFeatures)
    .where(and(eq(productFeatures.id, featureId), eq(productFeatures.productId, productId)))
    .for('update');
  return row;
}

export async function updateFeature(
  db: Executor,
  featureId: number,
  fields: Partial<FeatureFields>,
): Promise<ProductFeatureRow | undefined> {
  const [row] = await db
    .update(productFeatures)
    .set(fields)
    .where(eq(productFeatures.id, featureId))
    .returning();
  return row;
}

export async function deleteFeature(
  db: Executor,
  productId: number,
  featureId: number,
): Promise<ProductFeatureRow | undefined> {
  const [row] = await db
    .delete(productFeatures)
    .where(and(eq(productFeatures.id, featureId), eq(productFeatures.productId, productId)))
    .returning();
  return row;
}

export function listFeatures(db: Executor, productId: number): Promise<ProductFeatureRow[]> {
  return db
    .select()
    .from(productFeatures)
    .where(eq(productFeatures.productId, productId))
    .orderBy(asc(productFeatures.sortOrder), asc(productFeatures.id));
}

export function listLayers(db: Executor, productId: number): Promise<ProductLayerRow[]> {
  return db
    .select()
    .from(productLayers)
    .where(eq(productLayers.productId, productId))
    .orderBy(asc(productLayers.sortOrder), asc(productLayers.id));
}

/** The product's layers become these, top to bottom: the old set goes, so no layer is left over. */
export async function replaceLayers(
  db: Executor,
  productId: number,
  layers: readonly { material: string; thicknessCm: number }[],
): Promise<void> {
  await db.delete(productLayers).where(eq(productLayers.productId, productId));
  if (layers.length === 0) return;
  await db
    .insert(productLayers)
    .values(layers.map((layer, sortOrder) => ({ ...layer, productId, sortOrder })));
}
