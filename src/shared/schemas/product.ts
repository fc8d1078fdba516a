import { z } from 'zod';
import { COLLECTIONS, SIZE_NAMES } from '../constants.js';
import { idParamsSchema } from './common.js';

/** A main image or gallery entry: `url` is what the browser loads, `key` where it is stored. */
export const productImageSchema = z.object({
  imageId: z.number().int().nullable(),
  key: z.string(),
  url: z.string(),
  sortOrder: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A size ("dimension"); prices in dollars as the spec's product fields are. */
export const productSizeSchema = z.object({
  label: z.string(),
  sizeName: z.enum(SIZE_NAMES),
  priceDelta: z.number(),
  stockQty: z.number().int(),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

export const productFeatureSchema = z.object({
  featureId: z.number().int(),
  name: z.string(),
  slogan: z.string(),
  paragraphs: z.array(z.string()),
  reverse: z.boolean(),
  sortOrder: z.number().int(),
  image: z.string().nullable(),
  imageKey: z.string().nullable(),
  bg: z.string().nullable(),
});
export type ProductFeature = z.infer<typeof productFeatureSchema>;

export const productSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  collection: z.enum(COLLECTIONS),
  dimensions: z.array(productSizeSchema),
  mainImage: productImageSchema.nullable(),
  gallery: z.array(productImageSchema),
  stockQty: z.number().int(),
  isVisible: z.boolean(),
  features: z.array(productFeatureSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);
export const productFeatureListSchema = z.array(productFeatureSchema);

const flag = z.enum(['0', '1']).optional();

export const productListQuerySchema = z.object({
  collection: z.string().trim().max(40).optional(),
  /** Search text; empty or only spaces means no search. */
  q: z.string().trim().max(200, 'Search text is too long.').optional(),
  visibleOnly: flag,
  includeHidden: flag,
});

export const productIdParamsSchema = idParamsSchema('Product');
