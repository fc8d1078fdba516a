import type { Database, Transaction } from '#server/db/client.js';
import type {
  ProductFeatureRow,
  ProductImageRow,
  ProductLayerRow,
  ProductRow,
  ProductSizeRow,
} from '#server/db/schema/index.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import { type AuditActor, type AuditFields, recordAudit } from '#server/modules/audit/index.js';
import { formatCents } from '#shared/money.js';
import { listFeatures, listGallery, listLayers, listSizes, lockProductRow } from './repository.js';

export const productNotFound = () => new NotFoundError('Product not found');

type LockedProduct = Omit<ProductRow, 'searchVector'>;

/** Everything of a product that shoppers see, read under its lock: what the trail compares. */
interface ProductSnapshot {
  product: LockedProduct;
  sizes: ProductSizeRow[];
  gallery: ProductImageRow[];
  features: ProductFeatureRow[];
  layers: ProductLayerRow[];
}

async function snapshot(tx: Transaction, id: number): Promise<ProductSnapshot | undefined> {
  const product = await lockProductRow(tx, id);
  if (!product) return undefined;
  const sizes = await listSizes(tx, id);
  const gallery = await listGallery(tx, id);
  const features = await listFeatures(tx, id);
  const layers = await listLayers(tx, id);
  return { product, sizes, gallery, features, layers };
}

/** A product's fields as the trail shows them: the admin form's names, money in dollars. */
function productFields(product: LockedProduct): AuditFields {
  return {
    Name: product.name,
    Price: formatCents(product.priceCents),
    Collection: product.collection,
    Description: product.description,
    Stock: product.stockQty,
    Firmness: product.firmness,
    Visible: product.isVisible,
    'Main image': product.mainImageKey,
    'Height (cm)': product.heightCm,
    Materials: product.materials.join(', '),
    Certifications: product.certifications.join(', '),
    'Care notes': product.careNotes,
  };
}

/** The layers by place, top first, so a new order shows as the layers that moved. */
function layerFields(layers: readonly ProductLayerRow[]): AuditFields {
  return Object.fromEntries(
    layers.map((layer, index) => [
      `Layer ${index + 1}`,
      `${layer.material}, ${layer.thicknessCm} cm`,
    ]),
  );
}

/** One size's fields, named after its label: "Stock of 91x190". */
function sizeFields(sizes: readonly ProductSizeRow[]): AuditFields {
  return Object.fromEntries(
    sizes.flatMap((size) => [
      [`Size ${size.label}`, size.sizeName],
      [`Price delta of ${size.label}`, formatCents(size.priceDeltaCents)],
      [`Stock of ${size.label}`, size.stockQty],
    ]),
  );
}

/** The gallery by place, so a new order shows as the images that moved. */
function galleryFields(gallery: readonly ProductImageRow[]): AuditFields {
  return Object.fromEntries(
    gallery.map((image, index) => [`Gallery image ${index + 1}`, image.key]),
  );
}

/** Each feature under its own id (its title may be what changed), in the order shoppers see. */
function featureFields(features: readonly ProductFeatureRow[]): AuditFields {
  return Object.fromEntries(
    features.flatMap((feature, index) => {
      const name = `Feature #${feature.id}`;
      return [
        [name, feature.name],
        [`${name} slogan`, feature.slogan],
        [`${name} text`, feature.paragraphs.join('\n\n')],
        [`${name} image`, feature.imageKey],
        [`${name} background`, feature.bg],
        [`${name} image side`, feature.reverse ? 'left' : 'right'],
        [`${name} place`, index + 1],
      ];
    }),
  );
}

const snapshotFields = (state: ProductSnapshot): AuditFields => ({
  ...productFields(state.product),
  ...sizeFields(state.sizes),
  ...galleryFields(state.gallery),
  ...featureFields(state.features),
  ...layerFields(state.layers),
});

function recordProductChange(
  tx: Transaction,
  actor: AuditActor,
  before: ProductSnapshot | undefined,
  after: ProductSnapshot | undefined,
): Promise<void> {
  const { product } = after ?? before ?? {};
  if (!product) return Promise.resolve();
  return recordAudit(tx, {
    actor,
    entityType: 'product',
    entityId: product.id,
    entityLabel: product.name,
    action: before === undefined ? 'created' : after === undefined ? 'deleted' : 'updated',
    before: before ? snapshotFields(before) : null,
    after: after ? snapshotFields(after) : null,
  });
}

/**
 * Every staff change of a product goes through here: under the product's lock (two changes of one
 * product queue, so the second sees the first) it reads what shoppers see, makes the change, reads
 * again and records the difference, all in one transaction, so no change is ever unrecorded.
 * Answers 404 when there is no such product.
 */
export function changeProduct<T>(
  db: Database,
  actor: AuditActor,
  productId: number,
  change: (tx: Transaction, product: LockedProduct) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => changeProductIn(tx, actor, productId, change));
}

/** changeProduct within the caller's transaction: one of several products changed together. */
export async function changeProductIn<T>(
  tx: Transaction,
  actor: AuditActor,
  productId: number,
  change: (tx: Transaction, product: LockedProduct) => Promise<T>,
): Promise<T> {
  const before = await snapshot(tx, productId);
  if (!before) throw productNotFound();
  const result = await change(tx, before.product);
  await recordProductChange(tx, actor, before, await snapshot(tx, productId));
  return result;
}

/** Records a product as created, in the transaction that inserted it. */
export async function auditCreatedProduct(
  tx: Transaction,
  actor: AuditActor,
  productId: number,
): Promise<void> {
  await recordProductChange(tx, actor, undefined, await snapshot(tx, productId));
}
