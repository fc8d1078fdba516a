/**
 * What `qty` units of an order line were charged: their price less their part of the voucher
 * (spread over the lines in proportion, as analytics does), to the cent. The admin's refund dialog
 * shows it before sending; the server refunds it (decision 0054).
 */
export function lineRefundCents(
  order: { subtotalCents: number; totalCents: number },
  line: { unitPriceCents: number },
  qty: number,
): number {
  if (order.subtotalCents <= 0) return 0;
  return Math.round((qty * line.unitPriceCents * order.totalCents) / order.subtotalCents);
}
