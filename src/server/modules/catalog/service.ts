import type { Executor } from '#server/db/client.js';
import type { ProductFeatureRow } from '#server/db/schema/index.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import { type Collection, collectionFromSlug } from '#shared/constants.js';
import { imageUrlForKey } from '#shared/images.js';
import { centsToDollars, dollarsToCents } from '#shared/money.js';
import {
  PRODUCT_PAGE_MAX,
  PRODUCT_PAGE_SIZE,
  type Product,
  type ProductFeature,
  type ProductListQuery,
  type ProductPage,
  type ProductSort,
} from '#shared/schemas/product.js';
import type { Rating } from '#shared/schemas/reviews.js';
import { availabilityOf, findHolds, type Holds, heldTogether, reservedOf } from './holds.js';
import { findRatings } from './ratings-repository.js';
import {
  findProduct,
  findProductFeatures,
  listProducts,
  type ProductFilter,
  type ProductPageWindow,
  type ProductWithChildren,
} from './repository.js';
import { searchProducts } from './search-repository.js';

/** The sitemap (modules/pages) lists what shoppers can see, with when each last changed. */
export { listVisibleProductDates } from './repository.js';

export function toFeatureResponse(feature: ProductFeatureRow): ProductFeature {
  return {
    featureId: feature.id,
    name: feature.name,
    slogan: feature.slogan,
    paragraphs: feature.paragraphs,
    reverse: feature.reverse,
    sortOrder: feature.sortOrder,
    image: feature.imageKey ? imageUrlForKey(feature.imageKey) : null,
    imageKey: feature.imageKey,
    bg: feature.bg,
  };
}

/**
 * Database rows to the spec's Product shape: dollars for prices, URLs beside keys, and what open
 * checkouts hold of each size (or of the unsized product) at `now` (decision 0055).
 */
function toProductResponse(
  row: ProductWithChildren,
  holds: Holds,
  ratings: Map<number, Rating>,
  now: Date,
): Product {
  const sizes = row.sizes.map((size) => {
    const reserved = reservedOf(holds.ofSize.get(size.id), now);
    return {
      label: size.label,
      sizeName: size.sizeName,
      priceDelta: centsToDollars(size.priceDeltaCents),
      stockQty: size.stockQty,
      availability: availabilityOf(size.stockQty, reserved),
      reserved,
    };
  });
  // A product with sizes holds what its sizes hold (a sale takes from the size alone).
  const sized = sizes.length > 0;
  const stockQty = sized ? sizes.reduce((total, size) => total + size.stockQty, 0) : row.stockQty;
  const held = sized
    ? heldTogether(row.sizes.flatMap((size) => holds.ofSize.get(size.id) ?? []))
    : holds.ofProduct.get(row.id);
  const reserved = reservedOf(held, now);
  return {
    productId: row.id,
    name: row.name,
    price: centsToDollars(row.priceCents),
    description: row.description,
    collection: row.collection,
    dimensions: sizes,
    mainImage: row.mainImageKey
      ? {
          imageId: null,
          key: row.mainImageKey,
          url: imageUrlForKey(row.mainImageKey),
          sortOrder: 0,
        }
      : null,
    gallery: row.images.map((image) => ({
      imageId: image.id,
      key: image.key,
      url: imageUrlForKey(image.key),
      sortOrder: image.sortOrder,
    })),
    stockQty,
    availability: availabilityOf(stockQty, reserved),
    reserved,
    isVisible: row.isVisible,
    features: row.features.map(toFeatureResponse),
    firmness: row.firmness,
    specs: {
      heightCm: row.heightCm,
      layers: row.layers.map((layer) => ({
        material: layer.material,
        thicknessCm: layer.thicknessCm,
      })),
      materials: row.materials,
      certifications: row.certifications,
      careNotes: row.careNotes,
    },
    rating: ratings.get(row.id) ?? null,
  };
}

/** Products as shown at `now`, with what open checkouts hold of them read in one query. */
async function productsShown(
  db: Executor,
  rows: ProductWithChildren[],
  now: Date,
): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const holds = await findHolds(db, ids, now);
  const ratings = await findRatings(db, ids);
  return rows.map((row) => toProductResponse(row, holds, ratings, now));
}

/**
 * One listing as the catalogue reads it: which products, in what order, which slice. A plain
 * value in one canonical form, the same for every visitor who asks the same, so an answer is kept
 * under it (decision 0036).
 */
export interface CatalogQuery extends Omit<ProductFilter, 'collection'> {
  /** null: a collection the shop does not have, which holds nothing. */
  collection?: Collection | null | undefined;
  /** Lower case, single spaces: the search matches without regard to either. */
  search?: string | undefined;
  /** Without one: relevance for a search, else the shop's own order. */
  sort?: ProductSort | undefined;
  window?: ProductPageWindow | undefined;
}

