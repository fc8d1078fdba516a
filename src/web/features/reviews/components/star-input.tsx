import { MAX_RATING } from '#shared/reviews.js';

const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

interface StarInputProps {
  value: number;
  onChange: (stars: number) => void;
  error: string | undefined;
}

/** The stars as five radio buttons: keyboard and screen readers choose them as any radio group. */
export function StarInput({ value, onChange, error }: StarInputProps) {
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="text-sm font-medium text-ink">Your rating</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative cursor-pointer rounded p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-navy"
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className={`text-3xl leading-none ${stars <= value ? 'text-gold-deep' : 'text-ink/30'}`}
            >
              ★
            </span>
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="rating-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
