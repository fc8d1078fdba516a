import { formatCents } from '#shared/money.js';
import type { AnalyticsSummary } from '#shared/schemas/analytics.js';
import { type Change, changeOf, formatRate } from '../lib/compare';

interface Card {
  label: string;
  value: string;
  /** The figure's definition, shown under it. */
  hint: string;
  change: Change;
  /** What the change is measured against: "previous 30 days", "yesterday by this time". */
  against: string;
  /** Abandoned checkouts rising is bad news: shown in red, not green. */
  upIsGood?: boolean;
}

const count = (value: number) => value.toLocaleString('en-SG');

function cardsOf(summary: AnalyticsSummary): Card[] {
  const { previous } = summary;
  const days = summary.range.days;
  const period = days === 1 ? 'previous day' : `previous ${days} days`;
  return [
    {
      label: 'Paid Orders',
      value: count(summary.paidCount),
      hint: 'Sales: orders paid or processing. Refunded and failed orders are not counted.',
      change: changeOf(summary.paidCount, previous.paidCount),
      against: period,
    },
    {
      label: 'Revenue',
      value: formatCents(summary.revenueCents),
      hint: 'What the sales charged, after vouchers.',
      change: changeOf(summary.revenueCents, previous.revenueCents),
      against: period,
    },
    {
      label: 'Avg Order Value',
      value: formatCents(summary.avgOrderValueCents),
      hint: 'Revenue divided by paid orders.',
      change: changeOf(summary.avgOrderValueCents, previous.avgOrderValueCents),
      against: period,
    },
    {
      label: 'Today',
      value: count(summary.todayCount),
      hint: 'Sales placed since midnight, Singapore time.',
      change: changeOf(summary.todayCount, previous.todayCount),
      against: 'yesterday by this time',
    },
    {
      label: 'This Week',
      value: count(summary.weekCount),
      hint: 'Sales placed since Monday midnight, Singapore time.',
      change: changeOf(summary.weekCount, previous.weekCount),
      against: 'last week by this time',
    },
    {
      label: 'Abandoned Checkouts',
      value: `${count(summary.abandonedCheckouts)} · ${formatCents(summary.abandonedCents)}`,
      hint: 'Checkouts opened in the range and not paid, and what they held.',
      change: changeOf(summary.abandonedCheckouts, previous.abandonedCheckouts),
      against: period,
      upIsGood: false,
    },
    {
      label: 'Checkout Conversion',
      value: formatRate(summary.conversionRate),
      hint: 'Of the checkouts opened in the range that ended, the share that became a sale.',
      change: changeOf(summary.conversionRate ?? 0, previous.conversionRate ?? 0),
      against: period,
    },
  ];
}

const ARROWS = { up: '▲', down: '▼', same: '–' } as const;
const WORDS = { up: 'Up', down: 'Down', same: 'No change' } as const;

function Comparison({ card }: { card: Card }) {
  const { direction, percent } = card.change;
  const good = direction === 'same' ? null : (direction === 'up') === (card.upIsGood ?? true);
  const tone = good === null ? 'text-muted' : good ? 'text-success' : 'text-danger';
  return (
    <dd className="mt-1 text-sm tabular-nums">
      <span className={`font-semibold ${tone}`}>
        <span aria-hidden="true">{ARROWS[direction]} </span>
        <span className="sr-only">{WORDS[direction]} </span>
        {percent ?? 'new'}
      </span>
      <span className="text-muted"> vs {card.against}</span>
    </dd>
  );
}

/** The five KPI cards of spec section 2 and the checkouts' two, each against the period before. */
export function KpiCards({ summary }: { summary: AnalyticsSummary }) {
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7">
      {cardsOf(summary).map((card) => (
        <div key={card.label} className="flex flex-col rounded-xl border border-sand bg-white p-4">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy tabular-nums">{card.value}</dd>
          <Comparison card={card} />
          <dd className="mt-2 text-xs text-muted">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
