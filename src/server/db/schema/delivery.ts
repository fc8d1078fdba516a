import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { DELIVERY_WINDOWS } from '#shared/delivery.js';
import { DELIVERY_SERVICE_CODES } from '#shared/delivery-services.js';
import { inList } from './sql-lists.js';

/**
 * Singapore's public holidays, on which nothing is delivered (issue 15). Data, not code: the
 * migration seeds 2026 and 2027, and later years are rows added the same way without a release.
 */
export const publicHolidays = pgTable('public_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

/**
 * The deliveries a window of a day can take, where staff set it otherwise than the default
 * (decision 0057); 0 closes the window. Days and windows without a row take the default.
 */
export const deliveryWindowPlaces = pgTable(
  'delivery_window_places',
  {
    day: date('day', { mode: 'string' }).notNull(),
    window: text('window', { enum: DELIVERY_WINDOWS }).notNull(),
    places: integer('places').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.window] }),
    check('delivery_window_places_places_check', sql`${table.places} >= 0`),
    check(
      'delivery_window_places_window_check',
      sql`${table.window} in (${inList(DELIVERY_WINDOWS)})`,
    ),
  ],
);

/**
 * The services a shopper can add to a delivery at checkout (decision 0061): one row per service
 * the code knows, its price (GST included) and whether the shop offers it now. Staff change both;
 * the delivery page, the bag and the checkout read them here.
 */
export const deliveryServices = pgTable(
  'delivery_services',
  {
    code: text('code', { enum: DELIVERY_SERVICE_CODES }).primaryKey(),
    priceCents: integer('price_cents').notNull(),
    offered: boolean('offered').notNull(),
  },
  (table) => [
    check('delivery_services_price_check', sql`${table.priceCents} >= 0`),
    check(
      'delivery_services_code_check',
      sql`${table.code} in (${inList(DELIVERY_SERVICE_CODES)})`,
    ),
  ],
);
