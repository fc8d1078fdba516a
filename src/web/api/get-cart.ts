import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartApiPath } from '#shared/api-paths.js';
import type { Cart } from '#shared/schemas/cart.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';
import { useSession } from './get-session';

/**
 * Every bag answer sits under the account scope, so logging in or out drops it, and under the
 * person, so the bag of whoever is logged in now is fetched afresh (after a login: the merged one).
 */
export const cartQueryRoot = [ACCOUNT_SCOPE, 'cart'] as const;

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api.get(cartApiPath, {
    // The top bar's count badge asks on every first page, before any screen's code (and zod) loads.
    schema: async () => (await import('#shared/schemas/cart.js')).cartSchema,
    signal,
  });
}

export function getCartQueryOptions(person: number | 'visitor') {
  return queryOptions({
    queryKey: [...cartQueryRoot, person],
    queryFn: ({ signal }) => getCart(signal),
  });
}

/** The bag of whoever is here now; waits for the session so it is fetched once, for the right person. */
export function useCart() {
  const session = useSession();
  return useQuery({
    ...getCartQueryOptions(session.user?.id ?? 'visitor'),
    enabled: !session.loading,
  });
}

/** Spec section 4: the bag reloads from the server after every change (and at every opening). */
export function useReloadCart() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: cartQueryRoot }),
    [queryClient],
  );
}
