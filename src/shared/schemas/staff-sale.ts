import { z } from 'zod';
import { COUNTER_PAYMENT_METHODS, STAFF_SALE_CHANNELS } from '../sale-channels.js';
import { SHOWROOM_IDS } from '../showrooms.js';
import { emailSchema } from './auth.js';
import { oneLine } from './common.js';
import { deliveryFieldsSchema, MISSING_MESSAGES } from './delivery.js';
import { voucherCodeSchema } from './voucher.js';

/**
 * A sale staff build for a customer in a showroom or on the phone (issue 25, decision 0067). The
 * browser names products, sizes and quantities; the server prices every line and total.
 */
export const STAFF_SALE_LINES_MAX = 30;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const staffSaleLineSchema = z.object({
  productId: z.number({ error: 'Choose a product.' }).int().positive('Choose a product.'),
  /** The size's label (183x190); null for a product sold without sizes. */
  sizeLabel: z.preprocess(emptyToUndefined, z.string().trim().max(20).nullable().default(null)),
  quantity: z
    .number({ error: 'Enter a quantity.' })
    .int('A quantity is a whole number.')
    .min(1, 'A quantity is at least 1.')
    .max(99, 'A quantity is at most 99.'),
});
export type StaffSaleLine = z.infer<typeof staffSaleLineSchema>;

export const staffSaleLinesSchema = z
  .array(staffSaleLineSchema, { error: 'Add a product to the sale.' })
  .min(1, 'Add a product to the sale.')
  .max(STAFF_SALE_LINES_MAX, `A sale has at most ${STAFF_SALE_LINES_MAX} lines.`);

const optionalVoucher = z.preprocess(emptyToUndefined, voucherCodeSchema.optional());

/** POST /admin/staff-sales/quote: the lines and voucher, priced as they would be sold now. */
export const staffSaleQuoteRequestSchema = z.object({
  lines: staffSaleLinesSchema,
  voucherCode: optionalVoucher,
});
export type StaffSaleQuoteRequest = z.infer<typeof staffSaleQuoteRequestSchema>;

const problemSchema = z.object({ msg: z.string(), path: z.string().optional() });

export const staffSaleQuoteSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      sizeLabel: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
      lineCents: z.number().int(),
      /** Units on the shelf now (held ones not counted). */
      stockQty: z.number().int(),
    }),
  ),
  goodsCents: z.number().int(),
  discountCents: z.number().int(),
  /** GST included, as every price of the shop. */
  totalCents: z.number().int(),
  gstCents: z.number().int(),
  voucherCode: z.string().nullable(),
  /** What stands in the way of selling this now (a size out of stock, a voucher's rule). */
  problems: z.array(problemSchema),
});
export type StaffSaleQuote = z.infer<typeof staffSaleQuoteSchema>;

/** The customer, the delivery and where the sale is made: the parts a quote does not need. */
const saleFieldsSchema = deliveryFieldsSchema.omit({ saveAddress: true, services: true }).extend({
  lines: staffSaleLinesSchema,
  voucherCode: optionalVoucher,
  email: emailSchema.pipe(z.email('Enter a valid e-mail address.')),
  name: oneLine(z.string({ error: 'Enter the customer’s name.' }).trim())
    .min(1, 'Enter the customer’s name.')
    .max(100, 'A name is at most 100 characters.'),
  channel: z.enum(STAFF_SALE_CHANNELS, { error: 'Choose a showroom or Phone.' }),
  showroomId: z.number().int().nullable().default(null),
});
type SaleFields = z.output<typeof saleFieldsSchema>;

/** Every problem of a sale at once: the delivery's needed fields, a slot in part, the showroom. */
function saleProblems(body: SaleFields, ctx: z.RefinementCtx) {
  for (const field of ['phone', 'addressLine', 'postalCode'] as const) {
    if (body[field] === undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: MISSING_MESSAGES[field] });
    }
  }
  if (body.deliveryDate !== undefined && body.deliveryWindow === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['deliveryWindow'],
      message: MISSING_MESSAGES.deliveryWindow,
    });
  }
  if (body.deliveryWindow !== undefined && body.deliveryDate === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['deliveryDate'],
      message: MISSING_MESSAGES.deliveryDate,
    });
  }
  const showroom = body.channel === 'showroom';
  if (showroom && !SHOWROOM_IDS.includes(body.showroomId ?? -1)) {
    ctx.addIssue({ code: 'custom', path: ['showroomId'], message: 'Choose the showroom.' });
  }
  if (!showroom && body.showroomId !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['showroomId'],
      message: 'A phone sale names no showroom.',
    });
  }
}

const onObjects = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

/** POST /admin/staff-sales/payment-link: the sale, to be paid on the mailed link. */
export const staffSaleRequestSchema = saleFieldsSchema.superRefine(saleProblems, onObjects);
export type StaffSaleRequest = z.infer<typeof staffSaleRequestSchema>;

export const COUNTER_REFERENCE_MAX = 60;

/** POST /admin/staff-sales/counter-payment: the sale, and the payment taken at the counter. */
export const counterSaleRequestSchema = saleFieldsSchema
  .extend({
    method: z.enum(COUNTER_PAYMENT_METHODS, { error: 'Choose how the customer paid.' }),
    reference: oneLine(z.string({ error: 'Enter the receipt or terminal reference.' }).trim())
      .min(1, 'Enter the receipt or terminal reference.')
      .max(COUNTER_REFERENCE_MAX, `A reference is at most ${COUNTER_REFERENCE_MAX} characters.`),
  })
  .superRefine(saleProblems, onObjects);
export type CounterSaleRequest = z.infer<typeof counterSaleRequestSchema>;

export const paymentLinkSentSchema = z.object({
  message: z.string(),
  email: z.string(),
  /** The provider's page, for staff to read out or send on; it is also mailed. */
  url: z.string(),
  expiresAt: z.string(),
  totalCents: z.number().int(),
});
export type PaymentLinkSent = z.infer<typeof paymentLinkSentSchema>;

export const counterSaleRecordedSchema = z.object({
  message: z.string(),
  orderId: z.number().int(),
  receiptUrl: z.string(),
  totalCents: z.number().int(),
});
export type CounterSaleRecorded = z.infer<typeof counterSaleRecordedSchema>;

/** GET /admin/staff-sales/customers?q=: customers found by e-mail, name or phone. */
export const saleCustomerSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  /** The latest phone and delivery address they used, to start the sale's delivery from. */
  phone: z.string().nullable(),
  addressLine: z.string().nullable(),
  postalCode: z.string().nullable(),
});
export type SaleCustomer = z.infer<typeof saleCustomerSchema>;
