import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { VISIT_STATES } from '#shared/showrooms.js';
import { inList } from './sql-lists.js';

/**
 * Each showroom's slot length and visitors per slot, as staff set them (decision 0065). A
 * showroom without a row takes the defaults of src/shared/showrooms.ts.
 */
export const showroomSettings = pgTable(
  'showroom_settings',
  {
    showroomId: integer('showroom_id').primaryKey(),
    slotMinutes: integer('slot_minutes').notNull(),
    visitorsPerSlot: integer('visitors_per_slot').notNull(),
  },
  (table) => [
    check('showroom_settings_slot_check', sql`${table.slotMinutes} between 5 and 240`),
    check('showroom_settings_visitors_check', sql`${table.visitorsPerSlot} >= 0`),
  ],
);

/** Days a showroom is closed for visits: bookings already made stay, new ones are refused. */
export const showroomClosedDays = pgTable(
  'showroom_closed_days',
  {
    showroomId: integer('showroom_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.showroomId, table.day] })],
);

export type VisitMattress = { productId: number; name: string };

/**
 * A booked showroom visit. The slot is kept as its day and minute (what staff see) and as the
 * instant it starts (what the reminder and the link's expiry compare with the clock); its length
 * is the one in force when it was booked. Only the SHA-256 of the visitor's link is kept.
 * Personal data lives here alone, so deleting the row after the retention period removes it all.
 */
export const showroomVisits = pgTable(
  'showroom_visits',
  {
    id: serial('id').primaryKey(),
    showroomId: integer('showroom_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: VISIT_STATES }).notNull().default('booked'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    mattresses: jsonb('mattresses').$type<VisitMattress[]>().notNull().default(sql`'[]'::jsonb`),
    linkHash: text('link_hash').notNull(),
    // Bumped by each move: the calendar file's SEQUENCE, so a calendar replaces the earlier time.
    sequence: integer('sequence').notNull().default(0),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('showroom_visits_link_key').on(table.linkHash),
    index('showroom_visits_slot_idx').on(table.showroomId, table.day, table.startMinute),
    index('showroom_visits_starts_idx').on(table.startsAt),
    check('showroom_visits_state_check', sql`${table.state} in (${inList(VISIT_STATES)})`),
  ],
);

export type ShowroomVisitRow = typeof showroomVisits.$inferSelect;
