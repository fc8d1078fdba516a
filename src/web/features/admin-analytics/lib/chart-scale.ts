import { centsToDollars, formatCompactDollars } from '#shared/money.js';

/**
 * Gridline values from 0 up to at least `max`: about `count` steps of 1, 2, 2.5 or 5 × 10ⁿ, so
 * the axis reads in round amounts.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((value) => value >= rough) ??
    10 * magnitude;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) ticks.push(value);
  return ticks;
}

/** Which of `length` days get a date under the axis: at most `most`, evenly, the last always. */
export function labelledDays(length: number, most: number): number[] {
  if (length <= most) return Array.from({ length }, (_, index) => index);
  const every = Math.ceil(length / most);
  const picked = Array.from({ length }, (_, index) => index).filter(
    (index) => (length - 1 - index) % every === 0,
  );
  return picked;
}

/** "$1.2K" for 120,000 cents: axis labels stay short on a phone. */
export function axisDollars(cents: number): string {
  return formatCompactDollars(centsToDollars(cents));
}
