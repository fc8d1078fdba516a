import type { Executor, Transaction } from '#server/db/client.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import { findProduct, toProductResponse } from '#server/modules/catalog/index.js';
import { dollarsToCents } from '#shared/money.js';
import type { Product } from '#shared/schemas/product.js';
import type { ProductInput } from '#shared/schemas/product-admin.js';
import { productFolder } from './image-keys.js';
import type { ProductAdminContext } from './product-admin-context.js';
import {
  deleteProduct,
  insertProduct,
  lockProduct,
  type ProductFields,
  updateProduct,
} from './repository.js';

export const productNotFound = () => new NotFoundError('Product not found');

function toFields(input: ProductInput): ProductFields {
  return {
    name: input.name,
    description: input.description,
    collection: input.collection,
    priceCents: dollarsToCents(input.price),
    stockQty: input.stockQty,
  };
}

/** The product as the admin screens read it (hidden or not). */
export async function adminProduct(db: Executor, id: number): Promise<Product> {
  const row = await findProduct(db, id);
  if (!row) throw productNotFound();
  return toProductResponse(row);
}

/** Locks the product for the rest of the transaction, or answers 404. */
export async function lockExistingProduct(db: Transaction, id: number) {
  const product = await lockProduct(db, id);
  if (!product) throw productNotFound();
  return product;
}

export async function createProduct(db: Executor, input: ProductInput): Promise<Product> {
  const id = await insertProduct(db, toFields(input));
  return adminProduct(db, id);
}

export async function editProduct(db: Executor, id: number, input: ProductInput): Promise<Product> {
  if (!(await updateProduct(db, id, toFields(input)))) throw productNotFound();
  return adminProduct(db, id);
}

export async function setProductVisibility(db: Executor, id: number, isVisible: boolean) {
  if (!(await updateProduct(db, id, { isVisible }))) throw productNotFound();
  return { productId: id, isVisible };
}

/**
 * Images, sizes and features go with the product (ON DELETE CASCADE), then its uploaded files.
 * Orders never point at a product's row for their lines: each line keeps its own name, size and
 * price, so order history stays whole (see docs/decisions/0009).
 */
export async function removeProduct(context: ProductAdminContext, id: number): Promise<void> {
  if (!(await deleteProduct(context.db, id))) throw productNotFound();
  try {
    await context.storage.removeFolder(productFolder(id));
  } catch (error) {
    context.log.warn({ err: error, productId: id }, 'could not remove a product’s images');
  }
}
