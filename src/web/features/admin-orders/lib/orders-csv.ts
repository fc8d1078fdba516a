import { CSV_BOM, csvLine } from '#shared/csv.js';
import { DELIVERY_STATE_LABELS } from '#shared/delivery-states.js';
import { centsToDollars } from '#shared/money.js';
import type { AdminOrder } from '#shared/schemas/admin-order.js';
import { shopClock, shopDay } from '#shared/time.js';

const HEADER = [
  'Order ID',
  'Placed (Singapore)',
  'Email',
  'User ID',
  'Status',
  'Currency',
  'Subtotal',
  'Discount',
  'Total',
  'Voucher',
  'Items',
  'Ship To',
  'Postal Code',
  'Payment',
  'Refunded (Singapore)',
  'Delivery Slot',
  'Phone',
  'Delivery',
];

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

/** "2026-03-02 00:00:00": the shop's (Singapore) date and time, as spreadsheets read them. */
export const shopDateTime = (instant: string | null) =>
  instant === null ? null : `${shopDay(new Date(instant))} ${shopClock(instant)}`;

/** The file's name carries the day it was exported in Singapore. */
export const ordersCsvFileName = (now: Date) => `8ettersleep-orders-${shopDay(now)}.csv`;

/** The orders as the accounts want them: one line each, money in dollars with 2 decimals. */
export function ordersCsv(orders: AdminOrder[]): string {
  const lines = orders.map((order) =>
    csvLine([
      order.orderId,
      shopDateTime(order.createdAt),
      order.email,
      order.userId,
      order.status,
      order.currency,
      dollars(order.subtotalCents),
      dollars(order.discountCents),
      dollars(order.totalCents),
      order.voucherCode,
      order.itemCount,
      order.shippingLine1,
      order.shippingPostal,
      order.paymentProvider,
      shopDateTime(order.refundedAt),
      order.delivery.slot,
      order.delivery.phone,
      DELIVERY_STATE_LABELS[order.deliveryState],
    ]),
  );
  return CSV_BOM + csvLine(HEADER) + lines.join('');
}
