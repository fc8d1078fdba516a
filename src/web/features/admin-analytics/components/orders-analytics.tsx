import { useState } from 'react';
import { TO_FULFILL_DEFAULT_PAGE_SIZE } from '#shared/schemas/analytics.js';
import { FormMessage } from '#web/components/form-message.tsx';
import {
  salesCsvUrl,
  useAnalyticsSummary,
  useDailyRevenue,
  useOrdersToFulfill,
  useTopProducts,
} from '../api/analytics-queries';
import { DEFAULT_RANGE_CHOICE, type RangeChoice, rangeQueryOf, rangeSubtitle } from '../lib/range';
import { DailyRevenueChart } from './daily-revenue-chart';
import { KpiCards } from './kpi-cards';
import { RangeControls } from './range-controls';
import { RevenueByChannelShares, RevenueByMethodShares } from './revenue-shares';
import { ToFulfillTable } from './to-fulfill-table';
import { TopProducts } from './top-products';

/** Spec section 2, 'Orders Analytics': default 30 days, figures in Singapore days. */
export function OrdersAnalytics() {
  const [choice, setChoice] = useState<RangeChoice>(DEFAULT_RANGE_CHOICE);
  const [page, setPage] = useState({ limit: TO_FULFILL_DEFAULT_PAGE_SIZE, offset: 0 });
  const range = rangeQueryOf(choice);
  const summary = useAnalyticsSummary(range);
  const daily = useDailyRevenue(range);
  const top = useTopProducts(range);
  const toFulfill = useOrdersToFulfill(range, page);
  const all = [summary, daily, top, toFulfill];

  function changeRange(next: RangeChoice) {
    setChoice(next);
    setPage((current) => ({ ...current, offset: 0 }));
  }

  return (
    <div>
      <h2 className="text-2xl text-navy">Orders Analytics</h2>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted">{rangeSubtitle(range)}</p>
        <a
          href={salesCsvUrl(range)}
          download
          className="rounded-md border border-sand-deep px-3 py-1.5 text-sm text-navy hover:bg-sand"
        >
          Download sales CSV
        </a>
      </div>
      <div className="mt-4">
        <RangeControls
          choice={choice}
          customInUse={'start' in range && range.start !== undefined}
          onChange={changeRange}
        />
      </div>
      {all.some((query) => query.isError) ? (
        <div className="mt-6">
          <FormMessage tone="error">Couldn’t load analytics.</FormMessage>
        </div>
      ) : !summary.data || !daily.data || !top.data || !toFulfill.data ? (
        <p role="status" className="py-10 text-muted">
          Loading analytics…
        </p>
      ) : (
        <div className="mt-6 space-y-6" aria-busy={all.some((query) => query.isFetching)}>
          <KpiCards summary={summary.data} />
          <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
            <DailyRevenueChart days={daily.data} />
            <div className="space-y-6">
              <TopProducts products={top.data} />
              <RevenueByMethodShares methods={summary.data.revenueByMethod} />
              <RevenueByChannelShares channels={summary.data.revenueByChannel} />
            </div>
          </div>
          <ToFulfillTable page={toFulfill.data} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
