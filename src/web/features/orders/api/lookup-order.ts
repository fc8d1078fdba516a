import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderLookupApiPath } from '#shared/api-paths.js';
import { type CheckoutLookup, checkoutLookupSchema } from '#shared/schemas/order.js';
import { ApiError, api } from '#web/lib/api-client.ts';

export function lookupOrder(sessionId: string, signal?: AbortSignal): Promise<CheckoutLookup> {
  return api.get(orderLookupApiPath(sessionId), {
    schema: checkoutLookupSchema,
    signal,
  });
}

/**
 * The success page's order. A 404 is asked again twice, a little later: a delayed card payment
 * may be confirmed by the provider moments after the shopper lands here.
 */
export function lookupOrderQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['checkout', 'lookup', sessionId],
    queryFn: ({ signal }) => lookupOrder(sessionId, signal),
    retry: (failures, error) => error instanceof ApiError && error.status === 404 && failures < 2,
    retryDelay: 1500,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLookupOrder(sessionId: string | null) {
  return useQuery({ ...lookupOrderQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
