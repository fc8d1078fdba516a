import { productImagesApiPath } from '#shared/admin-api-paths.js';
import type { ImageKind } from '#shared/image-upload.js';
import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import type { TrackUpload } from '../lib/use-upload-progress';
import { useCatalogueChange } from './catalogue-change';
import { uploadFile } from './upload-file';

type ProductImageKind = Extract<ImageKind, 'main' | 'gallery'>;

/** Adds an uploaded file to the product as its main image or at the end of its gallery. */
export function registerImage(
  productId: number,
  image: { key: string; kind: ProductImageKind; sortOrder: number },
) {
  return api.post(productImagesApiPath(productId), image, {
    schema: productImagesResponseSchema,
  });
}

export interface NewImage {
  productId: number;
  file: File;
  kind: ProductImageKind;
  sortOrder: number;
}

/** A chosen file sent to storage (its progress shown by `track`), then added to the product. */
export const useAddImage = (track: TrackUpload) =>
  useCatalogueChange(
    async ({ productId, file, kind, sortOrder }: NewImage) => {
      const key = await track(file.name, (onProgress) =>
        uploadFile(productId, kind, file, onProgress),
      );
      return registerImage(productId, { key, kind, sortOrder });
    },
    { failure: 'Request failed' },
  );
