import type { Database, Executor, Transaction } from '#server/db/client.js';
import { HttpError, NotFoundError, ValidationError } from '#server/lib/http-errors.js';
import type { AuditActor } from '#server/modules/audit/index.js';
import { getProduct } from '#server/modules/catalog/index.js';
import { dollarsToCents } from '#shared/money.js';
import type { ProductSize } from '#shared/schemas/product.js';
import type { BulkSizeInput, SizeInput } from '#shared/schemas/product-admin.js';
import { changeProduct } from './audit.js';
import { deleteSize, insertSize, listSizes, syncStockWithSizes, updateSize } from './repository.js';

/** The sizes as the product's answer gives them, with what checkouts hold of each at `now`. */
async function dimensionsOf(db: Executor, productId: number, now: Date): Promise<ProductSize[]> {
  return (await getProduct(db, productId, { includeHidden: true, now })).dimensions;
}

const noSuchSize = (label: string) => new NotFoundError(`This product has no size ${label}.`);

/**
 * Runs one change of a product's sizes as an audited change of the product, then keeps the
 * product's stock the sum of its sizes', in the same transaction.
 */
function changeSizes(
  db: Database,
  actor: AuditActor,
  productId: number,
  now: Date,
  change: (tx: Transaction) => Promise<void>,
): Promise<ProductSize[]> {
  return changeProduct(db, actor, productId, async (tx) => {
    await change(tx);
    await syncStockWithSizes(tx, productId);
    return dimensionsOf(tx, productId, now);
  });
}

export function addSize(
  db: Database,
  actor: AuditActor,
  productId: number,
  size: SizeInput,
  now: Date,
): Promise<ProductSize[]> {
  return changeSizes(db, actor, productId, now, async (tx) => {
    if ((await listSizes(tx, productId)).some((existing) => existing.label === size.label)) {
      throw new HttpError(409, `This product already has size ${size.label}.`);
    }
    await insertSize(tx, productId, {
      label: size.label,
      sizeName: size.sizeName,
      priceDeltaCents: dollarsToCents(size.priceDelta),
      stockQty: size.stockQty,
    });
  });
}

/** The sizes table's Save: new price deltas and stock for sizes the product has, all or none. */
export function saveSizes(
  db: Database,
  actor: AuditActor,
  productId: number,
  sizes: BulkSizeInput[],
  now: Date,
): Promise<ProductSize[]> {
  const labels = sizes.map((size) => size.label);
  if (new Set(labels).size !== labels.length) {
    throw new ValidationError('Each size may appear only once.');
  }
  return changeSizes(db, actor, productId, now, async (tx) => {
    for (const size of sizes) {
      const changes = { priceDeltaCents: dollarsToCents(size.priceDelta), stockQty: size.stockQty };
      if (!(await updateSize(tx, productId, size.label, changes))) throw noSuchSize(size.label);
    }
  });
}

export function removeSize(
  db: Database,
  actor: AuditActor,
  productId: number,
  label: string,
  now: Date,
): Promise<ProductSize[]> {
  return changeSizes(db, actor, productId, now, async (tx) => {
    if (!(await deleteSize(tx, productId, label))) throw noSuchSize(label);
  });
}
