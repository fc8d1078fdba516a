import type { Database } from '#server/db/client.js';
import type { AuditActor } from '#server/modules/audit/index.js';
import type { Product } from '#shared/schemas/product.js';
import type { ProductSpecsInput } from '#shared/schemas/product-specs.js';
import { changeProduct } from './audit.js';
import { replaceLayers, updateProduct } from './repository.js';
import { adminProduct } from './service.js';

/**
 * A product's build saved whole, in one audited transaction: its columns and its layers, which
 * are replaced as a set (the list staff see is the list kept, in its order).
 */
export function saveSpecs(
  db: Database,
  actor: AuditActor,
  productId: number,
  specs: ProductSpecsInput,
  now: Date,
): Promise<Product> {
  return changeProduct(db, actor, productId, async (tx) => {
    const { layers, ...columns } = specs;
    await updateProduct(tx, productId, columns);
    await replaceLayers(tx, productId, layers);
    return adminProduct(tx, productId, now);
  });
}
