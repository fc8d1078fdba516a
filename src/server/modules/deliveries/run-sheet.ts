import type { Executor } from '#server/db/client.js';
import { DELIVERY_WINDOW_LABELS, DELIVERY_WINDOWS, formatDeliveryDate } from '#shared/delivery.js';
import {
  dimensionsText,
  type RunSheet,
  type RunSheetQuery,
  type RunSheetStop,
} from '#shared/schemas/run-sheet.js';
import {
  findRunItems,
  findRunStops,
  type RunItemRow,
  type RunStopRow,
} from './run-sheet-repository.js';

function toStop(row: RunStopRow, lines: readonly RunItemRow[]): RunSheetStop {
  const items = lines.filter((line) => line.service_code === null);
  return {
    orderId: row.id,
    status: row.status,
    deliveryState: row.delivery_state,
    recipient: row.shipping_name,
    phone: row.phone,
    address: row.shipping_line1,
    postalCode: row.shipping_postal,
    note: row.note ?? '',
    items: items.map((item) => ({
      name: item.name,
      sizeName: item.size_name,
      dimensions: dimensionsText(item.size_label),
      qty: item.qty,
    })),
    services: lines
      .filter((line) => line.service_code !== null)
      .map(({ name, qty }) => ({ name, qty })),
  };
}

/**
 * GET /admin/run-sheet: a day's deliveries window by window, each stop with what to carry in
 * (issue 24). Two queries, whatever the number of stops.
 */
export async function runSheet(db: Executor, query: RunSheetQuery): Promise<RunSheet> {
  const stops = await findRunStops(db, query.date, query.window);
  const items = new Map<number, RunItemRow[]>();
  for (const item of await findRunItems(
    db,
    stops.map((stop) => stop.id),
  )) {
    items.set(item.order_id, [...(items.get(item.order_id) ?? []), item]);
  }
  const windows = query.window ? [query.window] : DELIVERY_WINDOWS;
  return {
    date: query.date,
    label: formatDeliveryDate(query.date),
    windows: windows.map((id) => ({
      id,
      label: DELIVERY_WINDOW_LABELS[id],
      stops: stops
        .filter((stop) => stop.delivery_window === id)
        .map((stop) => toStop(stop, items.get(stop.id) ?? [])),
    })),
  };
}
