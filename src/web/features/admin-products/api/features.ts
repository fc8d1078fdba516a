import type { CreateFeatureRequest, UpdateFeatureRequest } from '#shared/schemas/product-admin.js';
import { featureResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';

/** The editor sends paragraphs as lines; the server splits them and drops blank ones. */
export type FeatureDraft = Omit<CreateFeatureRequest, 'paragraphs' | 'imageKey'> & {
  paragraphs: string[];
};

export function addFeature(productId: number, feature: FeatureDraft & { imageKey: string }) {
  return api.post(`/products/${productId}/features`, feature, { schema: featureResponseSchema });
}

export function updateFeature(productId: number, featureId: number, feature: UpdateFeatureRequest) {
  return api.put(`/products/${productId}/features/${featureId}`, feature, {
    schema: featureResponseSchema,
  });
}

export function deleteFeature(productId: number, featureId: number): Promise<unknown> {
  return api.delete(`/products/${productId}/features/${featureId}`);
}
