import { formatDollars } from '#shared/money.js';
import type { AnalyticsSummary } from '#shared/schemas/analytics.js';

/** The five KPI cards of spec section 2. */
export function KpiCards({ summary }: { summary: AnalyticsSummary }) {
  const cards: [string, string][] = [
    ['Paid Orders', summary.paidCount.toLocaleString('en-SG')],
    ['Revenue', formatDollars(summary.revenue)],
    ['Avg Order Value', formatDollars(summary.avgOrderValue)],
    ['Today', summary.todayCount.toLocaleString('en-SG')],
    ['This Week', summary.weekCount.toLocaleString('en-SG')],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-sand bg-white p-4">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
