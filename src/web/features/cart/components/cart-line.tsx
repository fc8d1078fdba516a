import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { QUANTITY_MIN } from '#shared/constants.js';
import { withImageWidth } from '#shared/images.js';
import { formatDollars } from '#shared/money.js';
import { pagePaths } from '#shared/paths.js';
import type { CartItem } from '#shared/schemas/cart.js';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useRemoveItem } from '../api/remove-item';
import { type Step, useStepItem } from '../api/step-item';
import { stockNote } from '../lib/stock-note';
import { linePrice } from '../lib/totals';

const stepClass =
  'grid size-10 place-items-center text-lg text-navy transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * Spec section 8: a failed change is told, the server's words first; in the line it concerns
 * rather than a browser alert (issue 26), which blocks the page and names no line.
 */
const STEP_FAILURE: Record<Step, string> = {
  increment: 'Failed to increase quantity',
  decrement: 'Unable to decrease quantity',
};

interface CartLineProps {
  item: CartItem;
  onNavigate: () => void;
  /** The id of a checkout refusal that names this line: it is marked and described by it. */
  refusedBy?: string | undefined;
}

/** One line of the bag: image, name, size, − quantity +, line price and Remove. */
export function CartLine({ item, onNavigate, refusedBy }: CartLineProps) {
  const stepper = useStepItem();
  const remover = useRemoveItem();
  const busy = stepper.isPending || remover.isPending;
  const productPath = pagePaths.product(item.productId);
  const note = stockNote(item);
  const noteId = useId();
  // The last change's failure, kept by its mutation until the next change of this line.
  const failure = remover.error
    ? errorText(remover.error, 'Failed to remove item')
    : stepper.error && stepper.variables
      ? errorText(stepper.error, STEP_FAILURE[stepper.variables.step])
      : null;

  function step(direction: Step) {
    remover.reset();
    stepper.mutate({ itemId: item.itemId, step: direction });
  }

  function remove() {
    stepper.reset();
    remover.mutate(item.itemId);
  }

  const lineRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (refusedBy) lineRef.current?.scrollIntoView({ block: 'nearest' });
  }, [refusedBy]);

  return (
    <li
      ref={lineRef}
      aria-busy={busy}
      aria-describedby={refusedBy}
      data-refused={refusedBy ? true : undefined}
      className={`flex gap-4 py-4 ${refusedBy ? '-mx-3 rounded-xl bg-danger/5 px-3 ring-2 ring-danger/60' : ''}`}
    >
      <Link to={productPath} onClick={onNavigate} className="shrink-0" tabIndex={-1} aria-hidden>
        <img
          src={withImageWidth(item.image, 160)}
          alt=""
          width={80}
          height={80}
          className="size-20 rounded-lg bg-sand object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={productPath}
              onClick={onNavigate}
              className="font-medium text-navy hover:text-gold-deep"
            >
              {item.name}
            </Link>
            {item.sizeLabel && (
              <p className="text-sm text-muted">
                {item.sizeName ? `${item.sizeName} · ` : ''}
                {item.sizeLabel}
              </p>
            )}
            <p className="text-sm text-muted tabular-nums">{formatDollars(item.unitPrice)} each</p>
          </div>
          <p className="shrink-0 font-medium text-ink tabular-nums">
            {formatDollars(linePrice(item))}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <fieldset className="inline-flex items-center overflow-hidden rounded-full border border-sand-deep bg-white">
            <legend className="sr-only">Quantity of {item.name}</legend>
            <button
              type="button"
              aria-label={`Decrease quantity of ${item.name}`}
              onClick={() => step('decrement')}
              disabled={busy || item.quantity <= QUANTITY_MIN}
              className={stepClass}
            >
              −
            </button>
            <output
              aria-live="polite"
              aria-label={`Quantity: ${item.quantity}`}
              className="w-9 text-center font-medium tabular-nums text-ink"
            >
              {item.quantity}
            </output>
            <button
              type="button"
              aria-label={`Increase quantity of ${item.name}`}
              onClick={() => step('increment')}
              // The server still refuses above the stock; this spares the shopper the refusal.
              disabled={busy || note !== null}
              aria-describedby={note ? noteId : undefined}
              className={stepClass}
            >
              +
            </button>
          </fieldset>
          <button
            type="button"
            disabled={busy}
            onClick={remove}
            className="min-h-11 px-2 text-sm text-muted underline underline-offset-4 hover:text-danger disabled:opacity-60"
          >
            Remove<span className="sr-only"> {item.name}</span>
          </button>
        </div>
        {/* Live, so reaching the limit is heard as well as seen; empty until then. */}
        <p id={noteId} aria-live="polite" className="text-sm text-muted empty:hidden">
          {note}
        </p>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
      </div>
    </li>
  );
}
