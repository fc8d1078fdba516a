import { z } from 'zod';
import { DELIVERY_WINDOWS } from '../delivery.js';
import { deliveryDaySchema, deliveryWindowSchema } from './delivery.js';

// How many deliveries the shop can make in each window (issue 24, decision 0057).

/** Places in a window on a day the owner has not set otherwise. */
export const DELIVERY_PLACES_DEFAULT = 8;
export const DELIVERY_PLACES_MAX = 200;

export const DELIVERY_PLACES_MESSAGES = {
  places: `Places must be a whole number from 0 to ${DELIVERY_PLACES_MAX}.`,
  full: 'This delivery window is full. Choose another window or day.',
} as const;

const placesSchema = z
  .number({ error: DELIVERY_PLACES_MESSAGES.places })
  .int(DELIVERY_PLACES_MESSAGES.places)
  .min(0, DELIVERY_PLACES_MESSAGES.places)
  .max(DELIVERY_PLACES_MAX, DELIVERY_PLACES_MESSAGES.places);

/** One window of one day as staff see it: its places, and how many are booked. */
export const deliveryWindowPlacesSchema = z.object({
  id: z.enum(DELIVERY_WINDOWS),
  label: z.string(),
  places: z.number().int(),
  booked: z.number().int(),
  /** Set for this day by staff; false: the default applies. */
  setForDay: z.boolean(),
});
export type DeliveryWindowPlaces = z.infer<typeof deliveryWindowPlacesSchema>;

/** GET /admin/delivery-places: every bookable day, each window's places and bookings. */
export const deliveryPlacesSchema = z.object({
  defaultPlaces: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      label: z.string(),
      windows: z.array(deliveryWindowPlacesSchema),
    }),
  ),
});
export type DeliveryPlaces = z.infer<typeof deliveryPlacesSchema>;

/**
 * PUT /admin/delivery-places/day: a day's places in one window, or (window null) in all three;
 * 0 closes it. Fewer places than are booked keeps the bookings and takes no more.
 */
export const setDayPlacesSchema = z.object({
  date: deliveryDaySchema,
  window: deliveryWindowSchema.nullable(),
  places: placesSchema,
});
export type SetDayPlaces = z.infer<typeof setDayPlacesSchema>;

/** PUT /admin/delivery-places/default: the places of every window not set for its day. */
export const setDefaultPlacesSchema = z.object({ places: placesSchema });
