import { formatDollars } from '#shared/money.js';
import { type PaymentMethodType, paymentMethodLabel } from '#shared/payment-methods.js';
import type { RevenueByMethod as MethodShare } from '#shared/schemas/analytics.js';

/** "Card", "PayNow", "GrabPay"; orders placed before the method was recorded are "Not recorded". */
function methodName(type: PaymentMethodType | null): string {
  if (!type) return 'Not recorded';
  return paymentMethodLabel(type === 'card' ? { type, brand: null, last4: null } : { type });
}

/** The range's revenue split by payment method (issue 23): each with its sales and a bar of its share. */
export function RevenueByMethod({ methods }: { methods: MethodShare[] }) {
  const totalCents = methods.reduce((sum, method) => sum + method.revenueCents, 0);
  return (
    <section
      aria-labelledby="revenue-by-method-title"
      className="rounded-xl border border-sand bg-white p-4"
    >
      <h3 id="revenue-by-method-title" className="text-lg text-navy">
        Revenue by payment method
      </h3>
      {methods.length === 0 ? (
        <p className="py-8 text-muted">No sales in this range.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {methods.map((method) => {
            const share = totalCents > 0 ? (method.revenueCents / totalCents) * 100 : 0;
            return (
              <li key={method.method ?? 'unrecorded'} data-testid="revenue-by-method-row">
                <div className="flex justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium text-navy">
                    {methodName(method.method)}
                  </span>
                  <span className="shrink-0 tabular-nums text-ink">
                    {method.paidCount} {method.paidCount === 1 ? 'order' : 'orders'} ·{' '}
                    {formatDollars(method.revenue)} · {share.toFixed(1)}%
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-sand">
                  <div className="h-2 rounded-full bg-navy" style={{ width: `${share}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
