import type { Availability, Product, Reserved } from '#shared/schemas/product.js';
import type { Held } from './holds-repository.js';

export { findHolds, type Held, type Holds } from './holds-repository.js';

const MINUTE_MS = 60_000;

/** Whole minutes from `now` until `until`, rounded up, at least 1: "back within N minutes". */
function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));
}

/** What some holds come to together: every unit, and the first of them to run out. */
export function heldTogether(holds: Held[]): Held | undefined {
  if (holds.length === 0) return undefined;
  return {
    qty: holds.reduce((total, held) => total + held.qty, 0),
    until: new Date(Math.min(...holds.map((held) => held.until.getTime()))),
  };
}

export function reservedOf(held: Held | undefined, now: Date): Reserved | null {
  if (!held) return null;
  return { qty: held.qty, until: held.until.toISOString(), minutes: minutesUntil(held.until, now) };
}

/** Stock left sells; with none left, units held by unpaid checkouts may come back. */
export function availabilityOf(stockQty: number, reserved: Reserved | null): Availability {
  if (stockQty > 0) return 'in_stock';
  return reserved ? 'reserved' : 'out_of_stock';
}

/**
 * The instant these products' answer would read differently with no data changed: the first
 * time a stated minute count drops, which for the last minute is when the hold runs out (and
 * leaves the answer). Changes of the data itself are announced by the database (decision 0036).
 */
export function answerChangesAt(products: Product[]): number | undefined {
  const instants = products
    .flatMap((product) => [product.reserved, ...product.dimensions.map((size) => size.reserved)])
    .filter((reserved) => reserved !== null)
    .map((reserved) => Date.parse(reserved.until) - (reserved.minutes - 1) * MINUTE_MS);
  return instants.length > 0 ? Math.min(...instants) : undefined;
}
