import { formatCents, formatDollars } from '#shared/money.js';
import type { DailyEntry } from '#shared/schemas/analytics.js';
import { formatDate } from '#shared/time.js';

/**
 * 'Daily Revenue (Paid)': one CSS bar per day (no chart library). Each bar is a list item that
 * says its day and amount, so the chart reads as a list to screen readers.
 */
export function DailyRevenueChart({ days }: { days: DailyEntry[] }) {
  const max = Math.max(0, ...days.map((day) => day.revenueCents));
  return (
    <section
      aria-labelledby="daily-revenue-title"
      className="rounded-xl border border-sand bg-white p-4"
    >
      <h3 id="daily-revenue-title" className="text-lg text-navy">
        Daily Revenue (Paid)
      </h3>
      {max === 0 ? (
        <p className="py-8 text-muted">No data.</p>
      ) : (
        <>
          <ol
            className="mt-4 flex h-48 items-end gap-px border-b border-sand-deep"
            aria-label="Revenue per day"
          >
            {days.map((day) => (
              <li
                key={day.date}
                className="group relative flex h-full min-w-0 flex-1 items-end"
                title={`${formatDate(day.date)}: ${formatDollars(day.revenue)}`}
              >
                <span
                  aria-hidden="true"
                  className="block w-full rounded-t-sm bg-navy group-hover:bg-gold-deep"
                  style={{ height: `${(day.revenueCents / max) * 100}%` }}
                />
                <span className="sr-only">
                  {formatDate(day.date)}: {formatDollars(day.revenue)}, {day.paidCount} paid orders
                </span>
              </li>
            ))}
          </ol>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
            <span>{formatDate(days[0]?.date ?? '')}</span>
            <span>Peak {formatCents(max)}</span>
            <span>{formatDate(days.at(-1)?.date ?? '')}</span>
          </div>
        </>
      )}
    </section>
  );
}
