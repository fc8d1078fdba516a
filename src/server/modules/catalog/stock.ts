import type { Executor } from '#server/db/client.js';
import {
  addStock,
  findSizeId,
  findStockLeft,
  type ReturnedLine,
  type StockLine,
  takeStockIfLeft,
} from './stock-repository.js';

export type { ReturnedLine, StockLine } from './stock-repository.js';

/** A reservation's outcome: taken, or refused with how many are left to say so. */
export type StockTaken = { taken: true } | { taken: false; left: number };

/**
 * Takes a line's stock inside the caller's transaction, never below zero: concurrent checkouts
 * meet at the row's conditional UPDATE, so the last unit goes to one of them (decision 6).
 */
export async function takeStock(tx: Executor, line: StockLine): Promise<StockTaken> {
  if (await takeStockIfLeft(tx, line)) return { taken: true };
  return { taken: false, left: await findStockLeft(tx, line) };
}

/** Gives reserved stock back (a checkout released unpaid), to whatever of it still exists. */
export async function returnStock(tx: Executor, line: ReturnedLine): Promise<void> {
  await addStock(tx, line);
}

/** A line as an order keeps it: the product (null once deleted) and the size by its label. */
export interface SoldLine {
  productId: number | null;
  sizeLabel: string | null;
  qty: number;
}

/**
 * Puts refunded units back (decision 0054), in the refund's transaction: to the size of that
 * label, or the unsized product. A product or size removed since has nowhere to take them.
 */
export async function returnSoldStock(tx: Executor, line: SoldLine): Promise<void> {
  if (line.productId === null) return;
  if (line.sizeLabel === null) {
    await returnStock(tx, { productId: line.productId, sizeId: null, qty: line.qty });
    return;
  }
  const sizeId = await findSizeId(tx, line.productId, line.sizeLabel);
  if (sizeId !== undefined)
    await returnStock(tx, { productId: line.productId, sizeId, qty: line.qty });
}
