import { z } from 'zod';
import {
  DELIVERY_WINDOWS,
  normalisePhone,
  PHONE_MESSAGE,
  UNIT_MESSAGE,
  UNIT_PATTERN,
} from '../delivery.js';
import { oneLine } from './common.js';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day that exists in the calendar (2026-02-30 does not). */
const daySchema = z
  .string({ error: 'Choose a delivery date.' })
  .regex(DAY_PATTERN, { message: 'Choose a delivery date.', abort: true })
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'Choose a delivery date.');

export const deliveryWindowSchema = z.enum(DELIVERY_WINDOWS, {
  error: 'Choose a delivery window.',
});

export const phoneSchema = oneLine(z.string({ error: PHONE_MESSAGE }))
  .max(30, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return phone ?? z.NEVER;
  });

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * POST /checkout/session: the spec sends an empty body; the shop's bag sends the delivery details
 * first (issue 15). Each group (phone; address; slot) is optional: what is not given here, the
 * payment page asks for. A group given in part is refused.
 */
export const checkoutSessionRequestSchema = z
  .object({
    phone: z.preprocess(emptyToUndefined, phoneSchema.optional()),
    addressLine: z.preprocess(
      emptyToUndefined,
      oneLine(z.string().trim())
        .min(3, 'Enter the delivery address.')
        .max(160, 'The address must be at most 160 characters.')
        .optional(),
    ),
    unitNumber: z.preprocess(
      emptyToUndefined,
      z.string().trim().toUpperCase().regex(UNIT_PATTERN, UNIT_MESSAGE).optional(),
    ),
    postalCode: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Enter a Singapore postal code of 6 digits.')
        .optional(),
    ),
    deliveryDate: z.preprocess(emptyToUndefined, daySchema.optional()),
    deliveryWindow: z.preprocess(emptyToUndefined, deliveryWindowSchema.optional()),
    /** Keep this address as the customer's own (Settings) for next time. */
    saveAddress: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.addressLine === undefined) !== (body.postalCode === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: body.addressLine === undefined ? ['addressLine'] : ['postalCode'],
        message:
          body.addressLine === undefined
            ? 'Enter the delivery address.'
            : 'Enter a Singapore postal code of 6 digits.',
      });
    }
    if (body.unitNumber !== undefined && body.addressLine === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['addressLine'],
        message: 'Enter the delivery address.',
      });
    }
    if ((body.deliveryDate === undefined) !== (body.deliveryWindow === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: body.deliveryDate === undefined ? ['deliveryDate'] : ['deliveryWindow'],
        message:
          body.deliveryDate === undefined ? 'Choose a delivery date.' : 'Choose a delivery window.',
      });
    }
  });
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

/** GET /checkout/delivery-slots: the days (and their windows) a delivery can be booked on now. */
export const deliverySlotsResponseSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      label: z.string(),
      windows: z.array(z.object({ id: deliveryWindowSchema, label: z.string() })),
    }),
  ),
});
export type DeliverySlots = z.infer<typeof deliverySlotsResponseSchema>;

/** A booked delivery as orders answer it; null fields were not booked (older orders). */
export const deliverySchema = z.object({
  phone: z.string().nullable(),
  date: z.string().nullable(),
  window: deliveryWindowSchema.nullable(),
  /** "Sat, 5 Dec 2026, 10am–1pm", or null without a slot. */
  slot: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
