import { z } from 'zod';
import {
  SHOWROOM_IDS,
  SLOT_MINUTES_CHOICES,
  VISIT_MATTRESSES_MAX,
  VISIT_OUTCOMES,
  VISIT_STATES,
  VISITORS_PER_SLOT_MAX,
} from '../showrooms.js';
import { emailSchema, linkTokenSchema } from './auth.js';
import { oneLine } from './common.js';
import { calendarDaySchema, phoneSchema } from './delivery.js';

// Showroom visits (issue 25, decision 0065): what the booking page, the visitor's link and the
// staff screen send and get.

export const VISIT_MESSAGES = {
  showroom: 'Choose a showroom.',
  date: 'Choose a day for your visit.',
  start: 'Choose a time for your visit.',
  name: 'Enter your name.',
  nameTooLong: 'The name must be at most 80 characters.',
  mattresses: `Choose at most ${VISIT_MATTRESSES_MAX} mattresses to try.`,
  unknownMattress: 'One of the mattresses chosen is not in the catalogue any more.',
  past: 'Choose a day from tomorrow on.',
  tooFar: 'Visits can be booked up to 30 days ahead.',
  closed: 'The showroom is closed for visits that day. Choose another day.',
  outsideHours: 'Choose a time within the showroom’s opening hours.',
  full: 'That time is fully booked. Choose another time.',
  link: 'This link does not open a visit. It may be mistyped, or the visit was deleted.',
  slotMinutes: `Choose a slot length of ${SLOT_MINUTES_CHOICES.join(', ')} minutes.`,
  visitors: `Visitors per slot must be a whole number from 0 to ${VISITORS_PER_SLOT_MAX}.`,
} as const;

const showroomIdSchema = z.coerce
  .number({ error: VISIT_MESSAGES.showroom })
  .int(VISIT_MESSAGES.showroom)
  .refine((id) => SHOWROOM_IDS.includes(id), VISIT_MESSAGES.showroom);
const visitDaySchema = calendarDaySchema(VISIT_MESSAGES.date);
const startSchema = z
  .number({ error: VISIT_MESSAGES.start })
  .int(VISIT_MESSAGES.start)
  .min(0, VISIT_MESSAGES.start)
  .max(24 * 60 - 1, VISIT_MESSAGES.start);

/** A slot: the showroom, the day and the minute after midnight it starts. */
export const visitSlotSchema = z.object({
  showroomId: showroomIdSchema,
  date: visitDaySchema,
  start: startSchema,
});
export type VisitSlot = z.infer<typeof visitSlotSchema>;

/** POST /showroom-visits. The phone is the checkout's rule; the mattresses are optional. */
export const bookVisitSchema = visitSlotSchema.extend({
  name: oneLine(z.string({ error: VISIT_MESSAGES.name }).trim())
    .min(1, VISIT_MESSAGES.name)
    .max(80, VISIT_MESSAGES.nameTooLong),
  phone: phoneSchema,
  email: emailSchema,
  mattressIds: z
    .array(z.number().int().positive().max(2_147_483_647), { error: VISIT_MESSAGES.mattresses })
    .max(VISIT_MATTRESSES_MAX, VISIT_MESSAGES.mattresses)
    .default([]),
});
export type BookVisit = z.infer<typeof bookVisitSchema>;

/** One slot of a day as the booking page offers it. */
export const openSlotSchema = z.object({
  start: z.number().int(),
  label: z.string(),
  left: z.number().int(),
});

/** GET /showrooms/:showroomId/calendar: every bookable day, closed or not, and its slots. */
export const showroomCalendarSchema = z.object({
  showroomId: z.number().int(),
  slotMinutes: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      label: z.string(),
      closed: z.boolean(),
      slots: z.array(openSlotSchema),
    }),
  ),
});
export type ShowroomCalendar = z.infer<typeof showroomCalendarSchema>;

export const showroomParamsSchema = z.object({ showroomId: showroomIdSchema });

export const visitMattressSchema = z.object({ productId: z.number().int(), name: z.string() });

/** A visit as its visitor sees it through their link. */
export const visitSchema = z.object({
  showroomId: z.number().int(),
  showroomName: z.string(),
  address: z.string(),
  date: z.string(),
  start: z.number().int(),
  /** "Sat, 5 Dec 2026, 2:30 pm" */
  when: z.string(),
  state: z.enum(VISIT_STATES),
  name: z.string(),
  mattresses: z.array(visitMattressSchema),
  /** Whether the link may still cancel or move it; when not, `notice` says why. */
  changeable: z.boolean(),
  notice: z.string().nullable(),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitBookedSchema = z.object({ message: z.string(), visit: visitSchema });

export const visitLinkQuerySchema = z.object({ token: linkTokenSchema });
export const visitLinkBodySchema = z.object({ token: linkTokenSchema });
export const moveVisitSchema = visitSlotSchema.extend({ token: linkTokenSchema });

/** A visit as staff see it on the showroom's day. */
export const staffVisitSchema = z.object({
  id: z.number().int(),
  start: z.number().int(),
  time: z.string(),
  state: z.enum(VISIT_STATES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  mattresses: z.array(visitMattressSchema),
});
export type StaffVisit = z.infer<typeof staffVisitSchema>;

/** GET /admin/showroom-visits: one showroom's day. */
export const showroomDaySchema = z.object({
  showroomId: z.number().int(),
  date: z.string(),
  label: z.string(),
  closed: z.boolean(),
  slotMinutes: z.number().int(),
  visitorsPerSlot: z.number().int(),
  visits: z.array(staffVisitSchema),
});
export type ShowroomDay = z.infer<typeof showroomDaySchema>;

export const showroomDayQuerySchema = z.object({
  showroomId: showroomIdSchema,
  date: visitDaySchema,
});
export type ShowroomDayQuery = z.infer<typeof showroomDayQuerySchema>;

/** PUT /admin/showroom-days: close (or reopen) a showroom for a day. */
export const showroomDayClosingSchema = showroomDayQuerySchema.extend({ closed: z.boolean() });
export type ShowroomDayClosing = z.infer<typeof showroomDayClosingSchema>;

/** PUT /admin/showroom-settings: a showroom's slot length and visitors per slot. */
export const showroomSettingsSchema = z.object({
  showroomId: showroomIdSchema,
  slotMinutes: z
    .number({ error: VISIT_MESSAGES.slotMinutes })
    .refine(
      (minutes) => (SLOT_MINUTES_CHOICES as readonly number[]).includes(minutes),
      VISIT_MESSAGES.slotMinutes,
    ),
  visitorsPerSlot: z
    .number({ error: VISIT_MESSAGES.visitors })
    .int(VISIT_MESSAGES.visitors)
    .min(0, VISIT_MESSAGES.visitors)
    .max(VISITORS_PER_SLOT_MAX, VISIT_MESSAGES.visitors),
});
export type ShowroomSettings = z.infer<typeof showroomSettingsSchema>;

export const visitParamsSchema = z.object({
  visitId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const visitOutcomeSchema = z.object({
  outcome: z.enum(VISIT_OUTCOMES, { error: 'Mark the visit attended or no-show.' }),
});
export const staffVisitAnswerSchema = z.object({ message: z.string(), day: showroomDaySchema });
