import { productFeatureApiPath } from '#shared/admin-api-paths.js';
import { productFeaturesApiPath } from '#shared/api-paths.js';
import type { CreateFeatureRequest, UpdateFeatureRequest } from '#shared/schemas/product-admin.js';
import { featureResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';

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
