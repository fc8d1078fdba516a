import { useMutation } from '@tanstack/react-query';
import { checkoutSessionApiPath } from '#shared/api-paths.js';
import { checkoutSessionResponseSchema } from '#shared/schemas/order.js';
import { api } from '#web/lib/api-client.ts';

/** POST /checkout/session (empty body): the answer's url is the hosted payment page. */
export function startCheckout() {
  return api.post(checkoutSessionApiPath, undefined, { schema: checkoutSessionResponseSchema });
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
