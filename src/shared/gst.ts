/** Singapore's GST rate; shop prices include it. */
export const GST_PERCENT = 9;

/**
 * The GST contained in a GST-inclusive amount, to the cent: amount × 9/109. One rule for the tax
 * invoice's total and a credit note's refund, and for the admin's refund dialog before it is sent.
 */
export function gstIncludedCents(amountCents: number): number {
  return Math.round((amountCents * GST_PERCENT) / (100 + GST_PERCENT));
}
