// The services a shopper can add to a delivery at checkout (issue 24, decision 0061). What each
// is and what it is counted per are the shop's words, here once; its price and whether the shop
// offers it are shop data staff change (table delivery_services).

export const DELIVERY_SERVICE_CODES = ['urgent', 'disposal', 'transport', 'shifting'] as const;
export type DeliveryServiceCode = (typeof DELIVERY_SERVICE_CODES)[number];

export interface DeliveryServiceFacts {
  /** As the delivery page names it (spec section 9). */
  name: string;
  /** What the price is counted per: an order's service is had once. */
  per: 'set' | 'piece' | 'order';
  /** What the shopper gets, in a line. */
  description: string;
}

export const DELIVERY_SERVICE_FACTS: Record<DeliveryServiceCode, DeliveryServiceFacts> = {
  urgent: {
    name: 'Urgent same-day delivery',
    per: 'order',
    description: 'Delivered today, Monday to Saturday, in a window at least 3 hours away.',
  },
  disposal: {
    name: 'Waterbed disposal',
    per: 'piece',
    description: 'We take your old waterbed, mattress or bed frame away on delivery day.',
  },
  transport: {
    name: 'Transporting an existing product',
    per: 'set',
    description: 'We move a bed or mattress you already own to the delivery address.',
  },
  shifting: {
    name: 'Shifting service',
    per: 'set',
    description: 'We dismantle, move and set up a bed set within your home.',
  },
};

/** At most this many of one service on an order: a household's beds, not a removal firm's. */
export const DELIVERY_SERVICE_MAX_QTY = 5;

/** How many of a service one order can have: one of a service per order. */
export function serviceMaxQty(code: DeliveryServiceCode): number {
  return DELIVERY_SERVICE_FACTS[code].per === 'order' ? 1 : DELIVERY_SERVICE_MAX_QTY;
}

/** "per piece", "per set", "per order": how a service's price is counted. */
export function perUnit(code: DeliveryServiceCode): string {
  return `per ${DELIVERY_SERVICE_FACTS[code].per}`;
}
