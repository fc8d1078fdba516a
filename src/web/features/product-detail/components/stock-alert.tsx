import { lazy, Suspense, useId, useState } from 'react';
import type { ProductSize } from '#shared/schemas/product.js';
import { useSession } from '#web/api/get-session.ts';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';

// The form is code of its own (with the schema that checks it): it loads when a shopper asks.
const StockAlertForm = lazy(() =>
  import('./stock-alert-form').then((module) => ({ default: module.StockAlertForm })),
);

interface StockAlertProps {
  productId: number;
  sizes: ProductSize[];
}

/**
 * A sold-out size is no dead end (decision 0074): the shopper can leave an address to hear, once,
 * when it is back. Shown only while some size is out of stock.
 */
export function StockAlert({ productId, sizes }: StockAlertProps) {
  const soldOut = sizes.filter((size) => size.stockQty <= 0);
  const [open, setOpen] = useState(false);
  // Once saved, the answer takes the button's and the form's place: asking again is done.
  const [saved, setSaved] = useState<string | null>(null);
  const { user } = useSession();
  const panelId = useId();
  if (soldOut.length === 0) return null;
  const box = 'rounded-xl border border-sand-deep bg-sand/30 px-4 py-4';
  if (saved) {
    return (
      <div className={box}>
        <FormMessage tone="success">{saved}</FormMessage>
      </div>
    );
  }
  return (
    <div className={box}>
      <p className="text-sm text-ink">
        {soldOut.length === 1 ? 'One size is' : 'Some sizes are'} out of stock. We can e-mail you
        when {soldOut.length === 1 ? 'it is' : 'yours is'} back.
      </p>
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        className={`${secondaryButtonClass} mt-3 w-full sm:w-auto`}
      >
        Tell me when it is back
      </button>
      <div id={panelId} className="mt-4" hidden={!open}>
        {open && (
          <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
            <StockAlertForm
              productId={productId}
              sizes={soldOut}
              email={user?.email ?? ''}
              onSaved={setSaved}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
