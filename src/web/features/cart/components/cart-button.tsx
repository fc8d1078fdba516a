import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CHECKOUT_CANCELLED, CHECKOUT_PARAMETER } from '#shared/paths.js';
import { useCart } from '#web/api/get-cart.ts';
import { iconButtonClass } from '#web/components/button-classes.ts';
import { BagIcon } from '#web/components/icons.tsx';
import { type AddedToBag, useAddedToBag } from '#web/lib/bag-events.ts';

const loadPanel = () => import('./cart-panel');
// The panel is code of its own: the first page carries only this button and its count.
const CartPanel = lazy(() => loadPanel().then((module) => ({ default: module.CartPanel })));
const MiniBag = lazy(() => import('./mini-bag').then((module) => ({ default: module.MiniBag })));

/**
 * The return from a payment page the shopper cancelled (`?checkout=cancelled`, the sandbox's and
 * Stripe's cancel_url): told once, then the address forgets it, so a reload or the back button
 * does not say it again.
 */
function usePaymentCancelled(onReturn: () => void) {
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(false);
  const returned = params.get(CHECKOUT_PARAMETER) === CHECKOUT_CANCELLED;
  const latest = useRef(onReturn);
  latest.current = onReturn;
  useEffect(() => {
    if (!returned) return;
    setShown(true);
    latest.current();
    setParams(
      (current) => {
        current.delete(CHECKOUT_PARAMETER);
        return current;
      },
      { replace: true },
    );
  }, [returned, setParams]);
  return { shown, dismiss: () => setShown(false) };
}

/** The cart icon of the top bar (spec section 2) with a count badge; it opens the Shopping Bag. */
export function CartButton() {
  const { data: cart } = useCart();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [opened, setOpened] = useState(false);
  const [added, setAdded] = useState<AddedToBag | null>(null);
  const paymentCancelled = usePaymentCancelled(() => {
    setOpened(true);
    setOpen(true);
  });
  // Something was added anywhere in the shop: the bag opens in brief on it (the mini-bag).
  useAddedToBag((item) => {
    if (!open) setAdded(item);
  });
  // It belongs to the page the shopper added from.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) setAdded(null);
  }, [pathname]);
  // Closing the bag retires the cancelled payment's notice with it.
  const close = () => {
    setOpen(false);
    paymentCancelled.dismiss();
  };
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
          if (open) close();
          else setOpen(true);
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
          <CartPanel open={open} onClose={close} paymentCancelled={paymentCancelled.shown} />
        </Suspense>
      )}
    </>
  );
}
