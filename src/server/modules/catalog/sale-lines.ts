import { inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { productSizes, products } from '#server/db/schema/index.js';

/** A product, or one of its sizes, as staff sell it: priced in cents here, never by the browser. */
export interface SaleLineFacts {
  productId: number;
  /** Null for a product sold without sizes. */
  sizeId: number | null;
  name: string;
  sizeLabel: string | null;
  /** GST included: the product's price plus the size's difference. */
  unitPriceCents: number;
  isVisible: boolean;
  stockQty: number;
  /** Whether the product is sold by size (then a line must name one). */
  hasSizes: boolean;
}

/**
 * The products and sizes staff asked for (decision 0067), keyed `productId|sizeLabel` (an empty
 * label for a product without sizes); a product or size the shop does not have is missing.
 */
export async function findSaleLines(
  db: Executor,
  wanted: readonly { productId: number; sizeLabel: string | null }[],
): Promise<Map<string, SaleLineFacts>> {
  const ids = [...new Set(wanted.map((line) => line.productId))];
  if (ids.length === 0) return new Map();
  const [rows, sizes] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        priceCents: products.priceCents,
        stockQty: products.stockQty,
        isVisible: products.isVisible,
      })
      .from(products)
      .where(inArray(products.id, ids)),
    db.select().from(productSizes).where(inArray(productSizes.productId, ids)),
  ]);
  const facts = new Map<string, SaleLineFacts>();
  for (const product of rows) {
    const own = sizes.filter((size) => size.productId === product.id);
    const base = { productId: product.id, name: product.name, isVisible: product.isVisible };
    if (own.length === 0) {
      facts.set(saleLineKey(product.id, null), {
        ...base,
        sizeId: null,
        sizeLabel: null,
        unitPriceCents: product.priceCents,
        stockQty: product.stockQty,
        hasSizes: false,
      });
    }
    for (const size of own) {
      facts.set(saleLineKey(product.id, size.label), {
        ...base,
        sizeId: size.id,
        sizeLabel: size.label,
        unitPriceCents: product.priceCents + size.priceDeltaCents,
        stockQty: size.stockQty,
        hasSizes: true,
      });
    }
  }
  return facts;
}

export const saleLineKey = (productId: number, sizeLabel: string | null) =>
  `${productId}|${sizeLabel ?? ''}`;
