import { z } from 'zod';
import { sizeText } from '../size-text.js';

/** Sizes (or products without sizes) at or under this many units are low until the owner says otherwise. */
export const LOW_STOCK_DEFAULT_THRESHOLD = 3;
export const LOW_STOCK_MAX_THRESHOLD = 1000;

export const LOW_STOCK_MESSAGES = {
  threshold: `Threshold must be a whole number from 0 to ${LOW_STOCK_MAX_THRESHOLD}.`,
} as const;

/** One size, or one product without sizes, that is running out. */
export const lowStockItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  sizeLabel: z.string().nullable(),
  sizeName: z.string().nullable(),
  stockQty: z.number().int(),
  isVisible: z.boolean(),
  /** Addresses waiting for a back-in-stock mail of this size (decision 0074); 0 without sizes. */
  waiting: z.number().int(),
  /** Added after the fields above: which size is low and how many are left, in staff's words. */
  summary: z.string(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

/**
 * "Queen 152x190: 2 left", "King 183x190: out of stock", or for a product without sizes "2 left":
 * a product named as low must also say which of its sizes is, or staff restock the wrong one.
 */
export function lowStockSummary(
  item: Pick<LowStockItem, 'sizeLabel' | 'sizeName' | 'stockQty'>,
): string {
  const left = item.stockQty === 0 ? 'out of stock' : `${item.stockQty} left`;
  if (item.sizeLabel === null) return left;
  return `${sizeText(item.sizeLabel, item.sizeName)}: ${left}`;
}

export const lowStockSchema = z.object({
  threshold: z.number().int(),
  items: z.array(lowStockItemSchema),
});
export type LowStock = z.infer<typeof lowStockSchema>;

export const lowStockThresholdSchema = z.object({
  threshold: z
    .number({ error: LOW_STOCK_MESSAGES.threshold })
    .int(LOW_STOCK_MESSAGES.threshold)
    .min(0, LOW_STOCK_MESSAGES.threshold)
    .max(LOW_STOCK_MAX_THRESHOLD, LOW_STOCK_MESSAGES.threshold),
});
