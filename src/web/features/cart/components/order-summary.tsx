import { formatCents, formatDollars } from '#shared/money.js';
import type { Cart } from '#shared/schemas/cart.js';
import { cartTotal } from '../lib/totals';

/** Spec section 2: Subtotal, the Voucher line (with its code) when one applies, and Total. */
export function OrderSummary({ cart }: { cart: Cart }) {
  return (
    <section aria-labelledby="order-summary-title">
      <h3
        id="order-summary-title"
        className="text-sm font-semibold tracking-wide text-navy uppercase"
      >
        Order Summary
      </h3>
      <dl className="mt-2 flex flex-col gap-1.5 text-sm tabular-nums">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatDollars(cart.subtotal)}</dd>
        </div>
        {cart.voucher && (
          <div className="flex justify-between text-success">
            <dt>
              Voucher <span className="font-medium">({cart.voucher.code})</span>
            </dt>
            <dd data-testid="cart-discount">−{formatCents(cart.discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-sand pt-2 text-base font-semibold text-ink">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatDollars(cartTotal(cart))}</dd>
        </div>
      </dl>
    </section>
  );
}
