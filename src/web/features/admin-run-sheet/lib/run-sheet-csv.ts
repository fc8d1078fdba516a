import { CSV_BOM, csvLine } from '#shared/csv.js';
import { DELIVERY_STATE_LABELS } from '#shared/delivery-states.js';
import type { RunSheet } from '#shared/schemas/run-sheet.js';

const HEADER = [
  'Window',
  'Order ID',
  'Delivery',
  'Recipient',
  'Phone',
  'Address',
  'Postal Code',
  'Item',
  'Size',
  'Dimensions',
  'Qty',
  'Note',
];

/** The file's name carries the day (and window) it is the run of. */
export const runSheetFileName = (sheet: RunSheet) =>
  `8ettersleep-run-sheet-${sheet.date}${sheet.windows.length === 1 ? `-${sheet.windows[0]?.id}` : ''}.csv`;

/**
 * One line per item to carry in, then per service to do (no size), each with its stop, so a
 * spreadsheet can sort and count them.
 */
export function runSheetCsv(sheet: RunSheet): string {
  const lines = sheet.windows.flatMap((window) =>
    window.stops.flatMap((stop) =>
      [
        ...stop.items,
        ...stop.services.map((service) => ({ ...service, sizeName: null, dimensions: null })),
      ].map((item) =>
        csvLine([
          window.label,
          stop.orderId,
          DELIVERY_STATE_LABELS[stop.deliveryState],
          stop.recipient,
          stop.phone,
          stop.address,
          stop.postalCode,
          item.name,
          item.sizeName,
          item.dimensions,
          item.qty,
          stop.note,
        ]),
      ),
    ),
  );
  return CSV_BOM + csvLine(HEADER) + lines.join('');
}
