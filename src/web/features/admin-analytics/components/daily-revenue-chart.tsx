import {
  type KeyboardEvent,
  type PointerEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { formatCents } from '#shared/money.js';
import type { DailyEntry } from '#shared/schemas/analytics.js';
import { formatDate, formatShortDate } from '#shared/time.js';
import { axisDollars, labelledDays, niceTicks } from '../lib/chart-scale';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 56 };
const sales = (count: number) => `${count} ${count === 1 ? 'sale' : 'sales'}`;
const valueText = (day: DailyEntry | undefined) =>
  day ? `${formatDate(day.date)}: ${formatCents(day.revenueCents)}, ${sales(day.paidCount)}` : '';

/** The width the chart has: it is drawn at the screen's pixels, so its text never scales. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function Bars({ days, width }: { days: DailyEntry[]; width: number }) {
  const [active, setActive] = useState<number | null>(null);
  const hintId = useId();
  const ticks = niceTicks(Math.max(...days.map((day) => day.revenueCents)));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / days.length;
  const gap = slot > 6 ? Math.min(4, slot * 0.2) : 0;
  const y = (cents: number) => MARGIN.top + plotHeight - (cents / top) * plotHeight;
  const labelled = new Set(labelledDays(days.length, Math.max(2, Math.floor(plotWidth / 64))));
  const shown = active === null ? undefined : days[active];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -days.length,
      End: days.length,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setActive((current) =>
      Math.min(days.length - 1, Math.max(0, (current ?? days.length - 1) + move)),
    );
  }

  /** The day under the pointer: its whole column answers, however low its bar. */
  function pointAt(event: PointerEvent<HTMLDivElement>) {
    const left = event.currentTarget.getBoundingClientRect().left + MARGIN.left;
    const index = Math.floor((event.clientX - left) / slot);
    setActive(index >= 0 && index < days.length ? index : null);
  }

  return (
    // A slider over the days: arrow keys pick a day, whose figures are its value.
    <div
      role="slider"
      aria-label="Daily revenue: pick a day"
      aria-describedby={hintId}
      aria-valuemin={1}
      aria-valuemax={days.length}
      aria-valuenow={(active ?? days.length - 1) + 1}
      aria-valuetext={valueText(days[active ?? days.length - 1])}
      tabIndex={0}
      className="relative touch-pan-y"
      onKeyDown={onKeyDown}
      onFocus={() => setActive((current) => current ?? days.length - 1)}
      onBlur={() => setActive(null)}
      onPointerMove={pointAt}
      onPointerDown={pointAt}
      onPointerLeave={() => setActive(null)}
    >
      <svg width={width} height={HEIGHT} aria-hidden="true" className="block">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + plotWidth}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stroke-sand-deep' : 'stroke-sand'}
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={MARGIN.left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-muted text-[11px]"
            >
              {axisDollars(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = MARGIN.left + index * slot;
          return (
            <g key={day.date}>
              <rect
                x={x + gap / 2}
                y={y(day.revenueCents)}
                width={Math.max(1, slot - gap)}
                height={Math.max(0, MARGIN.top + plotHeight - y(day.revenueCents))}
                rx={slot > 8 ? 2 : 0}
                className={index === active ? 'fill-gold-deep' : 'fill-navy'}
              />
              {labelled.has(index) ? (
                <text
                  x={x + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-muted text-[11px]"
                >
                  {formatShortDate(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p id={hintId} className="sr-only">
        Use the left and right arrow keys to read each day; the table view lists every day.
      </p>
      {shown && active !== null ? (
        <div
          aria-hidden="true"
          data-testid="chart-tooltip"
          className="pointer-events-none absolute top-0 z-10 -translate-x-1/2 whitespace-nowrap rounded-md bg-navy px-2 py-1 text-xs text-white shadow"
          style={{
            left: Math.min(
              Math.max(MARGIN.left + (active + 0.5) * slot, 70),
              Math.max(70, width - 70),
            ),
          }}
        >
          <div className="font-semibold">{formatDate(shown.date)}</div>
          <div className="tabular-nums">
            {formatCents(shown.revenueCents)} · {sales(shown.paidCount)}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Every day as a row: the chart's figures for screen readers, and for anyone who asks. */
function DaysTable({ days, visible }: { days: DailyEntry[]; visible: boolean }) {
  return (
    <div className={visible ? 'mt-3 max-h-80 overflow-auto' : 'sr-only'}>
      <table className="w-full text-sm">
        <caption className="sr-only">Daily revenue</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 pr-3 font-medium">
              Date
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Revenue
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Sales
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-t border-sand">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {formatDate(day.date)}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">{formatCents(day.revenueCents)}</td>
              <td className="py-1 text-right tabular-nums">{day.paidCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Daily Revenue (Paid)': hand-drawn SVG bars with a dollar axis, gridlines and dates; a day's
 * figures on hover and on focus (arrow keys), and a table view that screen readers always get
 * (docs/decisions/0034-analytics-roll-ups-and-chart.md).
 */
export function DailyRevenueChart({ days }: { days: DailyEntry[] }) {
  const [tableShown, setTableShown] = useState(false);
  const { ref, width } = useWidth();
  const empty = days.every((day) => day.revenueCents === 0);
  return (
    <section
      aria-labelledby="daily-revenue-title"
      className="min-w-0 rounded-xl border border-sand bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="daily-revenue-title" className="text-lg text-navy">
          Daily Revenue (Paid)
        </h3>
        {empty ? null : (
          <button
            type="button"
            aria-pressed={tableShown}
            onClick={() => setTableShown((shown) => !shown)}
            className="rounded-md border border-sand-deep px-3 py-1 text-sm text-navy hover:bg-sand"
          >
            Table view
          </button>
        )}
      </div>
      {empty ? (
        <p className="py-8 text-muted">No data.</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-muted">
            Sales (paid or processing) per Singapore day, after vouchers.
          </p>
          <div ref={ref} className="mt-3" hidden={tableShown}>
            {width > 0 ? <Bars days={days} width={width} /> : <div style={{ height: HEIGHT }} />}
          </div>
          <DaysTable days={days} visible={tableShown} />
        </>
      )}
    </section>
  );
}
