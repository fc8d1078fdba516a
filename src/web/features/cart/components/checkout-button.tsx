import { primaryButtonClass } from '#web/components/button-classes.ts';

/**
 * Proceed to Payment: off when the bag is empty (spec section 4). It leads to the delivery step,
 * whose own button opens the payment page (issue 15).
 */
export function CheckoutButton({ empty, onProceed }: { empty: boolean; onProceed: () => void }) {
  return (
    <button
      type="button"
      onClick={onProceed}
      disabled={empty}
      className={`${primaryButtonClass} w-full`}
    >
      Proceed to Payment
    </button>
  );
}
