import { z } from 'zod';
import {
  COLLECTIONS,
  FIRMNESS_MAX,
  FIRMNESS_MIN,
  FIRMNESS_STEP,
  ORDER_TOTAL_MAX_CENTS,
  SIZE_NAMES,
} from '../constants.js';
import { IMAGE_KINDS } from '../image-upload.js';
import { centsToDollars, formatCents, isWholeCents } from '../money.js';
import { oneLine } from './common.js';
import {
  productFeatureSchema,
  productImageSchema,
  productSchema,
  productSizeSchema,
} from './product.js';

/** Spec section 5's product, size and feature rules, word for word where it quotes them. */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required.',
  price: 'Price must be a number of at least 0, in steps of 0.01.',
  collection: `Collection must be one of ${COLLECTIONS.join(', ')}.`,
  stock: 'Stock must be a whole number of at least 0.',
  dimension: 'Dimension should look like 200x120 or 200x120x25',
  sizeName: 'Invalid size name selected.',
  saveFirst: 'Save the product first, then add sizes.',
  priceDelta: 'Price delta must be a number of at least 0, in steps of 0.01.',
  priceMax: `Price can be at most ${formatCents(ORDER_TOTAL_MAX_CENTS)}, the most one order may total.`,
  priceDeltaMax: `Price delta can be at most ${formatCents(ORDER_TOTAL_MAX_CENTS)}, the most one order may total.`,
  sizeStock: 'Size stock must be a whole number of at least 0.',
  firmness: `Firmness must be a number from ${FIRMNESS_MIN} to ${FIRMNESS_MAX}, in steps of ${FIRMNESS_STEP}.`,
  featureName: 'Feature name is required',
  featureImage: 'Please choose a feature image',
  stockIsSumOfSizes: (sum: number) =>
    `This product has sizes, so its stock is the sum of their stock (${sum}). Change the stock of its sizes instead.`,
} as const;

export const DIMENSION_PATTERN = /^\d+x\d+(x\d+)?$/;

/**
 * A dimension as staff type it, in the one spelling the shop keeps: "91 x 190", "91 X 190" and
 * "91×190" are all 91x190, so the same size is never stored (or looked up) under two labels.
 */
export function normaliseDimension(typed: string): string {
  return typed.trim().replace(/\s*[xX×]\s*/g, 'x');
}

/** A typed dimension, normalised and then held to the pattern. */
const dimensionLabel = () =>
  z
    .string({ error: PRODUCT_MESSAGES.dimension })
    .overwrite(normaliseDimension)
    .regex(DIMENSION_PATTERN, PRODUCT_MESSAGES.dimension);

