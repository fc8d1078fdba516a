import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.js';
import {
  type ProductFeatureRow,
  type ProductImageRow,
  type ProductRow,
  type ProductSizeRow,
  productFeatures,
  productImages,
  productSizes,
  products,
} from '#server/db/schema/index.js';

/** A product as the catalogue reads it; the search document stays in the database. */
export type ProductWithChildren = Omit<ProductRow, 'searchVector'> & {
  images: ProductImageRow[];
  sizes: ProductSizeRow[];
  features: ProductFeatureRow[];
};

export interface ProductFilter {
  /** Matched without regard to case. */
  collection?: string | undefined;
  visibleOnly: boolean;
}

const bySortOrder = (child: { sortOrder: AnyPgColumn; id: AnyPgColumn }) => [
  asc(child.sortOrder),
  asc(child.id),
];

/** Every product column but the search document, which stays in the database. */
const { searchVector: _searchDocument, ...productColumns } = getTableColumns(products);

/** The WHERE conditions of a product filter, shared by the plain list and the search. */
export function productFilterConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.visibleOnly) conditions.push(eq(products.isVisible, true));
  if (filter.collection) {
    conditions.push(sql`lower(${products.collection}) = ${filter.collection.toLowerCase()}`);
  }
  return conditions;
}

function groupByProduct<Child extends { productId: number }>(children: Child[]) {
  const groups = new Map<number, Child[]>();
  for (const child of children) {
    const group = groups.get(child.productId);
    if (group) group.push(child);
    else groups.set(child.productId, [child]);
  }
  return groups;
}

/**
 * Products with their ordered images, sizes and features, in four flat queries. Drizzle's nested
 * relational query builds the same answer as JSON inside PostgreSQL, which cost ~12 ms of database
 * CPU per catalogue list and capped the storefront near 160 requests a second on two cores.
 */
export async function selectProductsWithChildren(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<ProductWithChildren[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...orderBy, asc(products.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: a transaction's connection runs one statement at a time anyway.
  const images = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(...bySortOrder(productImages));
  const sizes = await db
    .select()
    .from(productSizes)
    .where(inArray(productSizes.productId, ids))
    .orderBy(...bySortOrder(productSizes));
  const features = await db
    .select()
    .from(productFeatures)
    .where(inArray(productFeatures.productId, ids))
    .orderBy(...bySortOrder(productFeatures));
  const imagesOf = groupByProduct(images);
  const sizesOf = groupByProduct(sizes);
  const featuresOf = groupByProduct(features);
  return rows.map((row) => ({
    ...row,
    images: imagesOf.get(row.id) ?? [],
    sizes: sizesOf.get(row.id) ?? [],
    features: featuresOf.get(row.id) ?? [],
  }));
}

export async function listProducts(
  db: Executor,
  filter: ProductFilter,
): Promise<ProductWithChildren[]> {
  return selectProductsWithChildren(db, and(...productFilterConditions(filter)), []);
}

export async function findProduct(
  db: Executor,
  productId: number,
): Promise<ProductWithChildren | undefined> {
  const [product] = await selectProductsWithChildren(db, eq(products.id, productId), []);
  return product;
}

/** A product's visibility and its features in display order, without the rest of it. */
export async function findProductFeatures(
  db: Executor,
  productId: number,
): Promise<{ isVisible: boolean; features: ProductFeatureRow[] } | undefined> {
  return db.query.products.findFirst({
    columns: { isVisible: true },
    where: eq(products.id, productId),
    with: { features: { orderBy: bySortOrder } },
  });
}

/** Ids and last changes of the products shoppers can see: the sitemap's product entries. */
export async function listVisibleProductDates(
  db: Executor,
): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isVisible, true))
    .orderBy(asc(products.id));
}
