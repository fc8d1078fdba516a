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
      {/*
        The line above says it in words; the bar is the picture of it. Drawn in SVG, whose
        lengths are attributes: server-rendered inline styles would break the style CSP.
      */}
      <svg aria-hidden="true" width="100%" height="16" overflow="visible" className="mt-1 block">
        <rect
          y="4"
          width="100%"
          height="8"
          rx="4"
          className={dark ? 'fill-cream/25' : 'fill-sand'}
        />
        <rect y="4" width={`${percent}%`} height="8" rx="4" className="fill-gold" />
        <circle
          cx={`${percent}%`}
          cy="8"
          r="7"
          strokeWidth="2"
          className={`stroke-gold ${dark ? 'fill-navy' : 'fill-cream'}`}
        />
      </svg>
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