/** A listing's answer, and whether it is about nothing: sent, but never kept (decision 0036). */
export interface Listing<Shown> {
  shown: Shown;
  aboutNothing: boolean;
}

/** The API's query string (prices in dollars) as a catalogue query (prices in cents). */
export function catalogQueryFrom(
  query: ProductListQuery,
  options: { visibleOnly: boolean; window: 'when-asked' | 'always' },
): CatalogQuery {
  const asked = query.limit !== undefined || query.offset !== undefined;
  const window =
    asked || options.window === 'always'
      ? {
          limit: query.limit ?? (asked ? PRODUCT_PAGE_MAX : PRODUCT_PAGE_SIZE),
          offset: query.offset ?? 0,
        }
      : undefined;
  const cents = (dollars: number | undefined) =>
    dollars === undefined ? undefined : dollarsToCents(dollars);
  return {
    visibleOnly: options.visibleOnly,
    // Named in any letter case; an empty one names none.
    collection: query.collection ? (collectionFromSlug(query.collection) ?? null) : undefined,
    kind: query.kind,
    size: query.size,
    firmnessMin: query.firmnessMin,
    firmnessMax: query.firmnessMax,
    priceMinCents: cents(query.priceMin),
    priceMaxCents: cents(query.priceMax),
    search: query.q ? query.q.toLowerCase().replace(/\s+/g, ' ') : undefined,
    sort: query.sort,
    window,
  };
}

/**
 * Whether a listing shows nothing because it asks for what is not there: a collection the shop
 * does not have, search text that matches nothing, or a page past the end. Every such query
 * answers alike, and a script can make endless ones: they are not worth keeping.
 */
function isAboutNothing(query: CatalogQuery, total: number): boolean {
  const pastTheEnd =
    query.window !== undefined && query.window.offset > 0 && query.window.offset >= total;
  return query.collection === null || (query.search !== undefined && total === 0) || pastTheEnd;
}

/** The shelf, or with search text the matching products, most relevant first; with a window, a page. */
export async function browseProducts(
  db: Executor,
  query: CatalogQuery,
  now: Date,
): Promise<{ products: Product[]; total: number }> {
  const { search, sort, window, collection, ...filter } = query;
  if (collection === null) return { products: [], total: 0 };
  const found = search
    ? await searchProducts(db, search, { ...filter, collection }, sort, window)
    : await listProducts(db, { ...filter, collection }, sort, window);
  return { products: await productsShown(db, found.products, now), total: found.total };
}

/** Every mattress shoppers can see, with its sizes and features: what the finder weighs. */
export async function visibleMattresses(db: Executor, now: Date): Promise<Product[]> {
  return (await browseProducts(db, { visibleOnly: true, kind: 'mattress' }, now)).products;
}

/** The spec's list answer: the products alone. */
export async function getProductList(
  db: Executor,
  query: CatalogQuery,
  now: Date,
): Promise<Listing<Product[]>> {
  const { products, total } = await browseProducts(db, query, now);
  return { shown: products, aboutNothing: isAboutNothing(query, total) };
}

/** One page of a listing with how many products the listing has in all. */
export async function getProductPage(
  db: Executor,
  query: CatalogQuery,
  now: Date,
): Promise<Listing<ProductPage>> {
  const { products, total } = await browseProducts(db, query, now);
  const window = query.window ?? { limit: total, offset: 0 };
  return {
    shown: { products, total, limit: window.limit, offset: window.offset },
    aboutNothing: isAboutNothing(query, total),
  };
}

/** What a hidden or unknown product is to those who may not see it. */
export const productNotFound = () => new NotFoundError('Product not found');

/** Hidden products exist only for those allowed to see them; to others they are not found. */
export async function getProduct(
  db: Executor,
  productId: number,
  options: { includeHidden: boolean; now: Date },
): Promise<Product> {
  const row = await findProduct(db, productId);
  if (!row || (!row.isVisible && !options.includeHidden)) throw productNotFound();
  const [shown] = await productsShown(db, [row], options.now);
  return shown as Product;
}

/** A product's features, hidden product or not, and whether shoppers may see them. */
export async function getProductFeatures(
  db: Executor,
  productId: number,
): Promise<{ isVisible: boolean; features: ProductFeature[] }> {
  const row = await findProductFeatures(db, productId);
  if (!row) throw productNotFound();
  return { isVisible: row.isVisible, features: row.features.map(toFeatureResponse) };
}
