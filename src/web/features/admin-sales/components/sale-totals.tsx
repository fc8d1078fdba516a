import { formatCents } from '#shared/money.js';
import type { StaffSaleQuote } from '#shared/schemas/staff-sale.js';

/** The server's prices of the sale as it stands, and what stands in the way of selling it. */
export function SaleTotals({
  quote,
  pricing,
}: {
  quote: StaffSaleQuote | undefined;
  pricing: boolean;
}) {
  if (!quote) return null;
  return (
    <div aria-busy={pricing} className="grid gap-2">
      <h3 id="sale-totals" className="text-lg text-navy">
        Total
      </h3>
      <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
        <dt>Items</dt>
        <dd className="text-right">{formatCents(quote.goodsCents)}</dd>
        {quote.discountCents > 0 && (
          <>
            <dt>Voucher {quote.voucherCode}</dt>
            <dd className="text-right">−{formatCents(quote.discountCents)}</dd>
          </>
        )}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="sale-total">
          {formatCents(quote.totalCents)}
        </dd>
        <dt className="text-muted">GST included</dt>
        <dd className="text-right text-muted">{formatCents(quote.gstCents)}</dd>
      </dl>
      {quote.problems.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-danger">
          {quote.problems.map((problem) => (
            <li key={`${problem.path}-${problem.msg}`}>{problem.msg}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
