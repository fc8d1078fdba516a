const SCALE_MAX = 10;

interface FirmnessGaugeProps {
  /** 0 (softest) to 10 (firmest), as in spec section 9. */
  value: number;
  /** The feel in a word, such as "Firm" or "Plush". */
  feel: string;
  tone?: 'light' | 'dark';
}

/** Firmness out of 10, in words and as a bar with a marker on a soft-to-firm scale. */
export function FirmnessGauge({ value, feel, tone = 'light' }: FirmnessGaugeProps) {
  const percent = (Math.min(Math.max(value, 0), SCALE_MAX) / SCALE_MAX) * 100;
  const dark = tone === 'dark';

  return (
    <div className="w-full">
      <div
        className={`flex items-baseline justify-between text-sm ${dark ? 'text-cream' : 'text-navy'}`}
      >
        <span className="font-medium">Firmness: {feel}</span>
        <span className="tabular-nums">
          {value}/{SCALE_MAX}
          <span className="sr-only"> on a scale from soft to firm</span>
        </span>
      </div>
      {/* The line above says it in words; the bar is the picture of it. */}
      <div
        aria-hidden="true"
        className={`relative mt-2 h-2 rounded-full ${dark ? 'bg-cream/25' : 'bg-sand'}`}
      >
        <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
        <div
          className={`absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-gold ${dark ? 'bg-navy' : 'bg-cream'}`}
          style={{ left: `${percent}%` }}
        />
      </div>
      <div
        aria-hidden="true"
        className={`mt-1.5 flex justify-between text-xs ${dark ? 'text-cream/70' : 'text-muted'}`}
      >
        <span>Soft</span>
        <span>Firm</span>
      </div>
    </div>
  );
}
