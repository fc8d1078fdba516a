import type { Database, Executor } from '#server/db/client.js';
import { HttpError, NotFoundError } from '#server/lib/http-errors.js';
import type { AuditActor } from '#server/modules/audit/index.js';
import { getProduct } from '#server/modules/catalog/index.js';
import { dollarsToCents } from '#shared/money.js';
import type { Product } from '#shared/schemas/product.js';
import { PRODUCT_MESSAGES, type ProductInput } from '#shared/schemas/product-admin.js';
import { auditCreatedProduct, changeProduct, changeProductIn } from './audit.js';
import { productFolder } from './image-keys.js';
import type { ProductAdminContext } from './product-admin-context.js';
import {
  deleteProduct,
  insertProduct,
  listSizes,
  type ProductFields,
  updateProduct,
} from './repository.js';

function toFields(input: ProductInput, stockQty: number): ProductFields {
  return {
    name: input.name,
    description: input.description,
    collection: input.collection,
    priceCents: dollarsToCents(input.price),
    stockQty,
    firmness: input.firmness,
  };
}

/** The product as the admin screens read it (hidden or not), with what checkouts hold at `now`. */
export async function adminProduct(db: Executor, id: number, now: Date): Promise<Product> {
  return getProduct(db, id, { includeHidden: true, now });
}

export function createProduct(
  db: Database,
  actor: AuditActor,
  input: ProductInput,
  now: Date,
): Promise<Product> {
  return db.transaction(async (tx) => {
    const id = await insertProduct(tx, toFields(input, input.stockQty ?? 0));
    await auditCreatedProduct(tx, actor, id);
    return adminProduct(tx, id, now);
  });
}

/**
 * A product with sizes keeps the sum of their stock as its own: an edit may leave stock out or
 * repeat that sum, any other number is refused (the sizes are where stock changes).
 */
export function editProduct(
  db: Database,
  actor: AuditActor,
  id: number,
  input: ProductInput,
  now: Date,
): Promise<Product> {
  return changeProduct(db, actor, id, async (tx, before) => {
    const sizes = await listSizes(tx, id);
    let stockQty = input.stockQty ?? before.stockQty;
    if (sizes.length > 0) {
      const sum = sizes.reduce((total, size) => total + size.stockQty, 0);
      if (input.stockQty !== undefined && input.stockQty !== sum) {
        throw new HttpError(409, PRODUCT_MESSAGES.stockIsSumOfSizes(sum));
      }
      stockQty = sum;
    }
    await updateProduct(tx, id, toFields(input, stockQty));
    return adminProduct(tx, id, now);
  });
}

export function setProductVisibility(
  db: Database,
  actor: AuditActor,
  id: number,
  isVisible: boolean,
) {
  return changeProduct(db, actor, id, async (tx) => {
    await updateProduct(tx, id, { isVisible });
    return { productId: id, isVisible };
  });
}

/**
 * Hides or shows several products, all or none: each under its lock and audited as a change of it,
 * in id order so overlapping choices of two staff queue instead of deadlocking.
 */
export function setProductsVisibility(
  db: Database,
  actor: AuditActor,
  ids: number[],
  isVisible: boolean,
) {
  return db.transaction(async (tx) => {
    const changed = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      await changeProductIn(tx, actor, id, (inner) =>
        updateProduct(inner, id, { isVisible }),
      ).catch((error: unknown) => {
        // Of several products, say which one is missing.
        throw error instanceof NotFoundError
          ? new NotFoundError(`Product #${id} was not found.`)
          : error;
      });
      changed.push({ productId: id, isVisible });
    }
    return changed;
  });
}

/**
 * Images, sizes and features go with the product (ON DELETE CASCADE), then its uploaded files.
 * Orders never point at a product's row for their lines: each line keeps its own name, size and
 * price, so order history stays whole (see docs/decisions/0009).
 */
export async function removeProduct(
  context: ProductAdminContext,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await changeProduct(context.db, actor, id, (tx) => deleteProduct(tx, id));
  try {
    await context.storage.removeFolder(productFolder(id));
  } catch (error) {
    context.log.warn({ err: error, productId: id }, 'could not remove a product’s images');
  }
}
