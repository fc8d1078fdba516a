import type { Executor } from '#server/db/client.js';
import { creditNoteNumber } from '#server/modules/orders/index.js';
import { CSV_BOM, csvLine } from '#shared/csv.js';
import { centsToDollars } from '#shared/money.js';
import type { AnalyticsRange } from '#shared/schemas/analytics.js';
import { shopClock } from '#shared/time.js';
import { refundsAfter, saleLinesAfter } from './repository.js';

/** Sales read per round trip: bounded memory however long the range. */
const ORDERS_PER_PAGE = 2_000;

const HEADER = [
  'Date (Singapore)',
  'Time (Singapore)',
  'Order ID',
  'Email',
  'Status',
  'Voucher',
  'Product ID',
  'Product',
  'Qty',
  'Line Subtotal',
  'Revenue',
];

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

/** `8ettersleep-sales-2026-03-02-to-2026-03-09.csv`: the range's Singapore dates. */
export const salesCsvFileName = (range: AnalyticsRange) =>
  `8ettersleep-sales-${range.start}-to-${range.end}.csv`;

/**
 * Every line of every sale of the range, as the cards count them: Revenue is the line's share of
 * what the order charged, so the column adds up to the Revenue card, a day's lines to the chart's
 * point. Then each refund made in the range (of a sale that still counts), on its day, split over
 * the products it gave money back for: units taken back as negative Qty, its part of the refund as
 * negative Revenue (decision 0054). So the column still adds up to the card, and a product's lines
 * to its Top Products row. Read and written a page at a time.
 */
export async function* salesCsv(db: Executor, range: AnalyticsRange): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(HEADER);
  yield* saleLines(db, range);
  yield* refundLines(db, range);
}

async function* saleLines(db: Executor, range: AnalyticsRange): AsyncGenerator<string> {
  let after: { day: string; orderId: number } | null = null;
  for (;;) {
    const lines = await saleLinesAfter(db, range, after, ORDERS_PER_PAGE);
    const last = lines.at(-1);
    if (!last) return;
    yield lines
      .map((line) =>
        csvLine([
          line.day,
          shopClock(line.created_at),
          line.order_id,
          line.email,
          line.status,
          line.voucher_code,
          line.product_id,
          line.name,
          line.qty,
          dollars(line.amount_cents),
          dollars(line.share_cents),
        ]),
      )
      .join('');
    after = { day: last.day, orderId: last.order_id };
  }
}

async function* refundLines(db: Executor, range: AnalyticsRange): AsyncGenerator<string> {
  let after: { day: string; refundId: number } | null = null;
  for (;;) {
    const refunds = await refundsAfter(db, range, after, ORDERS_PER_PAGE);
    const last = refunds.at(-1);
    if (!last) return;
    yield refunds
      .map((refund) =>
        csvLine([
          refund.day,
          shopClock(refund.created_at),
          refund.order_id,
          refund.email,
          refund.status,
          refund.voucher_code,
          refund.product_id,
          `${refund.name} (refund ${creditNoteNumber(refund.refund_id)})`,
          refund.qty > 0 ? -refund.qty : null,
          null,
          dollars(-refund.cents),
        ]),
      )
      .join('');
    after = { day: last.day, refundId: last.refund_id };
  }
}
