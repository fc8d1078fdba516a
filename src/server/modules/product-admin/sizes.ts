import type { Database, Executor } from '#server/db/client.js';
import { HttpError, NotFoundError, ValidationError } from '#server/lib/http-errors.js';
import { centsToDollars, dollarsToCents } from '#shared/money.js';
import type { ProductSize } from '#shared/schemas/product.js';
import type { BulkSizeInput, SizeInput } from '#shared/schemas/product-admin.js';
import { deleteSize, insertSize, listSizes, updateProduct, updateSize } from './repository.js';
import { lockExistingProduct } from './service.js';

async function dimensionsOf(db: Executor, productId: number): Promise<ProductSize[]> {
  return (await listSizes(db, productId)).map((size) => ({
    label: size.label,
    sizeName: size.sizeName,
    priceDelta: centsToDollars(size.priceDeltaCents),
    stockQty: size.stockQty,
  }));
}

const noSuchSize = (label: string) => new NotFoundError(`This product has no size ${label}.`);

export function addSize(db: Database, productId: number, size: SizeInput): Promise<ProductSize[]> {
  return db.transaction(async (tx) => {
    // The lock queues two adds of the same label, so the second sees the first and gets the message.
    await lockExistingProduct(tx, productId);
    if ((await listSizes(tx, productId)).some((existing) => existing.label === size.label)) {
      throw new HttpError(409, `This product already has size ${size.label}.`);
    }
    await insertSize(tx, productId, {
      label: size.label,
      sizeName: size.sizeName,
      priceDeltaCents: dollarsToCents(size.priceDelta),
      stockQty: size.stockQty,
    });
    await updateProduct(tx, productId, {});
    return dimensionsOf(tx, productId);
  });
}

/** The sizes table's Save: new price deltas and stock for sizes the product has, all or none. */
export function saveSizes(
  db: Database,
  productId: number,
  sizes: BulkSizeInput[],
): Promise<ProductSize[]> {
  const labels = sizes.map((size) => size.label);
  if (new Set(labels).size !== labels.length) {
    throw new ValidationError('Each size may appear only once.');
  }
  return db.transaction(async (tx) => {
    await lockExistingProduct(tx, productId);
    for (const size of sizes) {
      const changes = { priceDeltaCents: dollarsToCents(size.priceDelta), stockQty: size.stockQty };
      if (!(await updateSize(tx, productId, size.label, changes))) throw noSuchSize(size.label);
    }
    await updateProduct(tx, productId, {});
    return dimensionsOf(tx, productId);
  });
}

export function removeSize(db: Database, productId: number, label: string): Promise<ProductSize[]> {
  return db.transaction(async (tx) => {
    await lockExistingProduct(tx, productId);
    if (!(await deleteSize(tx, productId, label))) throw noSuchSize(label);
    await updateProduct(tx, productId, {});
    return dimensionsOf(tx, productId);
  });
}
