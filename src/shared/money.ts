/** Money travels as integer cents; dollars exist only at the edges (display and the spec's dollar fields). */

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

const sgd = new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,299.00": the storefront shows SGD with a $ sign and two decimals. */
export function formatDollars(dollars: number): string {
  return `$${sgd.format(dollars)}`;
}

/** "S$1,299.00": the information pages write the currency in full. */
export function formatSgd(dollars: number): string {
  return `S$${sgd.format(dollars)}`;
}

export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}
