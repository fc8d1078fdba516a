/** Money travels as integer cents; dollars exist only at the edges (display and the spec's dollar fields). */
import { onFirstUse } from './on-first-use.js';

export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A whole number of cents: 12.34 is fine, 12.345 is not (float noise below a millicent is). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/**
 * "1,299.00": en-SG's grouping and two decimals, written out rather than by `Intl.NumberFormat`,
 * whose first use loads the locale's data and was the costliest single step of hydrating a page
 * full of prices on a phone.
 */
function groupedAmount(dollars: number): string {
  // Rounded half away from zero on the number as written ("1.005" is 1.01), as Intl rounds.
  const shifted = Number(`${Math.abs(dollars)}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(dollars) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars < 0 ? '-' : ''}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Where an amount is shown decides its sign (spec section 9: "$" in the shop, "S$" in information
 * pages). 'shop' is every page a shopper or staff member works in (cards, product page, bag,
 * checkout, orders, admin) and the messages those pages show; 'information' is the static pages
 * (warranty, delivery, FAQ, terms); 'document' is the tax invoice, credit note and the mails that
 * wrote S$ before the rule was applied (the spec says nothing of documents, so they keep it).
 */
export type MoneyPlace = 'shop' | 'information' | 'document';

const SIGNS: Record<MoneyPlace, string> = { shop: '$', information: 'S$', document: 'S$' };

/** The one place money becomes text: the place's sign, en-SG grouping, two decimals. */
export function formatMoney(dollars: number, place: MoneyPlace = 'shop'): string {
  return `${SIGNS[place]}${groupedAmount(dollars)}`;
}

/** "$1,299.00": the shop's way. */
export function formatDollars(dollars: number): string {
  return formatMoney(dollars, 'shop');
}

/** "S$1,299.00": the information pages' way. */
export function formatSgd(dollars: number): string {
  return formatMoney(dollars, 'information');
}

export function formatCents(cents: number, place: MoneyPlace = 'shop'): string {
  return formatMoney(centsToDollars(cents), place);
}

const compact = onFirstUse(
  () => new Intl.NumberFormat('en-SG', { notation: 'compact', maximumFractionDigits: 1 }),
);

/** "$1.2K": a short amount for chart axes, in the shop's sign. */
export function formatCompactDollars(dollars: number): string {
  return `${SIGNS.shop}${compact().format(dollars)}`;
}
