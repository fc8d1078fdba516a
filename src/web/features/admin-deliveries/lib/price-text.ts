import { centsToDollars, dollarsToCents, isWholeCents } from '#shared/money.js';

/** A price as its box shows it: dollars with two decimals and nothing else, "120.00". */
export function priceText(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}

/**
 * The cents of a price typed in dollars, for the shared schema to judge: undefined when the box
 * is empty, and a value the schema refuses (not a whole number of cents) for anything that is not
 * an amount, so every mistake is named in the schema's words. A leading "$" or "S$" is allowed.
 */
export function priceCentsOf(text: string): number | undefined {
  const typed = text.trim().replace(/^S?\$\s*/i, '');
  if (typed === '') return undefined;
  // Number() reads "0x10", "1e3" and "Infinity" as numbers: a price is digits and a point.
  if (!/^-?\d*\.?\d*$/.test(typed) || typed === '.' || typed === '-') return Number.NaN;
  const dollars = Number(typed);
  return isWholeCents(dollars) ? dollarsToCents(dollars) : dollars * 100;
}
