import { z } from 'zod';

export const STOCK_CHANGES_MAX = 500;

export const STOCK_MESSAGES = {
  stock: 'Stock must be a whole number from 0 to 1000000.',
  none: 'Change the stock of at least one product or size.',
  tooMany: `At most ${STOCK_CHANGES_MAX} changes at once.`,
  twice: 'Each product and size may appear only once.',
} as const;

/** One product's stock (size null: a product without sizes) or one size's. */
export const stockChangeSchema = z.object({
  productId: z.number({ error: 'Product is required.' }).int().positive('Product is required.'),
  size: z.string().trim().min(1).max(40).nullable(),
  stockQty: z
    .number({ error: STOCK_MESSAGES.stock })
    .int(STOCK_MESSAGES.stock)
    .min(0, STOCK_MESSAGES.stock)
    .max(1_000_000, STOCK_MESSAGES.stock),
});
export type StockChange = z.infer<typeof stockChangeSchema>;

/**
 * PUT /admin/stock: stock counted in the store or the warehouse, set for many products at once
 * with one confirmation (issue 25). Stock only: store staff may count, not change prices.
 */
export const setStockRequestSchema = z.object({
  changes: z
    .array(stockChangeSchema)
    .min(1, STOCK_MESSAGES.none)
    .max(STOCK_CHANGES_MAX, STOCK_MESSAGES.tooMany)
    .refine(
      (changes) =>
        new Set(changes.map((change) => `${change.productId} ${change.size}`)).size ===
        changes.length,
      STOCK_MESSAGES.twice,
    ),
});

export const setStockResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
