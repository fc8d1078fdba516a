import { DELIVERY_PLACES_MAX, DELIVERY_PLACES_MESSAGES } from '#shared/schemas/delivery-places.js';

/** The places typed in a box, or the problem with them. */
export function placesOf(text: string): { places: number } | { problem: string } {
  const places = Number(text);
  return text.trim() !== '' &&
    Number.isInteger(places) &&
    places >= 0 &&
    places <= DELIVERY_PLACES_MAX
    ? { places }
    : { problem: DELIVERY_PLACES_MESSAGES.places };
}
