import { formatCents } from '#shared/money.js';
import type { CounterSaleRecorded, PaymentLinkSent } from '#shared/schemas/staff-sale.js';
import { formatDateTime } from '#shared/time.js';
import { inlineLinkClass, primaryButtonClass } from '#web/components/button-classes.ts';

export type SaleOutcome =
  | { kind: 'link'; sent: PaymentLinkSent }
  | { kind: 'counter'; recorded: CounterSaleRecorded };

/** What became of the sale: the link mailed (and shown, to read out), or the order placed. */
export function SaleResult({ outcome, again }: { outcome: SaleOutcome; again: () => void }) {
  return (
    <div className="grid max-w-xl gap-3 rounded-lg border border-sand bg-white p-4">
      {outcome.kind === 'link' ? (
        <>
          <h3 id="sale-result" className="text-lg text-navy">
            Payment link sent
          </h3>
          <p>
            {formatCents(outcome.sent.totalCents)} to pay, mailed to{' '}
            <strong className="break-all">{outcome.sent.email}</strong>. The items are held until{' '}
            {formatDateTime(outcome.sent.expiresAt)}; the order appears when it is paid.
          </p>
          <p className="break-all text-sm">
            <a href={outcome.sent.url} className={inlineLinkClass} target="_blank" rel="noreferrer">
              Open the payment page
            </a>
          </p>
        </>
      ) : (
        <>
          <h3 id="sale-result" className="text-lg text-navy">
            Order #{outcome.recorded.orderId} placed
          </h3>
          <p>{outcome.recorded.message}</p>
          <p>
            <a href={outcome.recorded.receiptUrl} className={inlineLinkClass}>
              Tax invoice of order #{outcome.recorded.orderId} (PDF)
            </a>
          </p>
        </>
      )}
      <div>
        <button type="button" className={primaryButtonClass} onClick={again}>
          Start a new sale
        </button>
      </div>
    </div>
  );
}
