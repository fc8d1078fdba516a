import type { Executor } from '#server/db/client.js';
import {
  ConflictError,
  HttpError,
  NotFoundError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '#server/lib/http-errors.js';
import type { AuditActor } from '#server/modules/audit/index.js';
import { getProduct } from '#server/modules/catalog/index.js';
import { acceptCheckedUpload, declaredUploadType } from '#server/modules/media/index.js';
import { type ImageKind, UPLOAD_TYPE_MESSAGE } from '#shared/image-upload.js';
import type { PresignResponse, ProductImagesResponse } from '#shared/schemas/product-admin.js';
import { changeProduct } from './audit.js';
import { makeImageKey, parseImageKey } from './image-keys.js';
import { type ProductAdminContext, removeUnusedUpload } from './product-admin-context.js';
import {
  deleteGalleryImage,
  imageKeyInUse,
  insertGalleryImage,
  listGallery,
  setGallerySortOrder,
  updateProduct,
} from './repository.js';

export async function presignUpload(
  context: ProductAdminContext,
  productId: number,
  request: { kind: ImageKind; filename: string; contentType: string },
): Promise<PresignResponse> {
  const declared = declaredUploadType(request.filename, request.contentType);
  if (!declared) throw new UnsupportedMediaTypeError(UPLOAD_TYPE_MESSAGE);
  await getProduct(context.db, productId, { includeHidden: true, now: context.clock.now() });
  const key = makeImageKey(productId, request.kind, declared);
  return { uploadUrl: await context.storage.uploadUrl(key, declared), key, contentType: declared };
}

/**
 * An uploaded file may join the catalogue only when its key was made for this product and use,
 * and its stored bytes pass the image check; a file that fails is removed, so nothing is left.
 */
export async function acceptUpload(
  context: ProductAdminContext,
  productId: number,
  key: string,
  kind: ImageKind,
): Promise<void> {
  const parts = parseImageKey(key);
  if (!parts || parts.productId !== productId || parts.kind !== kind) {
    throw new ValidationError(`This image key was not made for this product's ${kind} image.`);
  }
  const discard = () => removeUnusedUpload(context, key);
  if (!(await acceptCheckedUpload(context.storage, key, parts.contentType, discard))) {
    throw new ConflictError('No file has been uploaded for this image yet.');
  }
}

async function imagesOf(
  db: Executor,
  productId: number,
  now: Date,
): Promise<ProductImagesResponse> {
  const { mainImage, gallery } = await getProduct(db, productId, { includeHidden: true, now });
  return { mainImage, gallery };
}

export async function registerImage(
  context: ProductAdminContext,
  actor: AuditActor,
  productId: number,
  request: { key: string; kind: 'main' | 'gallery'; sortOrder?: number | undefined },
): Promise<ProductImagesResponse> {
  await acceptUpload(context, productId, request.key, request.kind);
  let replaced: string | null = null;
  const images = await changeProduct(context.db, actor, productId, async (tx, product) => {
    if (await imageKeyInUse(tx, request.key)) {
      throw new HttpError(409, 'This image has been added already.');
    }
    if (request.kind === 'main') {
      replaced = product.mainImageKey;
      await updateProduct(tx, productId, { mainImageKey: request.key });
    } else {
      await insertGalleryImage(tx, productId, request.key, request.sortOrder);
      await updateProduct(tx, productId, {});
    }
    return imagesOf(tx, productId, context.clock.now());
  });
  await removeUnusedUpload(context, replaced);
  return images;
}

export async function removeGalleryImage(
  context: ProductAdminContext,
  actor: AuditActor,
  productId: number,
  imageId: number,
): Promise<ProductImagesResponse> {
  const { images, key } = await changeProduct(context.db, actor, productId, async (tx) => {
    const removed = await deleteGalleryImage(tx, productId, imageId);
    if (!removed) throw new NotFoundError('Image not found');
    await updateProduct(tx, productId, {});
    return { images: await imagesOf(tx, productId, context.clock.now()), key: removed.key };
  });
  await removeUnusedUpload(context, key);
  return images;
}

export async function removeMainImage(
  context: ProductAdminContext,
  actor: AuditActor,
  productId: number,
): Promise<ProductImagesResponse> {
  const { images, key } = await changeProduct(context.db, actor, productId, async (tx, product) => {
    if (!product.mainImageKey) throw new NotFoundError('This product has no main image.');
    await updateProduct(tx, productId, { mainImageKey: null });
    return {
      images: await imagesOf(tx, productId, context.clock.now()),
      key: product.mainImageKey,
    };
  });
  await removeUnusedUpload(context, key);
  return images;
}

/** The gallery in the order given: every image of the product, each once. */
export async function reorderGallery(
  context: ProductAdminContext,
  actor: AuditActor,
  productId: number,
  imageIds: number[],
): Promise<ProductImagesResponse> {
  return changeProduct(context.db, actor, productId, async (tx) => {
    const current = (await listGallery(tx, productId)).map((image) => image.id);
    const same =
      imageIds.length === current.length &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => current.includes(id));
    if (!same) {
      throw new ConflictError('The new order must list every gallery image once.');
    }
    for (const [index, imageId] of imageIds.entries()) {
      await setGallerySortOrder(tx, productId, imageId, index);
    }
    await updateProduct(tx, productId, {});
    return imagesOf(tx, productId, context.clock.now());
  });
}
