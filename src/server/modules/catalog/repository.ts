import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.js';
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
import { FEATURED_PRODUCT_IDS, type SizeName } from '#shared/constants.js';
import type { ProductKind, ProductSort } from '#shared/schemas/product.js';

/** A product as the catalogue reads it; the search document stays in the database. */
export type ProductWithChildren = Omit<ProductRow, 'searchVector'> & {
  images: ProductImageRow[];
  sizes: ProductSizeRow[];
  features: ProductFeatureRow[];
  /** Top to bottom. */
  layers: ProductLayerRow[];
};

export interface ProductFilter {
  /** Matched without regard to case. */
  collection?: string | undefined;
  visibleOnly: boolean;
  kind?: ProductKind | undefined;
  /** Products offered in this size. */
  size?: SizeName | undefined;
  firmnessMin?: number | undefined;
  firmnessMax?: number | undefined;
  /** A product matches when one of its sizes (of `size`, if given) costs within the range. */
  priceMinCents?: number | undefined;
  priceMaxCents?: number | undefined;
}

/** Which slice of a listing to read; without one, all of it. */
export interface ProductPageWindow {
  limit: number;
  offset: number;
}

const bySortOrder = (child: { sortOrder: AnyPgColumn; id: AnyPgColumn }) => [
  asc(child.sortOrder),
  asc(child.id),
];

/** Every product column but the search document, which stays in the database. */
const { searchVector: _searchDocument, ...productColumns } = getTableColumns(products);

/** Conditions on a product's sizes, as SQL to put inside `exists (... where <here>)`. */
function sizeOfProduct(size: SizeName | undefined): SQL {
  return and(
    eq(productSizes.productId, products.id),
    size ? eq(productSizes.sizeName, size) : undefined,
  ) as SQL;
}

/**
 * What a product costs from (its lowest price, in cents, of the sizes the filter lets through):
 * what cards show as "From $…" and what the price sorts order by.
 */
function fromPriceCents(size: SizeName | undefined): SQL {
  return sql`${products.priceCents} + coalesce((select min(${productSizes.priceDeltaCents}) from ${productSizes} where ${sizeOfProduct(size)}), 0)`;
}

function priceCondition(filter: ProductFilter): SQL | undefined {
  const { priceMinCents: low, priceMaxCents: high } = filter;
  if (low === undefined && high === undefined) return undefined;
  const inRange = (price: SQL) =>
    and(
      low === undefined ? undefined : sql`${price} >= ${low}`,
      high === undefined ? undefined : sql`${price} <= ${high}`,
    );
  const sizedPrice = sql`(${products.priceCents} + ${productSizes.priceDeltaCents})`;
  const unsized = sql`not exists (select 1 from ${productSizes} where ${sizeOfProduct(undefined)})`;
  return sql`(exists (select 1 from ${productSizes} where ${and(sizeOfProduct(filter.size), inRange(sizedPrice))}) or (${unsized} and ${inRange(sql`${products.priceCents}`)}))`;
}

/** The WHERE conditions of a product filter, shared by the plain list and the search. */
export function productFilterConditions(filter: ProductFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.visibleOnly) conditions.push(eq(products.isVisible, true));
  if (filter.collection) {
    conditions.push(sql`lower(${products.collection}) = ${filter.collection.toLowerCase()}`);
  }
  if (filter.kind) {
    conditions.push(
      filter.kind === 'mattress'
        ? ne(products.collection, 'Accessories')
        : eq(products.collection, 'Accessories'),
    );
  }
  if (filter.size) {
    conditions.push(
      sql`exists (select 1 from ${productSizes} where ${sizeOfProduct(filter.size)})`,
    );
  }
  if (filter.firmnessMin !== undefined) {
    conditions.push(sql`${products.firmness} >= ${filter.firmnessMin}`);
  }
  if (filter.firmnessMax !== undefined) {
    conditions.push(sql`${products.firmness} <= ${filter.firmnessMax}`);
  }
  conditions.push(priceCondition(filter));
  return conditions.filter((condition) => condition !== undefined);
}

/** The featured mattresses the home page links (spec section 2) lead a featured listing. */
const featuredFirst = sql`array_position(array[${sql.join(
  Object.values(FEATURED_PRODUCT_IDS).map((id) => sql`${id}::int`),
  sql`, `,
)}], ${products.id}) nulls last`;

/**
 * The ORDER BY of a sort; ties go by id. Featured: the home page's flagships, then the other
 * mattresses, then accessories. Prices sort by what the product costs from, in the filtered size.
 */
export function productSortOrder(sort: ProductSort, filter: ProductFilter): SQL[] {
  switch (sort) {
    case 'featured':
      return [featuredFirst, sql`(${products.collection} = 'Accessories')`];
    case 'price-asc':
      return [asc(fromPriceCents(filter.size))];
    case 'price-desc':
      return [desc(fromPriceCents(filter.size))];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
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
 * Products with their ordered images, sizes, features and layers, in five flat queries. Drizzle's nested
 * relational query builds the same answer as JSON inside PostgreSQL, which cost ~12 ms of database
 * CPU per catalogue list and capped the storefront near 160 requests a second on two cores.
 * With a window, one page of them and how many there are in all (counted in the same query).
 */
export async function selectProductPage(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
  window?: ProductPageWindow,
): Promise<{ products: ProductWithChildren[]; total: number }> {
  const query = db
    .select({ ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...orderBy, asc(products.id));
  const found = window ? await query.limit(window.limit).offset(window.offset) : await query;
  if (found.length === 0) {
    // Past the last page the window count has no row to ride on: count on its own.
    const [all] = window?.offset ? await db.select({ n: count() }).from(products).where(where) : [];
    return { products: [], total: all?.n ?? 0 };
  }
  const total = found[0]?.total ?? found.length;
  const rows = found.map(({ total: _total, ...row }) => row);
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
  const layers = await db
    .select()
    .from(productLayers)
    .where(inArray(productLayers.productId, ids))
    .orderBy(...bySortOrder(productLayers));
  const imagesOf = groupByProduct(images);
  const sizesOf = groupByProduct(sizes);
  const featuresOf = groupByProduct(features);
  const layersOf = groupByProduct(layers);
  return {
    total,
    products: rows.map((row) => ({
      ...row,
      images: imagesOf.get(row.id) ?? [],
      sizes: sizesOf.get(row.id) ?? [],
      features: featuresOf.get(row.id) ?? [],
      layers: layersOf.get(row.id) ?? [],
    })),
  };
}

export async function selectProductsWithChildren(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<ProductWithChildren[]> {
  return (await selectProductPage(db, where, orderBy)).products;
}

/** A listing in the shop's own order (by id) unless a sort is given. */
export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  sort?: ProductSort,
  window?: ProductPageWindow,
): Promise<{ products: ProductWithChildren[]; total: number }> {
  return selectProductPage(
    db,
    and(...productFilterConditions(filter)),
    sort ? productSortOrder(sort, filter) : [],
    window,
  );
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

/** Ids and last changes of the products shoppers can see after `after`, in id order: the sitemap's. */
export async function listVisibleProductDates(
  db: Executor,
  after = 0,
  limit?: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  const query = db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.isVisible, true), gt(products.id, after)))
    .orderBy(asc(products.id));
  return limit === undefined ? query : query.limit(limit);
}
