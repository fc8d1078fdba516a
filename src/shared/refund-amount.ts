/** An order line as the refund's arithmetic needs it: its price, and whether it is a service. */
interface PricedLine {
  unitPriceCents: number;
  /** Set on a delivery service's line (decision 0061), which no voucher discounted. */
  serviceCode?: string | null;
  qty: number;
}

/** What the order's delivery services cost: the part of its subtotal no voucher touched. */
export function servicesCentsOf(lines: readonly PricedLine[]): number {
  return lines
    .filter((line) => line.serviceCode)
    .reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
}

/**
 * What `qty` units of an order line were charged, to the cent: a service its price; goods their
 * price less their part of the voucher, which took off the goods alone (spread over them in
 * proportion). The admin's refund dialog shows it before sending; the server refunds it
 * (decisions 0054 and 0061).
 */
export function lineRefundCents(
  order: { subtotalCents: number; totalCents: number; servicesCents: number },
  line: Omit<PricedLine, 'qty'>,
  qty: number,
): number {
  if (line.serviceCode) return qty * line.unitPriceCents;
  const goodsCents = order.subtotalCents - order.servicesCents;
  if (goodsCents <= 0) return 0;
  const paidForGoods = order.totalCents - order.servicesCents;
  return Math.round((qty * line.unitPriceCents * paidForGoods) / goodsCents);
}
