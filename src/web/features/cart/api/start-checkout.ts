import { useMutation } from '@tanstack/react-query';
import { checkoutSessionApiPath } from '#shared/api-paths.js';
import type { CheckoutSessionRequest } from '#shared/schemas/delivery.js';
import { checkoutSessionResponseSchema } from '#shared/schemas/order.js';
import { api } from '#web/lib/api-client.ts';

/**
 * POST /checkout/session: the answer's url is the hosted payment page. The spec sends an empty
 * body; the bag sends the delivery details the shopper gave first (issue 15).
 */
export function startCheckout(delivery?: CheckoutSessionRequest) {
  return api.post(checkoutSessionApiPath, delivery, { schema: checkoutSessionResponseSchema });
}

/**
 * Spec sections 7 and 8: the browser goes to the payment page; a failure is logged, and the bag
 * shows it from the mutation's error (issue 15).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => console.error('Checkout failed', error),
  });
}
