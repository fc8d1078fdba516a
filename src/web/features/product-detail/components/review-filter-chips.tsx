import { SLEEP_POSITIONS, type SleepPosition } from '#shared/reviews.js';
import type { ProductReviews } from '#shared/schemas/reviews.js';

const CHIP_LABELS: Record<SleepPosition, string> = {
  side: 'Side sleepers',
  back: 'Back sleepers',
  front: 'Front sleepers',
};

const chipClass =
  'min-h-10 rounded-full px-4 text-sm font-medium text-navy ring-1 ring-sand transition-colors hover:bg-cream aria-pressed:bg-navy aria-pressed:text-cream aria-pressed:ring-navy';

interface ReviewFilterChipsProps {
  chosen: SleepPosition | undefined;
  total: number;
  counts: ProductReviews['positionCounts'];
  onChoose: (position: SleepPosition | undefined) => void;
}

/** All, Side, Back, Front sleepers, each with its count; the pressed one filters the list. */
export function ReviewFilterChips({ chosen, total, counts, onChoose }: ReviewFilterChipsProps) {
  const choices = [
    { position: undefined, label: 'All', count: total },
    ...SLEEP_POSITIONS.map((position) => ({
      position,
      label: CHIP_LABELS[position],
      count: counts[position],
    })),
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a fieldset of inputs
    <div role="group" aria-label="Show reviews from" className="mt-6 flex flex-wrap gap-2">
      {choices.map(({ position, label, count }) => (
        <button
          key={label}
          type="button"
          aria-pressed={position === chosen}
          onClick={() => onChoose(position)}
          className={chipClass}
        >
          {label} <span className="opacity-80">({count})</span>
        </button>
      ))}
    </div>
  );
}
