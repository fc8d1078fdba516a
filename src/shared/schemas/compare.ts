import { z } from 'zod';
import { COMPARE_MESSAGES, parseCompareIds } from '../compare.js';
import { oneLine } from './common.js';
import { productSchema } from './product.js';

/** GET /compare?ids=3,7,9: one line of comma-separated ids, so each problem is the field's own. */
export const compareQuerySchema = z.object({
  ids: oneLine(z.string({ error: COMPARE_MESSAGES.ids }))
    .refine((text) => parseCompareIds(text) !== undefined, COMPARE_MESSAGES.ids)
    .transform((text) => parseCompareIds(text) ?? []),
});

/**
 * The mattresses in the order asked, and the ids asked for that are no mattress shoppers can see
 * (unknown, hidden, or an accessory): the page says they were left out.
 */
export const compareResultSchema = z.object({
  products: z.array(productSchema),
  missing: z.array(z.number().int()),
});
export type CompareResult = z.infer<typeof compareResultSchema>;
