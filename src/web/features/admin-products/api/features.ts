import { productFeatureApiPath } from '#shared/admin-api-paths.js';
import { productFeaturesApiPath } from '#shared/api-paths.js';
import type { CreateFeatureRequest, UpdateFeatureRequest } from '#shared/schemas/product-admin.js';
import { featureResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import type { TrackUpload } from '../lib/use-upload-progress';
import { useCatalogueChange } from './catalogue-change';
import { uploadFile } from './upload-file';

/** The editor sends paragraphs as lines; the server splits them and drops blank ones. */
export type FeatureDraft = Omit<CreateFeatureRequest, 'paragraphs' | 'imageKey'> & {
  paragraphs: string[];
};

export function addFeature(productId: number, feature: FeatureDraft & { imageKey: string }) {
  return api.post(productFeaturesApiPath(productId), feature, {
    schema: featureResponseSchema,
  });
}

export function updateFeature(productId: number, featureId: number, feature: UpdateFeatureRequest) {
  return api.put(productFeatureApiPath(productId, featureId), feature, {
    schema: featureResponseSchema,
  });
}

export function deleteFeature(productId: number, featureId: number): Promise<unknown> {
  return api.delete(productFeatureApiPath(productId, featureId));
}

/** A feature as the form sends it: its fields, and the image file chosen for it, if any. */
export interface FeatureSave {
  draft: FeatureDraft;
  file: File | null;
}

/**
 * Adds a feature (`featureId` undefined) or changes one: the chosen image goes to storage first
 * (its progress shown by `track`), then the feature with the image's key.
 */
export function useSaveFeature(
  productId: number,
  featureId: number | undefined,
  track: TrackUpload,
) {
  return useCatalogueChange(
    async ({ draft, file }: FeatureSave) => {
      const imageKey = file
        ? await track(file.name, (onProgress) => uploadFile(productId, 'feature', file, onProgress))
        : undefined;
      return featureId === undefined
        ? addFeature(productId, { ...draft, imageKey: imageKey ?? '' })
        : updateFeature(productId, featureId, { ...draft, imageKey });
    },
    {
      failure: featureId === undefined ? 'Failed to add feature' : 'Failed to update feature',
      formShowsProblems: true,
    },
  );
}

export const useDeleteFeature = (productId: number) =>
  useCatalogueChange((featureId: number) => deleteFeature(productId, featureId), {
    failure: 'Delete failed',
  });
