import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderLookupApiPath } from '#shared/api-paths.js';
import { type CheckoutLookup, checkoutLookupSchema } from '#shared/schemas/order.js';
import { api } from '#web/lib/api-client.ts';

export function lookupOrder(sessionId: string, signal?: AbortSignal): Promise<CheckoutLookup> {
  return api.get(orderLookupApiPath(sessionId), {
    schema: checkoutLookupSchema,
    signal,
  });
}

/**
 * The success page's order. A 404 is final, like every 4xx (the app's query defaults): the server
 * already asks the payment provider about an open session before it answers.
 */
export function lookupOrderQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['checkout', 'lookup', sessionId],
    queryFn: ({ signal }) => lookupOrder(sessionId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLookupOrder(sessionId: string | null) {
  return useQuery({ ...lookupOrderQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
