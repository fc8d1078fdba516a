import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCart } from '#web/api/get-cart.ts';
import { iconButtonClass } from '#web/components/button-classes.ts';
import { BagIcon } from '#web/components/icons.tsx';
import { type AddedToBag, useAddedToBag } from '#web/lib/bag-events.ts';

const loadPanel = () => import('./cart-panel');
// The panel is code of its own: the first page carries only this button and its count.
const CartPanel = lazy(() => loadPanel().then((module) => ({ default: module.CartPanel })));
const MiniBag = lazy(() => import('./mini-bag').then((module) => ({ default: module.MiniBag })));

/** The cart icon of the top bar (spec section 2) with a count badge; it opens the Shopping Bag. */
export function CartButton() {
  const { data: cart } = useCart();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [opened, setOpened] = useState(false);
  const [added, setAdded] = useState<AddedToBag | null>(null);
  // Something was added anywhere in the shop: the bag opens in brief on it (the mini-bag).
  useAddedToBag((item) => {
    if (!open) setAdded(item);
  });
  // It belongs to the page the shopper added from.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) setAdded(null);
  }, [pathname]);
  const count = cart?.itemCount ?? 0;
  const label = count > 0 ? `Shopping bag, ${count} item${count === 1 ? '' : 's'}` : 'Shopping bag';

  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpened(true);
          setAdded(null);
          setOpen((wasOpen) => !wasOpen);
        }}
        className={`${iconButtonClass} relative`}
      >
        <BagIcon />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-gold-deep px-1 text-[0.6875rem] leading-5 font-semibold text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {added && (
        <Suspense fallback={null}>
          <MiniBag
            added={added}
            onClose={() => setAdded(null)}
            onOpenBag={() => {
              setAdded(null);
              setOpened(true);
              setOpen(true);
            }}
          />
        </Suspense>
      )}
      {opened && (
        <Suspense fallback={null}>
          <CartPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
