import { eq, sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '#server/db/client.js';
import { appState } from '#server/db/schema/index.js';
import { type AuditActor, recordAudit } from '#server/modules/audit/index.js';
import { waitingCounts } from '#server/modules/stock-alerts/index.js';
import { SHOP_SETTING_IDS } from '#shared/schemas/audit.js';
import {
  LOW_STOCK_DEFAULT_THRESHOLD,
  type LowStock,
  type LowStockItem,
  lowStockSummary,
} from '#shared/schemas/low-stock.js';

/** The owner's setting, kept in the database so every instance reads the same number. */
const THRESHOLD_KEY = 'low_stock_threshold';

export async function lowStockThreshold(db: Executor, lock = false): Promise<number> {
  const query = db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, THRESHOLD_KEY));
  const [row] = await (lock ? query.for('update') : query);
  const saved = Number(row?.value);
  return Number.isInteger(saved) && saved >= 0 ? saved : LOW_STOCK_DEFAULT_THRESHOLD;
}

/** Sets the threshold and records who changed it from what, in one transaction. */
export function setLowStockThreshold(
  db: Database,
  actor: AuditActor,
  threshold: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lowStockThreshold(tx, true);
    await tx
      .insert(appState)
      .values({ key: THRESHOLD_KEY, value: String(threshold) })
      .onConflictDoUpdate({
        target: appState.key,
        set: { value: String(threshold), updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actor,
      entityType: 'setting',
      entityId: SHOP_SETTING_IDS.lowStockThreshold,
      entityLabel: 'Low stock threshold',
      action: 'updated',
      before: { Threshold: before },
      after: { Threshold: threshold },
    });
  });
}

interface LowStockRow {
  product_id: number;
  size_id: number | null;
  name: string;
  size_label: string | null;
  size_name: string | null;
  stock_qty: number;
  is_visible: boolean;
}

/**
 * Every size at or under the threshold, and every product without sizes at or under it: where
 * stock is kept, so a product is never listed by a figure its sizes contradict. Fewest first.
 */
export async function lowStock(db: Executor): Promise<LowStock> {
  const threshold = await lowStockThreshold(db);
  const rows = await queryRows<LowStockRow>(
    db,
    sql`
      select p.id as product_id, s.id as size_id, p.name, s.label as size_label, s.size_name, s.stock_qty, p.is_visible
      from product_sizes s join products p on p.id = s.product_id
      where s.stock_qty <= ${threshold}
      union all
      select p.id, null, p.name, null, null, p.stock_qty, p.is_visible
      from products p
      where p.stock_qty <= ${threshold}
        and not exists (select 1 from product_sizes s where s.product_id = p.id)
      order by stock_qty, name, size_label
      limit 500`,
  );
  // Who waits for a size to come back (decision 0074): staff restock first what is asked for.
  const sizeIds = rows.flatMap((row) => (row.size_id === null ? [] : [row.size_id]));
  const waiting = await waitingCounts(db, sizeIds);
  return {
    threshold,
    items: rows.map((row) => toLowStockItem(row, waiting)),
  };
}

function toLowStockItem(row: LowStockRow, waiting: Map<number, number>): LowStockItem {
  const item = {
    productId: row.product_id,
    name: row.name,
    sizeLabel: row.size_label,
    sizeName: row.size_name,
    stockQty: Number(row.stock_qty),
    isVisible: row.is_visible,
    waiting: row.size_id === null ? 0 : (waiting.get(row.size_id) ?? 0),
  };
  return { ...item, summary: lowStockSummary(item) };
}
