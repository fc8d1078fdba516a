import { z } from 'zod';
import {
  DELIVERY_WINDOWS,
  normalisePhone,
  PHONE_MESSAGE,
  UNIT_MESSAGE,
  UNIT_PATTERN,
} from '../delivery.js';
import { oneLine } from './common.js';
import { chosenServicesSchema } from './delivery-services.js';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day that exists in the calendar (2026-02-30 does not); `message` when not. */
export const calendarDaySchema = (message: string) =>
  z
    .string({ error: message })
    .regex(DAY_PATTERN, { message, abort: true })
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    }, message);

export const deliveryDaySchema = calendarDaySchema('Choose a delivery date.');

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

/** The delivery details as the bag asks for them, each empty answer taken as not given. */
export const deliveryFieldsSchema = z.object({
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
  deliveryDate: z.preprocess(emptyToUndefined, deliveryDaySchema.optional()),
  deliveryWindow: z.preprocess(emptyToUndefined, deliveryWindowSchema.optional()),
  /** Keep this address as the customer's own (Settings) for next time. */
  saveAddress: z.boolean().optional(),
  /** Services added to the delivery (decision 0061); none when left out. */
  services: chosenServicesSchema.optional(),
});
type DeliveryFields = z.output<typeof deliveryFieldsSchema>;

/** What a field says when it is needed and left empty. */
export const MISSING_MESSAGES = {
  phone: 'Enter a phone number to confirm the delivery on.',
  addressLine: 'Enter the delivery address.',
  postalCode: 'Enter a Singapore postal code of 6 digits.',
  deliveryDate: 'Choose a delivery date.',
  deliveryWindow: 'Choose a delivery window.',
} as const;
type NeededField = keyof typeof MISSING_MESSAGES;

/**
 * Flags each needed field left empty. It runs even when other fields are wrong (`when`), so a form
 * hears of every problem at once rather than one per submit.
 */
function requireFields(needed: (body: DeliveryFields) => NeededField[]) {
  return [
    (body: DeliveryFields, ctx: z.RefinementCtx) => {
      for (const field of new Set(needed(body))) {
        if (body[field] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: MISSING_MESSAGES[field] });
        }
      }
    },
    // Only an object has fields to look at; any other body was refused as a whole already.
    { when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null },
  ] as const;
}

/** Fields that are given together or not at all: the payment page asks for a group not given. */
const GROUPS: NeededField[][] = [
  ['addressLine', 'postalCode'],
  ['deliveryDate', 'deliveryWindow'],
];

/**
 * POST /checkout/session: the spec sends an empty body; the shop's bag sends the delivery details
 * first (issue 15). Each group (phone; address; slot) is optional: what is not given here, the
 * payment page asks for. A group given in part is refused.
 */
export const checkoutSessionRequestSchema = deliveryFieldsSchema.superRefine(
  ...requireFields((body) => [
    ...GROUPS.filter((group) => group.some((field) => body[field] !== undefined)).flat(),
    // A unit belongs to an address.
    ...(body.unitNumber === undefined ? [] : (['addressLine'] as const)),
  ]),
);
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

/**
 * The bag's delivery step (issue 15): the same fields and rules, every one needed but the unit
 * (a landed home has none). The browser checks a form with it before it asks for a payment page.
 */
export const deliveryStepSchema = deliveryFieldsSchema.superRefine(
  ...requireFields(() => Object.keys(MISSING_MESSAGES) as NeededField[]),
);
export type DeliveryStepField = NeededField | 'unitNumber' | 'services';

/**
 * PUT /orders/{id}/delivery-slot: the customer moves their delivery to another slot (issue 24),
 * with the tracking link's key (empty for the order's customer logged in).
 */
export const rescheduleRequestSchema = z.object({
  deliveryDate: deliveryDaySchema,
  deliveryWindow: deliveryWindowSchema,
  session_id: oneLine(z.string()).max(255).default(''),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

export const OVERRIDE_REASON_MAX = 200;

/**
 * PUT /orders/admin/orders/{id}/delivery: staff change an order's delivery (issue 24), every field
 * of the delivery step, and a reason when they book a full window anyway (the vans were added).
 */
export const staffDeliveryEditSchema = deliveryFieldsSchema
  .omit({ saveAddress: true, services: true })
  .extend({
    overrideReason: z.preprocess(
      emptyToUndefined,
      oneLine(z.string().trim())
        .max(OVERRIDE_REASON_MAX, `The reason must be at most ${OVERRIDE_REASON_MAX} characters.`)
        .optional(),
    ),
  })
  .superRefine(...requireFields(() => Object.keys(MISSING_MESSAGES) as NeededField[]));
export type StaffDeliveryEdit = z.infer<typeof staffDeliveryEditSchema>;

/** GET /checkout/delivery-slots: the days (and their windows) a delivery can be booked on now. */
const slotDaySchema = z.object({
  date: z.string(),
  label: z.string(),
  windows: z.array(z.object({ id: deliveryWindowSchema, label: z.string() })),
});

export const deliverySlotsResponseSchema = z.object({
  days: z.array(slotDaySchema),
  /** Today's windows for urgent same-day delivery (decision 0063); null when none is offered. */
  sameDay: slotDaySchema.nullable(),
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
