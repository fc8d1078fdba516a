import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderLookupApiPath } from '#shared/api-paths.js';
import {
  type CheckoutLookup,
  type CheckoutPending,
  checkoutLookupSchema,
  checkoutPendingSchema,
} from '#shared/schemas/order.js';
import { api } from '#web/lib/api-client.ts';

/** How often the success page asks again while a payment is on its way (PayNow, GrabPay). */
const PENDING_POLL_MS = 2_000;

const lookupAnswerSchema = z.union([checkoutLookupSchema, checkoutPendingSchema]);

export type LookupAnswer = CheckoutLookup | CheckoutPending;

export function isPending(answer: LookupAnswer | undefined): answer is CheckoutPending {
  return answer !== undefined && 'status' in answer;
}

export function lookupOrder(sessionId: string, signal?: AbortSignal): Promise<LookupAnswer> {
  return api.get(orderLookupApiPath(sessionId), { schema: lookupAnswerSchema, signal });
}

/**
 * The success page's order. A 404 is final, like every 4xx (the app's query defaults): the server
 * already asks the payment provider about an open session before it answers. A pending answer
 * (202: the money is on its way) is asked again until the order is there or the checkout ends.
 */
export function lookupOrderQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['checkout', 'lookup', sessionId],
    queryFn: ({ signal }) => lookupOrder(sessionId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (isPending(query.state.data) ? PENDING_POLL_MS : false),
  });
}

export function useLookupOrder(sessionId: string | null) {
  return useQuery({ ...lookupOrderQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
