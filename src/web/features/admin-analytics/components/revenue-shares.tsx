import { useId } from 'react';
import { formatDollars } from '#shared/money.js';
import { type PaymentMethodType, paymentMethodLabel } from '#shared/payment-methods.js';
import { SALE_CHANNEL_LABELS } from '#shared/sale-channels.js';
import type { RevenueByChannel, RevenueByMethod } from '#shared/schemas/analytics.js';

interface Share {
  key: string;
  name: string;
  paidCount: number;
  revenue: number;
  revenueCents: number;
}

/** The range's revenue split one way: each part with its sales and a bar of its share. */
function RevenueShares({ title, shares }: { title: string; shares: Share[] }) {
  const titleId = useId();
  const totalCents = shares.reduce((sum, share) => sum + share.revenueCents, 0);
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-sand bg-white p-4">
      <h3 id={titleId} className="text-lg text-navy">
        {title}
      </h3>
      {totalCents === 0 && shares.every((share) => share.paidCount === 0) ? (
        <p className="py-8 text-muted">No sales in this range.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {shares.map((share) => {
            const percent = totalCents > 0 ? (share.revenueCents / totalCents) * 100 : 0;
            return (
              <li key={share.key} data-testid="revenue-share-row">
                <div className="flex justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium text-navy">{share.name}</span>
                  <span className="shrink-0 tabular-nums text-ink">
                    {share.paidCount} {share.paidCount === 1 ? 'order' : 'orders'} ·{' '}
                    {formatDollars(share.revenue)} · {percent.toFixed(1)}%
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-sand">
                  <div className="h-2 rounded-full bg-navy" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** "Card", "PayNow", "GrabPay"; orders placed before the method was recorded are "Not recorded". */
function methodName(type: PaymentMethodType | null): string {
  if (!type) return 'Not recorded';
  return paymentMethodLabel(type === 'card' ? { type, brand: null, last4: null } : { type });
}

/** The range's revenue by payment method (issue 23). */
export function RevenueByMethodShares({ methods }: { methods: RevenueByMethod[] }) {
  const shares = methods.map((method) => ({
    ...method,
    key: method.method ?? 'unrecorded',
    name: methodName(method.method),
  }));
  return <RevenueShares title="Revenue by payment method" shares={shares} />;
}

/** The range's revenue by where it was sold: online, in a showroom, by phone (issue 25). */
export function RevenueByChannelShares({ channels }: { channels: RevenueByChannel[] }) {
  const shares = channels.map((channel) => ({
    ...channel,
    key: channel.channel,
    name: SALE_CHANNEL_LABELS[channel.channel],
  }));
  return <RevenueShares title="Revenue by channel" shares={shares} />;
}
