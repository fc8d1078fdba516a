import { centsToDollars } from '#shared/money.js';
import type { AdminOrder } from '#shared/schemas/admin-order.js';

const HEADER = [
  'Order ID',
  'Placed (UTC)',
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
  'Refunded (UTC)',
  'Delivery Slot',
  'Phone',
];

/**
 * One cell: quoted when it holds a comma, quote or line break; text a spreadsheet would run as
 * a formula (=, +, -, @, tab, CR first) gets a leading apostrophe (CSV injection).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

/** The orders as the accounts want them: one line each, money in dollars with 2 decimals. */
export function ordersCsv(orders: AdminOrder[]): string {
  const lines = orders.map((order) =>
    [
      order.orderId,
      order.createdAt,
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
      order.refundedAt,
      order.delivery.slot,
      order.delivery.phone,
    ]
      .map(csvCell)
      .join(','),
  );
  // A byte order mark lets Excel read the UTF-8 (names, the en dash) correctly.
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