/** Dollars in cents' steps, from 0 to the most one order may total. */
const money = (message: string, maxMessage: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(centsToDollars(ORDER_TOTAL_MAX_CENTS), maxMessage)
    .refine(isWholeCents, message);

const count = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(1_000_000, message);

/** POST /products/create and PUT /products/{id}. */
export const productInputSchema = z.object({
  name: oneLine(z.string({ error: PRODUCT_MESSAGES.nameRequired }).trim())
    .min(1, PRODUCT_MESSAGES.nameRequired)
    .max(200, 'Product name must be at most 200 characters.'),
  price: money(PRODUCT_MESSAGES.price, PRODUCT_MESSAGES.priceMax),
  description: z
    .string()
    .max(10_000, 'Description must be at most 10000 characters.')
    .optional()
    .default(''),
  collection: z.enum(COLLECTIONS, { error: PRODUCT_MESSAGES.collection }),
  /**
   * A product with sizes has no stock of its own: it is the sum of its sizes' stock, so an edit may
   * leave it out (and may not name another number). New products start at 0 when it is left out.
   */
  stockQty: count(PRODUCT_MESSAGES.stock).optional(),
  /**
   * How firm a mattress is (issue 15); null for none (accessories). Left out, an edit keeps it,
   * so the spec's calls without it change nothing.
   */
  firmness: z
    .number({ error: PRODUCT_MESSAGES.firmness })
    .min(FIRMNESS_MIN, PRODUCT_MESSAGES.firmness)
    .max(FIRMNESS_MAX, PRODUCT_MESSAGES.firmness)
    .refine((value) => Number.isInteger(value / FIRMNESS_STEP), PRODUCT_MESSAGES.firmness)
    .nullable()
    .optional(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const createProductResponseSchema = z.object({
  productId: z.number().int(),
  product: productSchema,
});

export const visibilityRequestSchema = z.object({
  isVisible: z.boolean({ error: 'isVisible must be true or false.' }),
});
export const visibilityResponseSchema = z.object({
  productId: z.number().int(),
  isVisible: z.boolean(),
});

export const BULK_PRODUCTS_MAX = 200;

/** PUT /products/bulk-visibility: hide or show several products, one confirmation (issue 25). */
export const bulkVisibilityRequestSchema = z.object({
  productIds: z
    .array(z.number().int().positive('Product ids are positive whole numbers.'), {
      error: 'Choose the products to change.',
    })
    .min(1, 'Choose the products to change.')
    .max(BULK_PRODUCTS_MAX, `At most ${BULK_PRODUCTS_MAX} products at once.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each product may be chosen only once.'),
  isVisible: z.boolean({ error: 'isVisible must be true or false.' }),
});

export const bulkVisibilityResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  products: z.array(visibilityResponseSchema),
});

export const presignRequestSchema = z.object({
  kind: z.enum(IMAGE_KINDS, { error: 'Image kind must be main, gallery or feature.' }),
  filename: oneLine(z.string({ error: 'A file name is required.' }).trim())
    .min(1, 'A file name is required.')
    .max(255, 'The file name is too long.'),
  contentType: oneLine(z.string({ error: 'A content type is required.' }).trim()),
});
export const presignResponseSchema = z.object({
  uploadUrl: z.string(),
  key: z.string(),
  /** The content type the PUT must carry: the one the URL was signed for. */
  contentType: z.string(),
});
export type PresignResponse = z.infer<typeof presignResponseSchema>;

export const registerImageRequestSchema = z.object({
  key: oneLine(z.string({ error: 'An image key is required.' }))
    .min(1, 'An image key is required.')
    .max(300),
  kind: z.enum(['main', 'gallery'], { error: 'Image kind must be main or gallery.' }),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});

export const productImagesResponseSchema = z.object({
  mainImage: productImageSchema.nullable(),
  gallery: z.array(productImageSchema),
});
export type ProductImagesResponse = z.infer<typeof productImagesResponseSchema>;

export const galleryOrderRequestSchema = z.object({
  imageIds: z.array(z.number().int().positive()).max(200),
});

export const imageParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  imageId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const sizeInputSchema = z.object({
  label: dimensionLabel(),
  sizeName: z.enum(SIZE_NAMES, { error: PRODUCT_MESSAGES.sizeName }),
  priceDelta: money(PRODUCT_MESSAGES.priceDelta, PRODUCT_MESSAGES.priceDeltaMax),
  stockQty: count(PRODUCT_MESSAGES.sizeStock),
});
export type SizeInput = z.infer<typeof sizeInputSchema>;

export const bulkSizesRequestSchema = z.object({
  sizes: z.array(sizeInputSchema.omit({ sizeName: true })).max(50),
});
export type BulkSizeInput = z.infer<typeof bulkSizesRequestSchema>['sizes'][number];

export const dimensionsResponseSchema = z.object({ dimensions: z.array(productSizeSchema) });

export const sizeParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  label: dimensionLabel(),
});

/** Paragraphs arrive as a list or as the editor's text: split on lines, blank ones dropped. */
const paragraphsSchema = z.preprocess(
  (value) => {
    const lines = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(lines)) return lines;
    return lines
      .flatMap((entry) => (typeof entry === 'string' ? entry.split(/\r?\n/) : [entry]))
      .map((line) => (typeof line === 'string' ? line.trim() : line))
      .filter((line) => line !== '');
  },
  z.array(z.string().max(2000, 'A paragraph may be at most 2000 characters.')).max(20),
);

const featureFields = {
  name: oneLine(z.string({ error: PRODUCT_MESSAGES.featureName }).trim())
    .min(1, PRODUCT_MESSAGES.featureName)
    .max(200, 'Feature name must be at most 200 characters.'),
  slogan: oneLine(z.string().trim())
    .max(300, 'Slogan must be at most 300 characters.')
    .optional()
    .default(''),
  paragraphs: paragraphsSchema.optional().default([]),
  reverse: z.boolean().optional().default(false),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  bg: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Background must be a colour such as #f5efe6.')
    .nullable()
    .optional(),
};

export const createFeatureRequestSchema = z.object({
  ...featureFields,
  imageKey: oneLine(z.string({ error: PRODUCT_MESSAGES.featureImage }))
    .min(1, PRODUCT_MESSAGES.featureImage)
    .max(300),
});
export type CreateFeatureRequest = z.infer<typeof createFeatureRequestSchema>;

/** Editing keeps the feature's image unless a new one is sent. */
export const updateFeatureRequestSchema = z.object({
  ...featureFields,
  imageKey: oneLine(z.string()).min(1).max(300).optional(),
});
export type UpdateFeatureRequest = z.infer<typeof updateFeatureRequestSchema>;

export const featureParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  featureId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const featureResponseSchema = productFeatureSchema;
