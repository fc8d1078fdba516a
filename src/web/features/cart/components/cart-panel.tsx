import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { useCart, useReloadCart } from '#web/api/get-cart.ts';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { DialogHeader } from '#web/components/dialog-header.tsx';
import { lineNamedIn } from '../lib/named-line';
import { CartLine } from './cart-line';
import { CheckoutButton } from './checkout-button';
import { DeliveryStep } from './delivery-step';
import { OrderSummary } from './order-summary';
import { VoucherForm } from './voucher-form';

interface CartPanelProps {
  open: boolean;
  onClose: () => void;
  /** Back from a payment page the shopper cancelled: the panel opens at delivery and says so. */
  paymentCancelled?: boolean;
}

export const PAYMENT_CANCELLED_NOTICE = 'Payment cancelled — nothing was charged';

/** Something the shop tells the shopper about the bag as it opens. */
function PanelNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-gold/40 bg-gold/10 px-4 py-3 text-sm leading-relaxed text-ink"
    >
      {children}
    </p>
  );
}

/**
 * The sliding Shopping Bag (spec sections 2 and 4): reloaded from the server at every opening and
 * after every change; a click outside (on the backdrop) or Escape closes it.
 */
export function CartPanel({ open, onClose, paymentCancelled = false }: CartPanelProps) {
  const titleId = useId();
  const { data: cart, isPending, isError } = useCart();
  const reload = useReloadCart();
  // Proceed to Payment first asks where and when to deliver (issue 15); every opening starts at the bag.
  const [step, setStep] = useState<'bag' | 'delivery'>('bag');
  // A refusal of the payment that names a line of the bag is the bag's to fix (issue 15).
  const [refusalText, setRefusalText] = useState<string | null>(null);
  const refusalId = useId();

  useEffect(() => {
    if (open) void reload();
    else setStep('bag');
  }, [open, reload]);
  // …except the return from a cancelled payment, which goes on where the shopper left.
  useEffect(() => {
    if (open && paymentCancelled) setStep('delivery');
  }, [open, paymentCancelled]);
  // A refusal speaks of the bag as it was: any change to the bag (or a new opening) retires it.
  useEffect(() => {
    if (open && cart) setRefusalText(null);
  }, [open, cart]);

  const items = cart?.items ?? [];
  const delivering = step === 'delivery' && items.length > 0;
  const refusal = refusalText === null ? undefined : { id: refusalId, text: refusalText };
  const refusedLine = refusal && lineNamedIn(refusal.text, items);

  /** Back to the bag, pointing at the line, when the refusal names one. */
  function refusedPayment(text: string) {
    if (!lineNamedIn(text, items)) return;
    setRefusalText(text);
    setStep('bag');
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-y-0 right-0 left-auto h-dvh w-[min(28rem,92vw)] translate-x-full transition-[translate,overlay,display] transition-discrete duration-300 open:translate-x-0 starting:open:translate-x-full motion-reduce:transition-none"
    >
      <div className="flex h-full flex-col bg-cream">
        <DialogHeader
          titleId={titleId}
          title="Shopping Bag"
          closeLabel="Close shopping bag"
          onClose={onClose}
          className="border-b border-sand px-5 py-3 sm:px-6"
          titleClassName="font-serif"
          closeClassName="-mr-2"
        />

        <div className="flex-1 overflow-y-auto px-5 py-4 sm:px-6" aria-busy={isPending}>
          {paymentCancelled && <PanelNotice>{PAYMENT_CANCELLED_NOTICE}</PanelNotice>}
          {cart?.notice && <PanelNotice>{cart.notice}</PanelNotice>}
          {delivering && cart ? (
            <div className="flex flex-col gap-5">
              <OrderSummary cart={cart} />
              <DeliveryStep
                cartId={cart.cartId}
                onBack={() => setStep('bag')}
                onRefused={refusedPayment}
              />
            </div>
          ) : isPending ? (
            <p className="py-10 text-center text-muted">Loading…</p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-5 py-10 text-center">
              <p className="text-muted">
                {isError ? 'Your bag could not be loaded.' : 'Your bag is empty.'}
              </p>
              <Link to={pagePaths.allProducts} onClick={onClose} className={secondaryButtonClass}>
                Continue shopping
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-sand" aria-label="Items in your bag">
              {items.map((item) => (
                <CartLine
                  key={item.itemId}
                  item={item}
                  onNavigate={onClose}
                  refusedBy={item === refusedLine ? refusal?.id : undefined}
                />
              ))}
            </ul>
          )}
        </div>

        {/* An empty bag has nothing to sum up or pay for: its message and Continue shopping say it all. */}
        {cart && items.length > 0 && !delivering && (
          <div className="flex flex-col gap-4 border-t border-sand bg-white px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
            <VoucherForm voucher={cart.voucher} />
            <OrderSummary cart={cart} />
            <CheckoutButton onProceed={() => setStep('delivery')} refusal={refusal} />
          </div>
        )}
      </div>
    </Dialog>
  );
}
