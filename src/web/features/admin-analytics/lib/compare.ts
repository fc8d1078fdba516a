/** How a figure moved against the same stretch before it. */
export interface Change {
  direction: 'up' | 'down' | 'same';
  /** "12.5%"; null when there was nothing before to compare with. */
  percent: string | null;
}

const percentFormat = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 1 });

/** The change from `previous` to `current`, in percent of `previous`, to one decimal. */
export function changeOf(current: number, previous: number): Change {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'same';
  if (previous === 0) return { direction, percent: current === 0 ? '0%' : null };
  const percent = (Math.abs(current - previous) / Math.abs(previous)) * 100;
  return { direction, percent: `${percentFormat.format(percent)}%` };
}

/** "12.34%" for a rate of 0.1234; "–" when there is none. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${percentFormat.format(rate * 100)}%`;
}
