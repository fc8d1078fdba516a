import { z } from 'zod';
import { REFUND_STATES } from '../constants.js';
import { oneLine } from './common.js';

/** Longest reason kept with a refund: a sentence or two for the history and the credit note. */
export const REFUND_REASON_MAX = 300;

const refundLineRequestSchema = z.object({
  itemId: z.number({ error: 'Choose a line of the order.' }).int().positive(),
  qty: z
    .number({ error: 'Quantity must be a number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.'),
  /** The units go back to stock (they came back unused). */
  restock: z.boolean().default(false),
});

/**
 * POST /orders/admin/orders/{orderId}/refunds (decision 0054): chosen lines and quantities, or an
 * amount, always with a reason. With lines and no amount, the amount is what those units were
 * charged; an amount given with lines is refunded instead (less than the lines, say).
 */
export const refundRequestSchema = z
  .object({
    lines: z.array(refundLineRequestSchema).max(100).default([]),
    amountCents: z
      .number({ error: 'Amount must be a number.' })
      .int('Amount must be in whole cents.')
      .min(1, 'Amount must be at least $0.01.')
      .optional(),
    reason: oneLine(z.string().trim())
      .min(1, 'Give a reason for the refund.')
      .max(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters.`),
  })
  .refine((refund) => refund.lines.length > 0 || refund.amountCents !== undefined, {
    message: 'Choose lines to refund or enter an amount.',
    path: ['lines'],
  })
  .refine(
    (refund) => new Set(refund.lines.map((line) => line.itemId)).size === refund.lines.length,
    { message: 'Each line may be chosen once.', path: ['lines'] },
  );
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundLineSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  sizeLabel: z.string().nullable(),
  qty: z.number().int(),
  restocked: z.boolean(),
});

/** One refund as the admin's order detail lists it, with its credit note. */
export const orderRefundSchema = z.object({
  refundId: z.number().int(),
  creditNoteNumber: z.string(),
  creditNoteUrl: z.string(),
  createdAt: z.string(),
  refundedBy: z.string(),
  reason: z.string(),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  state: z.enum(REFUND_STATES),
  lines: z.array(refundLineSchema),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** An order line with how many of it were refunded already: what a refund may still take. */
export const refundableItemSchema = z.object({
  itemId: z.number().int(),
  refundedQty: z.number().int(),
});
