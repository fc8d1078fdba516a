import { primaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';

interface CheckoutButtonProps {
  empty: boolean;
  pending: boolean;
  onCheckout: () => void;
  /** Why the last Proceed to Payment was refused, with the id the line it names points to. */
  refusal: { id: string; text: string } | undefined;
}

/**
 * Proceed to Payment: off while its call runs or when the bag is empty (spec section 4). A refusal
 * shows next to it (issue 15), where the shopper's eyes are, not only in the console.
 */
export function CheckoutButton({ empty, pending, onCheckout, refusal }: CheckoutButtonProps) {
  return (
    <div className="flex flex-col gap-3">
      <div id={refusal?.id} className="empty:hidden">
        {refusal && <FormMessage tone="error">{refusal.text}</FormMessage>}
      </div>
      <button
        type="button"
        onClick={onCheckout}
        disabled={empty || pending}
        aria-describedby={refusal?.id}
        className={`${primaryButtonClass} w-full`}
      >
        {pending ? 'Redirecting to payment…' : 'Proceed to Payment'}
      </button>
    </div>
  );
}
