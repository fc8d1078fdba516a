import { primaryButtonClass } from '#web/components/button-classes.ts';
import { useStartCheckout } from '../api/start-checkout';

/** Proceed to Payment: off while its call runs or when the bag is empty (spec section 4). */
export function CheckoutButton({ empty }: { empty: boolean }) {
  const checkout = useStartCheckout();
  return (
    <button
      type="button"
      onClick={() => checkout.mutate()}
      disabled={empty || checkout.isPending}
      className={`${primaryButtonClass} w-full`}
    >
      {checkout.isPending ? 'Redirecting to payment…' : 'Proceed to Payment'}
    </button>
  );
}
