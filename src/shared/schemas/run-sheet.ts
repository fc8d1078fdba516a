import { z } from 'zod';
import { ORDER_STATUSES, SIZE_NAMES } from '../constants.js';
import { DELIVERY_STATES } from '../delivery-states.js';
import { calendarDate } from './analytics.js';
import { deliveryWindowSchema } from './delivery.js';

/** GET /admin/run-sheet: one day's deliveries, all its windows or one. */
export const runSheetQuerySchema = z.object({
  date: calendarDate('date'),
  window: deliveryWindowSchema.optional(),
});
export type RunSheetQuery = z.infer<typeof runSheetQuerySchema>;

/** What the crew carries in for one order: what is left of each line after refunds. */
export const runSheetItemSchema = z.object({
  name: z.string(),
  /** Queen, King…: null when the size was deleted from the catalogue since. */
  sizeName: z.enum(SIZE_NAMES).nullable(),
  /** "152 × 190 cm"; null for a product without sizes. */
  dimensions: z.string().nullable(),
  qty: z.number().int(),
});

/** One stop of a run: who, where, what, and where its delivery is. */
export const runSheetStopSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  deliveryState: z.enum(DELIVERY_STATES),
  recipient: z.string().nullable(),
  phone: z.string().nullable(),
  /** The street with the unit number, as the customer gave it. */
  address: z.string(),
  postalCode: z.string(),
  /** The latest note of its delivery (why it was not delivered last time), or ''. */
  note: z.string(),
  items: z.array(runSheetItemSchema),
  /** The delivery services booked with it (decision 0061): what the crew does besides. */
  services: z.array(z.object({ name: z.string(), qty: z.number().int() })),
});
export type RunSheetStop = z.infer<typeof runSheetStopSchema>;

export const runSheetSchema = z.object({
  date: z.string(),
  /** "Sat, 5 Dec 2026". */
  label: z.string(),
  windows: z.array(
    z.object({
      id: deliveryWindowSchema,
      label: z.string(),
      /** By postal code, so stops in one district follow each other. */
      stops: z.array(runSheetStopSchema),
    }),
  ),
});
export type RunSheet = z.infer<typeof runSheetSchema>;

/** "152x190" as the crew reads it: "152 × 190 cm". */
export function dimensionsText(sizeLabel: string | null): string | null {
  return sizeLabel ? `${sizeLabel.split('x').join(' × ')} cm` : null;
}
