import { z } from 'zod';
import {
  COLLECTIONS,
  FIRMNESS_MAX,
  FIRMNESS_MIN,
  ORDER_TOTAL_MAX_CENTS,
  SIZE_NAMES,
} from '../constants.js';
import { centsToDollars } from '../money.js';
import { idParamsSchema, oneLine } from './common.js';
import { productSpecsSchema } from './product-specs.js';
import { ratingSchema } from './reviews.js';

/** A main image or gallery entry: `url` is what the browser loads, `key` where it is stored. */
export const productImageSchema = z.object({
  imageId: z.number().int().nullable(),
  key: z.string(),
  url: z.string(),
  sortOrder: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * Whether units can be had: `in_stock` (stockQty above 0), `reserved` (none left, but checkouts
 * not yet paid hold some, which come back if they are not paid) or `out_of_stock`.
 */
export const AVAILABILITIES = ['in_stock', 'reserved', 'out_of_stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * Units held by open, unpaid checkouts (not counted in stockQty): how many, when the earliest of
 * those checkouts runs out (ISO time), and the whole minutes until then as of the answer, rounded
 * up and at least 1 (an answer is never kept past the minute it states).
 */
export const reservedSchema = z.object({
  qty: z.number().int().positive(),
  until: z.iso.datetime({ offset: true }),
  minutes: z.number().int().positive(),
});
export type Reserved = z.infer<typeof reservedSchema>;

/** What the product API adds to the spec's stockQty (decision 0055). */
const availabilityFields = {
  availability: z.enum(AVAILABILITIES),
  reserved: reservedSchema.nullable(),
};

/** A size ("dimension"); prices in dollars as the spec's product fields are. */
export const productSizeSchema = z.object({
  label: z.string(),
  sizeName: z.enum(SIZE_NAMES),
  priceDelta: z.number(),
  stockQty: z.number().int(),
  ...availabilityFields,
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
  ...availabilityFields,
  isVisible: z.boolean(),
  features: z.array(productFeatureSchema),
  /** 0 (soft) to 10 (firm) for a mattress (spec section 9); null for an accessory. */
  firmness: z.number().min(FIRMNESS_MIN).max(FIRMNESS_MAX).nullable(),
  /** Its build (issue 26): height, layers top to bottom, materials, certifications, care. */
  specs: productSpecsSchema,
  /** Its approved buyers' reviews: their average stars and count (issue 26); null before any. */
  rating: ratingSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);
export const productFeatureListSchema = z.array(productFeatureSchema);

const flag = z.enum(['0', '1']).optional();

/** How a listing is ordered; without one, the list keeps the shop's own order (or relevance). */
export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Mattresses are every collection but Accessories. */
export const PRODUCT_KINDS = ['mattress', 'accessory'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The most products one page of a listing holds, and how many it holds unless asked. */
export const PRODUCT_PAGE_MAX = 100;
export const PRODUCT_PAGE_SIZE = 24;
/** Far beyond any catalogue; stops a script from asking PostgreSQL to skip billions of rows. */
const OFFSET_MAX = 1_000_000;
const PRICE_MAX = centsToDollars(ORDER_TOTAL_MAX_CENTS);

/** A number in a query string: an empty one counts as absent, anything else must be in range. */
const queryNumber = (name: string, min: number, max: number, wholeNumber = false) => {
  const message = `${name} must be ${wholeNumber ? 'a whole number' : 'a number'} from ${min} to ${max}.`;
  const number = z.coerce.number({ error: message }).min(min, message).max(max, message);
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    (wholeNumber ? number.int(message) : number).optional(),
  );
};

/** A range whose ends came the wrong way round is a mistake worth saying, not an empty list. */
const ordered = (low: number | undefined, high: number | undefined) =>
  low === undefined || high === undefined || low <= high;

export const productListQuerySchema = z
  .object({
    collection: oneLine(z.string().trim()).max(40).optional(),
    /** Search text; empty or only spaces means no search. */
    q: oneLine(z.string().trim()).max(200, 'Search text is too long.').optional(),
    visibleOnly: flag,
    includeHidden: flag,
    kind: z.enum(PRODUCT_KINDS, { error: 'kind must be mattress or accessory.' }).optional(),
    sort: z
      .enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}.` })
      .optional(),
    size: z.enum(SIZE_NAMES, { error: `size must be one of ${SIZE_NAMES.join(', ')}.` }).optional(),
    firmnessMin: queryNumber('firmnessMin', FIRMNESS_MIN, FIRMNESS_MAX),
    firmnessMax: queryNumber('firmnessMax', FIRMNESS_MIN, FIRMNESS_MAX),
    /** Dollars, as the spec's prices are. */
    priceMin: queryNumber('priceMin', 0, PRICE_MAX),
    priceMax: queryNumber('priceMax', 0, PRICE_MAX),
    limit: queryNumber('limit', 1, PRODUCT_PAGE_MAX, true),
    offset: queryNumber('offset', 0, OFFSET_MAX, true),
  })
  .refine((query) => ordered(query.firmnessMin, query.firmnessMax), {
    message: 'firmnessMin must not be above firmnessMax.',
    path: ['firmnessMin'],
  })
  .refine((query) => ordered(query.priceMin, query.priceMax), {
    message: 'priceMin must not be above priceMax.',
    path: ['priceMin'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** GET /products/page: one page of a listing and how many products the whole listing has. */
export const productPageSchema = z.object({
  products: productListSchema,
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const productIdParamsSchema = idParamsSchema('Product');
