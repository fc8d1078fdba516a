import { formatMoney, type MoneyPlace } from './money.js';
import { addDays } from './time.js';

/**
 * The service facts of spec section 9, written once: the warranty, delivery and FAQ pages quote
 * them and the server's delivery rules apply them, so a changed fee changes everywhere. Amounts
 * are in dollars, shown with formatMoney in the sign of the place that shows them. The services a shopper adds to a delivery (urgent same-day,
 * transport, shifting, waterbed disposal) are not here: staff price them, and the pages read them
 * from the shop's data (src/shared/delivery-services.ts, decision 0061).
 */

export const WARRANTY = {
  years: 10,
  freeRepairYears: '0–2',
  sharedCostYears: '3–10',
  /** Body impressions up to this depth are normal settling, not a defect. */
  bodyImpressionMm: 38,
  sizeVarianceCm: 2,
} as const;

export const DELIVERY = {
  days: 'Monday–Saturday',
  hours: '10am–6pm',
  windows: ['10am–1pm', '1pm–4pm', '3pm–6pm'],
  leadTime: '1–4 weeks',
} as const;

export const INSPECTION = {
  freeYears: '0–2',
  fee: 100,
  feeFromYear: 3,
  days: 'Monday–Friday',
  hours: '10am–6pm',
} as const;

export interface ServiceFee {
  service: string;
  amount: number;
  /** What the amount is counted per, when it is not per order. */
  per?: string;
}

/**
 * A booked delivery is moved (or cancelled) free of charge until the end of the day this many
 * days before it, in Singapore; later, CANCELLATION_FEE applies (docs/decisions/0059).
 */
export const FREE_CHANGE_DAYS_BEFORE = 2;

/** The last day (YYYY-MM-DD) a delivery on `deliveryDay` can be moved free of charge. */
export function freeChangeLastDay(deliveryDay: string): string {
  return addDays(deliveryDay, -FREE_CHANGE_DAYS_BEFORE);
}

export const CANCELLATION_FEE: ServiceFee = { service: 'Cancellation or postponement', amount: 50 };
export const REDELIVERY_FEE: ServiceFee = { service: 'Redelivery', amount: 120 };
/**
 * What a warranty repair's transport costs (src/shared/warranty-cost.ts): the spec's transport
 * fee, fixed here. The delivery service of the same name is priced by staff instead.
 */
export const TRANSPORT_FEE: ServiceFee = {
  service: 'Transporting an existing product',
  amount: 120,
  per: 'set',
};

/** The fees of changes to a delivery, in the delivery page's order; its services follow them. */
export const SERVICE_FEES: ServiceFee[] = [CANCELLATION_FEE, REDELIVERY_FEE];

/** "$120.00 per set" ("S$…" on an information page), or just the amount for a fee charged once. */
export function formatFee({ amount, per }: ServiceFee, place: MoneyPlace = 'shop'): string {
  const money = formatMoney(amount, place);
  return per ? `${money} per ${per}` : money;
}
