import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.js';
import { emailSchema, linkTokenSchema } from './auth.js';
import { oneLine } from './common.js';

/**
 * Staff's view of a customer (issue 25): an account, or an e-mail that only ever ordered as a
 * guest. Keyed by the e-mail address, as orders are.
 */
export const CUSTOMER_SEARCH_LIMIT = 50;
export const NOTE_MAX_LENGTH = 2000;

export const customerSearchQuerySchema = z.object({
  /** Part of an e-mail, a name or a phone number (digits, any spacing); any case. */
  q: oneLine(z.string({ error: 'Type part of an e-mail, name or phone.' }).trim())
    .min(2, 'Type at least 2 characters of an e-mail, name or phone.')
    .max(254, 'Search is too long.'),
});

export const customerSummarySchema = z.object({
  email: z.string(),
  /** The account with this e-mail, if there is one. */
  userId: z.number().int().nullable(),
  name: z.string().nullable(),
  orderCount: z.number().int(),
  /** Paid orders' totals less what was refunded, in cents. */
  spendCents: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerListSchema = z.array(customerSummarySchema);

export const customerQuerySchema = z.object({ email: emailSchema });

export const customerAccountSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  createdAt: z.string(),
  banned: z.boolean(),
  /** When the account's owner proved the address; guest orders are linked only after. */
  emailVerifiedAt: z.string().nullable(),
});

export const customerOrderSchema = z.object({
  orderId: z.number().int(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Whether the order is in the account (false: placed as a guest, not linked). */
  linked: z.boolean(),
});

export const staffNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  orderId: z.number().int().nullable(),
  authorEmail: z.string(),
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;
export const staffNoteListSchema = z.array(staffNoteSchema);

export const customerMailSchema = z.object({
  subject: z.string(),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
});

export const customerDetailSchema = z.object({
  email: z.string(),
  account: customerAccountSchema.nullable(),
  orders: z.array(customerOrderSchema),
  spendCents: z.number().int(),
  /** Delivery addresses used, the latest first. */
  addresses: z.array(z.object({ line1: z.string(), postal: z.string(), lastUsedAt: z.string() })),
  phones: z.array(z.string()),
  notes: z.array(staffNoteSchema),
  mails: z.array(customerMailSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** Lines are allowed in a note; other control characters are not. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const NOTE_TEXT = /^[^\u0000-\u0009\u000b-\u001f\u007f-\u009f]*$/;

const noteBody = z
  .string({ error: 'Write the note.' })
  .trim()
  .min(1, 'Write the note.')
  .max(NOTE_MAX_LENGTH, `A note is at most ${NOTE_MAX_LENGTH} characters.`)
  .regex(NOTE_TEXT, 'A note cannot hold tabs or other control characters.');

/** POST /admin/customers/notes: an internal note on a customer, never shown to them. */
export const customerNoteRequestSchema = z.object({ email: emailSchema, body: noteBody });
/** POST /orders/admin/orders/{id}/notes: an internal note on an order. */
export const orderNoteRequestSchema = z.object({ body: noteBody });

export const noteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  note: staffNoteSchema,
});

/** GET /profile/guest-orders: the account's address, proven or not, and its guest orders. */
export const guestOrdersStateSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  guestOrders: z.number().int(),
});
export type GuestOrdersState = z.infer<typeof guestOrdersStateSchema>;

/** POST /profile/guest-orders: brought in at once (a proven address), or a link mailed. */
export const guestOrdersAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  linked: z.number().int(),
  linkSent: z.boolean(),
});

export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
