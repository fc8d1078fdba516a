import { z } from 'zod';
import { VOUCHER_CODE_MAX_LENGTH, VOUCHER_TYPES } from '../constants.js';
import { VOUCHER_STATES } from '../voucher-state.js';
import { idParamsSchema, oneLine } from './common.js';

/** Spec section 3, Voucher as listed: money in cents, `value` a percent or dollars by `kind`. */
export const voucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(VOUCHER_TYPES),
  value: z.number(),
  min_subtotal_cents: z.number().int(),
  used_count: z.number().int(),
  /** 0 = unlimited. */
  max_uses: z.number().int(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Added to the spec's fields: what the switch and the window make it at the server's now. */
  state: z.enum(VOUCHER_STATES),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListSchema = z.array(voucherSchema);

/** What a shopper types: trimmed, any case; the server compares it upper-cased. */
export const voucherCodeSchema = oneLine(z.string({ error: 'Please enter a voucher code.' }).trim())
  .min(1, 'Please enter a voucher code.')
  .max(VOUCHER_CODE_MAX_LENGTH, 'This voucher code is not valid.')
  .transform((code) => code.toUpperCase());

const dateTime = (field: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.iso.datetime({ offset: true, error: `${field} must be a date and time.` }).nullable(),
  );

/** The voucher form's fields (spec sections 3 and 5, Voucher as sent), without defaults. */
const voucherFields = {
  code: z
    .string({ error: 'Code is required.' })
    .trim()
    .min(1, 'Code is required.')
    .max(VOUCHER_CODE_MAX_LENGTH, `Code must be at most ${VOUCHER_CODE_MAX_LENGTH} characters.`)
    .regex(/^[A-Za-z0-9_-]+$/, 'Code may use only letters, digits, - and _.')
    .transform((code) => code.toUpperCase()),
  kind: z.enum(VOUCHER_TYPES, { error: 'Type must be percent or fixed.' }),
  /** A whole percent up to 100, or dollars with at most two decimals (checked by the server). */
  value: z
    .number({ error: 'Value is required.' })
    .min(0, 'Value cannot be negative.')
    .max(1_000_000, 'Value is too large.'),
  minSubtotalCents: z
    .number({ error: 'Min subtotal must be a number.' })
    .int('Min subtotal must be whole cents.')
    .min(0, 'Min subtotal cannot be negative.')
    .max(100_000_000, 'Min subtotal is too large.'),
  /** 0 or null: unlimited. */
  maxRedemptions: z
    .number({ error: 'Max uses must be a number.' })
    .int('Max uses must be a whole number.')
    .min(0, 'Max uses cannot be negative.')
    .max(1_000_000_000, 'Max uses is too large.')
    .nullable(),
  startsAt: dateTime('Starts'),
  expiresAt: dateTime('Ends'),
  active: z.boolean({ error: 'Active must be true or false.' }),
};

/** A new voucher: code, type and value are required; the rest take the form's defaults. */
export const voucherPayloadSchema = z.object({
  ...voucherFields,
  minSubtotalCents: voucherFields.minSubtotalCents.default(0),
  maxRedemptions: voucherFields.maxRedemptions.default(null),
  startsAt: voucherFields.startsAt.default(null),
  expiresAt: voucherFields.expiresAt.default(null),
  active: voucherFields.active.default(true),
});
export type VoucherPayload = z.infer<typeof voucherPayloadSchema>;

/** An edit sends the whole form, the active toggle only `active`: what is left out stays. */
export const voucherUpdateSchema = z
  .object(voucherFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type VoucherUpdate = z.infer<typeof voucherUpdateSchema>;

export const voucherIdParamsSchema = idParamsSchema('Voucher');

export const voucherSaveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  voucher: voucherSchema,
});
