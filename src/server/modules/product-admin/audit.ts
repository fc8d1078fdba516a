import type { Executor } from '#server/db/client.js';
import type { ProductRow, ProductSizeRow } from '#server/db/schema/index.js';
import { type AuditActor, type AuditFields, recordAudit } from '#server/modules/audit/index.js';
import { formatCents } from '#shared/money.js';

type AuditedProduct = Pick<
  ProductRow,
  'id' | 'name' | 'priceCents' | 'collection' | 'description' | 'stockQty' | 'isVisible'
>;
type AuditedSize = Pick<ProductSizeRow, 'label' | 'sizeName' | 'priceDeltaCents' | 'stockQty'>;

/** A product's fields as the trail shows them: the admin form's names, money in dollars. */
function productFields(product: AuditedProduct): AuditFields {
  return {
    Name: product.name,
    Price: formatCents(product.priceCents),
    Collection: product.collection,
    Description: product.description,
    Stock: product.stockQty,
    Visible: product.isVisible,
  };
}

/** One size's fields, named after its label: "Stock of 91x190". */
export function sizeFields(sizes: readonly AuditedSize[]): AuditFields {
  return Object.fromEntries(
    sizes.flatMap((size) => [
      [`Size ${size.label}`, size.sizeName],
      [`Price delta of ${size.label}`, formatCents(size.priceDeltaCents)],
      [`Stock of ${size.label}`, size.stockQty],
    ]),
  );
}

/** Records a product's change from `before` to `after` (null when created or deleted). */
export function auditProduct(
  db: Executor,
  actor: AuditActor,
  before: AuditedProduct | null,
  after: AuditedProduct | null,
  sizes: { before: readonly AuditedSize[]; after: readonly AuditedSize[] } = {
    before: [],
    after: [],
  },
): Promise<void> {
  const product = after ?? before;
  if (!product) return Promise.resolve();
  return recordAudit(db, {
    actor,
    entityType: 'product',
    entityId: product.id,
    entityLabel: product.name,
    action: before === null ? 'created' : after === null ? 'deleted' : 'updated',
    before: before && { ...productFields(before), ...sizeFields(sizes.before) },
    after: after && { ...productFields(after), ...sizeFields(sizes.after) },
  });
}
