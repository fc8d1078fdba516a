import { type FocusEvent, type KeyboardEvent, useId } from 'react';
import { PRODUCT_MESSAGES } from '#shared/schemas/product-admin.js';
import { showToast } from '#web/lib/toasts.ts';

interface StockInputProps {
  productName: string;
  stockQty: number;
  onCommit: (stockQty: number) => void;
}

/**
 * The list's stock box: a change is sent when the box is left or Enter is pressed. It is keyed by
 * the saved stock, so a refused change (rolled back by the list) puts the old number back.
 */
export function StockInput({ productName, stockQty, onCommit }: StockInputProps) {
  const id = useId();

  function commit(input: HTMLInputElement) {
    const next = Number(input.value);
    if (input.value.trim() === '' || !Number.isInteger(next) || next < 0) {
      showToast('error', PRODUCT_MESSAGES.stock);
      input.value = String(stockQty);
      return;
    }
    if (next !== stockQty) onCommit(next);
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs text-muted">
        Stock
      </label>
      <input
        key={stockQty}
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={stockQty}
        aria-label={`Stock of ${productName}`}
        onBlur={(event: FocusEvent<HTMLInputElement>) => commit(event.currentTarget)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit(event.currentTarget);
        }}
        className="min-h-11 w-20 rounded-lg border border-sand-deep bg-white px-2 text-base text-ink focus:border-navy"
      />
    </div>
  );
}
