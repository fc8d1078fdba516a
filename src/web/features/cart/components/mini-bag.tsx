import { useId } from 'react';
import { formatDollars } from '#shared/money.js';
import { sizeText } from '#shared/size-text.js';
import { useCart } from '#web/api/get-cart.ts';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { CloseButton } from '#web/components/close-button.tsx';
import type { AddedToBag } from '#web/lib/bag-events.ts';

interface MiniBagProps {
  added: AddedToBag;
  onOpenBag: () => void;
  onClose: () => void;
}

/**
 * The Shopping Bag in brief, just under the bag icon, when something has been added: what went
 * in and what the bag now holds, where the shopper is looking. It does not take the page over:
 * they may keep shopping, open the bag, or close it.
 */
export function MiniBag({ added, onOpenBag, onClose }: MiniBagProps) {
  const titleId = useId();
  const { data: cart } = useCart();

  return (
    <section
      aria-labelledby={titleId}
      className="fixed top-[4.5rem] right-3 z-40 lg:top-[5.5rem] w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-4 shadow-2xl shadow-navy/25 ring-1 ring-sand sm:right-6"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} role="status" className="font-serif text-lg text-success">
          Added to your bag
        </h2>
        <CloseButton label="Close" onClick={onClose} className="-mr-2" />
      </div>
      <div className="mt-2 flex items-center gap-3">
        {added.imageUrl && (
          <img
            src={added.imageUrl}
            alt=""
            width={80}
            height={60}
            className="h-15 w-20 shrink-0 rounded-lg bg-sand object-cover"
          />
        )}
        <p className="min-w-0 text-sm text-ink">
          <span className="block font-medium">{added.name}</span>
          {added.sizeLabel && <span className="block text-muted">{sizeText(added.sizeLabel)}</span>}
          <span className="block text-muted">Qty {added.quantity}</span>
        </p>
      </div>
      {cart && cart.itemCount > 0 && (
        <p className="mt-3 flex justify-between border-t border-sand pt-3 text-sm text-muted">
          <span>
            {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'} in your bag
          </span>
          <span className="font-medium tabular-nums text-ink">{formatDollars(cart.subtotal)}</span>
        </p>
      )}
      <button type="button" onClick={onOpenBag} className={`${primaryButtonClass} mt-3 w-full`}>
        View bag &amp; pay
      </button>
    </section>
  );
}
