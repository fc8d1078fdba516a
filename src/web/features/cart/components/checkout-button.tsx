import { primaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';

interface CheckoutButtonProps {
  onProceed: () => void;
  /** Why the last payment was refused, with the id the line it names points to. */
  refusal: { id: string; text: string } | undefined;
}

/**
 * Proceed to Payment, shown only beside a bag with something in it (an empty bag, spec section 4,
 * has nothing to pay for, so no button at all; issue 26). It leads to the delivery step,
 * whose own button opens the payment page. A refusal that names a line of the bag shows next to
 * it (issue 15), where the shopper's eyes are, not only in the console.
 */
export function CheckoutButton({ onProceed, refusal }: CheckoutButtonProps) {
  return (
    <div className="flex flex-col gap-3">
      <div id={refusal?.id} className="empty:hidden">
        {refusal && <FormMessage tone="error">{refusal.text}</FormMessage>}
      </div>
      <button
        type="button"
        onClick={onProceed}
        aria-describedby={refusal?.id}
        className={`${primaryButtonClass} w-full`}
      >
        Proceed to Payment
      </button>
    </div>
  );
}
