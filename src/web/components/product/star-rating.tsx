import { MAX_RATING, ratingText } from '#shared/reviews.js';

interface StarsProps {
  /** 0 to 5, halves and tenths drawn as part of a star. */
  value: number;
  className?: string;
}

/** Five stars filled to the value: drawn for the eye, hidden from screen readers (words say it). */
export function Stars({ value, className = 'text-base' }: StarsProps) {
  const filled = `${Math.max(0, Math.min(MAX_RATING, value)) * (100 / MAX_RATING)}%`;
  return (
    <span aria-hidden="true" className={`relative inline-block leading-none ${className}`}>
      <span className="text-sand">★★★★★</span>
      <span className="absolute inset-0 overflow-hidden text-gold-deep" style={{ width: filled }}>
        ★★★★★
      </span>
    </span>
  );
}

/** A product's average stars and how many reviews, in words for everyone and stars for the eye. */
export function RatingSummary({
  rating,
  className = 'text-sm',
}: {
  rating: { average: number; count: number };
  className?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-1.5 text-ink ${className}`}>
      <Stars value={rating.average} />
      <span className="sr-only">{ratingText(rating)}</span>
      <span aria-hidden="true">
        {rating.average.toFixed(1)} ({rating.count})
      </span>
    </span>
  );
}
