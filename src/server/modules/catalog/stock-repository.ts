import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { productSizes, products } from '#server/db/schema/index.js';

/** One line's stock: a size's, or an unsized product's own. */
export interface StockLine {
  productId: number;
  sizeId: number | null;
  qty: number;
}

/** A reserved line given back: its product may have been deleted since. */
export type ReturnedLine = Omit<StockLine, 'productId'> & { productId: number | null };

/** Takes `qty` only if that many are left, in one conditional UPDATE: true when taken. */
export async function takeStockIfLeft(db: Executor, line: StockLine): Promise<boolean> {
  const taken =
    line.sizeId === null
      ? await db
          .update(products)
          .set({ stockQty: sql`${products.stockQty} - ${line.qty}` })
          .where(and(eq(products.id, line.productId), sql`${products.stockQty} >= ${line.qty}`))
          .returning({ id: products.id })
      : await db
          .update(productSizes)
          .set({ stockQty: sql`${productSizes.stockQty} - ${line.qty}` })
          .where(
            and(eq(productSizes.id, line.sizeId), sql`${productSizes.stockQty} >= ${line.qty}`),
          )
          .returning({ id: productSizes.id });
  return taken.length === 1;
}

export async function findStockLeft(db: Executor, line: Omit<StockLine, 'qty'>): Promise<number> {
  const [row] =
    line.sizeId === null
      ? await db
          .select({ stockQty: products.stockQty })
          .from(products)
          .where(eq(products.id, line.productId))
      : await db
          .select({ stockQty: productSizes.stockQty })
          .from(productSizes)
          .where(eq(productSizes.id, line.sizeId));
  return row?.stockQty ?? 0;
}

/** The size a sold line's label names now; undefined when it was removed since. */
export async function findSizeId(
  db: Executor,
  productId: number,
  label: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.label, label)));
  return row?.id;
}

/** A line whose product was deleted since (productId null, no size) has nothing to go back to. */
export async function addStock(db: Executor, line: ReturnedLine): Promise<void> {
  if (line.sizeId !== null) {
    await db
      .update(productSizes)
      .set({ stockQty: sql`${productSizes.stockQty} + ${line.qty}` })
      .where(eq(productSizes.id, line.sizeId));
  } else if (line.productId !== null) {
    await db
      .update(products)
      .set({ stockQty: sql`${products.stockQty} + ${line.qty}` })
      .where(eq(products.id, line.productId));
  }
}
