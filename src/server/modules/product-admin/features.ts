import { NotFoundError } from '#server/lib/http-errors.js';
import type { AuditActor } from '#server/modules/audit/index.js';
import { toFeatureResponse } from '#server/modules/catalog/index.js';
import type { ProductFeature } from '#shared/schemas/product.js';
import type { CreateFeatureRequest, UpdateFeatureRequest } from '#shared/schemas/product-admin.js';
import { changeProduct } from './audit.js';
import { acceptUpload } from './images.js';
import { type ProductAdminContext, removeUnusedUpload } from './product-admin-context.js';
import {
  deleteFeature,
  findFeature,
  insertFeature,
  updateFeature,
  updateProduct,
} from './repository.js';

const featureNotFound = () => new NotFoundError('Feature not found');

export async function addFeature(
  context: ProductAdminContext,
  actor: AuditActor,
  productId: number,
  request: CreateFeatureRequest,
): Promise<ProductFeature> {
  await acceptUpload(context, productId, request.imageKey, 'feature');
  return changeProduct(context.db, actor, productId, async (tx) => {
    const feature = await insertFeature(tx, productId, { ...request, bg: request.bg ?? null });
    await updateProduct(tx, productId, {});
    return toFeatureResponse(feature);
  });
}

export async function editFeature(
  context: ProductAdminContext,
  actor: AuditActor,
  productId: number,
  featureId: number,
  request: UpdateFeatureRequest,
): Promise<ProductFeature> {
  const { imageKey, ...fields } = request;
  let replaced: string | null = null;
  const current = await findFeature(context.db, productId, featureId);
  if (!current) throw featureNotFound();
  const newImage = imageKey !== undefined && imageKey !== current.imageKey;
  if (newImage) await acceptUpload(context, productId, imageKey, 'feature');
  const feature = await changeProduct(context.db, actor, productId, async (tx) => {
    const locked = await findFeature(tx, productId, featureId);
    if (!locked) throw featureNotFound();
    if (newImage) replaced = locked.imageKey;
    const updated = await updateFeature(tx, featureId, {
      ...fields, // Drizzle leaves out fields that are undefined (bg, sortOrder not sent)
      ...(newImage ? { imageKey } : {}),
    });
    if (!updated) throw featureNotFound();
    await updateProduct(tx, productId, {});
    return updated;
  });
  await removeUnusedUpload(context, replaced);
  return toFeatureResponse(feature);
}

export async function removeFeature(
  context: ProductAdminContext,
  actor: AuditActor,
  productId: number,
  featureId: number,
): Promise<void> {
  const removed = await changeProduct(context.db, actor, productId, async (tx) => {
    const feature = await deleteFeature(tx, productId, featureId);
    if (!feature) throw featureNotFound();
    await updateProduct(tx, productId, {});
    return feature;
  });
  await removeUnusedUpload(context, removed.imageKey);
}
