import type { Database, Transaction } from '#server/db/client.js';
import { NotFoundError, ValidationError } from '#server/lib/http-errors.js';
import type { AuditActor } from '#server/modules/audit/index.js';
import type { StockChange } from '#shared/schemas/stock.js';
import { changeProductIn } from './audit.js';
import { listSizes, setSizeStock, syncStockWithSizes, updateProduct } from './repository.js';

function byProduct(changes: StockChange[]): Map<number, StockChange[]> {
  const groups = new Map<number, StockChange[]>();
  for (const change of changes) {
    groups.set(change.productId, [...(groups.get(change.productId) ?? []), change]);
  }
  return groups;
}

/** One product's counted stock: its sizes', or its own when it has none. */
async function setProductStock(
  tx: Transaction,
  productId: number,
  name: string,
  changes: StockChange[],
): Promise<void> {
  const hasSizes = (await listSizes(tx, productId)).length > 0;
  for (const { size, stockQty } of changes) {
    if (size === null) {
      if (hasSizes) throw new ValidationError(`${name} has sizes: set the stock of each size.`);
      await updateProduct(tx, productId, { stockQty });
    } else if (!(await setSizeStock(tx, productId, size, stockQty))) {
      throw new NotFoundError(`${name} has no size ${size}.`);
    }
  }
  if (hasSizes) await syncStockWithSizes(tx, productId);
}

/**
 * PUT /admin/stock: all the changes or none, in one transaction, each product under its lock and
 * recorded in the audit trail as any change of it is. Products are taken in id order, so two
 * staff saving overlapping counts queue instead of deadlocking.
 */
export async function setStock(
  db: Database,
  actor: AuditActor,
  changes: StockChange[],
): Promise<void> {
  const groups = [...byProduct(changes)].sort(([a], [b]) => a - b);
  await db.transaction(async (tx) => {
    for (const [productId, productChanges] of groups) {
      await changeProductIn(tx, actor, productId, (inner, product) =>
        setProductStock(inner, productId, product.name, productChanges),
      );
    }
  });
}
