import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const checkoutSessionSchema = z.object({ url: z.string().min(1) });

/** POST /checkout/session (empty body): the answer's url is the hosted payment page. */
export function startCheckout() {
  return api.post('/checkout/session', undefined, { schema: checkoutSessionSchema });
}

/** Spec sections 7 and 8: the browser goes to the payment page; a failure is only logged. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => console.error('Checkout failed', error),
  });
}
