import { MAX_RATING, ratingText } from '#shared/reviews.js';

interface StarsProps {
  /** 0 to 5; drawn to the nearest half star. */
  value: number;
  className?: string;
}

/** How each star is drawn: full, half (its left half gold) or empty. */
const STAR_TONES = [
  'text-sand',
  'bg-linear-to-r from-gold-deep from-50% to-sand to-50% bg-clip-text text-transparent',
  'text-gold-deep',
] as const;

/** The stars' places, 0 to 4, left to right. */
const STAR_PLACES = Array.from({ length: MAX_RATING }, (_, place) => place);

/**
 * Five stars filled to the value, to the nearest half star, drawn for the eye and hidden from
 * screen readers (words say the exact value). Classes only: the page's security policy refuses
 * style attributes in the server's HTML.
 */
export function Stars({ value, className = 'text-base' }: StarsProps) {
  const halves = Math.round(Math.max(0, Math.min(MAX_RATING, value)) * 2);
  return (
    <span aria-hidden="true" className={`inline-block leading-none ${className}`}>
      {STAR_PLACES.map((place) => (
        <span key={place} className={STAR_TONES[Math.max(0, Math.min(2, halves - place * 2))]}>
          ★
        </span>
      ))}
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
