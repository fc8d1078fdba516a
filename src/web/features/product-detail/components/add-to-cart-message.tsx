import { FormMessage } from '#web/components/form-message.tsx';
import type { CartMessage } from '../hooks/use-add-to-cart';

/** The inline outcome under an Add to Cart button; the region stays so screen readers hear it. */
export function AddToCartMessage({ message }: { message: CartMessage | null }) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </div>
  );
}
