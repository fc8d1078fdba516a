import { formatDollars } from '#shared/money.js';
import type { ProductSize } from '#shared/schemas/product.js';
import { sizeDimensionsText, stockText } from '../lib/sizes';

interface SizePickerProps {
  sizes: ProductSize[];
  /** The product's base price in dollars: each chip shows its size's price. */
  basePrice: number;
  selectedLabel: string | undefined;
  onSelect: (size: ProductSize) => void;
}

/**
 * Size chips: radio buttons underneath, so arrow keys and screen readers treat them as one choice.
 * A sold-out size is shown, with its price, but cannot be chosen; nor can one whose last units
 * unpaid checkouts hold, which says when they may be back.
 */
export function SizePicker({ sizes, basePrice, selectedLabel, onSelect }: SizePickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy">Size</legend>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:gap-3">
        {sizes.map((size) => {
          const soldOut = size.stockQty <= 0;
          return (
            <label
              key={size.label}
              className="relative flex cursor-pointer flex-col rounded-xl border border-sand-deep bg-white px-4 py-3 transition-colors hover:border-navy has-checked:border-navy has-checked:bg-navy has-checked:text-cream has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-sand/40 has-disabled:text-muted has-disabled:hover:border-sand-deep"
            >
              <input
                type="radio"
                name="size"
                value={size.label}
                checked={size.label === selectedLabel}
                disabled={soldOut}
                onChange={() => onSelect(size)}
                // Invisible over the whole chip: a tap anywhere on it is a tap on the radio.
                className="absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              {/* The price never wraps away from its name: a long name ("Super Single") breaks
                  between its own words instead, the price beside its first line. */}
              <span className="flex items-baseline justify-between gap-x-2">
                <span className="min-w-0 font-semibold">{size.sizeName}</span>
                <span className="shrink-0 text-sm font-medium whitespace-nowrap tabular-nums">
                  {formatDollars(basePrice + size.priceDelta)}
                </span>
              </span>
              <span className="text-sm opacity-85">{sizeDimensionsText(size.label)}</span>
              <span
                // Struck through only when nothing may come back; held units may.
                className={`mt-1 text-xs font-medium ${soldOut && !size.reserved ? 'line-through opacity-80' : 'opacity-85'}`}
              >
                {stockText(size)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
