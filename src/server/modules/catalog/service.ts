import type { Executor } from '#server/db/client.js';
import type { ProductFeatureRow } from '#server/db/schema/index.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import { imageUrlForKey } from '#shared/images.js';
import { centsToDollars } from '#shared/money.js';
import type { Product, ProductFeature } from '#shared/schemas/product.js';
import {
  findProduct,
  findProductFeatures,
  listProducts,
  type ProductFilter,
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

/** Database rows to the spec's Product shape: dollars for prices, URLs beside keys. */
export function toProductResponse(row: ProductWithChildren): Product {
  return {
    productId: row.id,
    name: row.name,
    price: centsToDollars(row.priceCents),
    description: row.description,
    collection: row.collection,
    dimensions: row.sizes.map((size) => ({
      label: size.label,
      sizeName: size.sizeName,
      priceDelta: centsToDollars(size.priceDeltaCents),
      stockQty: size.stockQty,
    })),
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
    stockQty: row.stockQty,
    isVisible: row.isVisible,
    features: row.features.map(toFeatureResponse),
  };
}

/** The shelf, or with search text the matching products, most relevant first. */
export async function getProductList(
  db: Executor,
  filter: ProductFilter & { search?: string | undefined },
): Promise<Product[]> {
  const rows = filter.search
    ? await searchProducts(db, filter.search, filter)
    : await listProducts(db, filter);
  return rows.map(toProductResponse);
}

/** What a hidden or unknown product is to those who may not see it. */
export const productNotFound = () => new NotFoundError('Product not found');

/** Hidden products exist only for those allowed to see them; to others they are not found. */
export async function getProduct(
  db: Executor,
  productId: number,
  options: { includeHidden: boolean },
): Promise<Product> {
  const row = await findProduct(db, productId);
  if (!row || (!row.isVisible && !options.includeHidden)) throw productNotFound();
  return toProductResponse(row);
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
