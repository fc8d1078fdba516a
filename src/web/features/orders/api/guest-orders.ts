import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guestOrdersApiPath } from '#shared/api-paths.js';
import { guestOrdersAnswerSchema, guestOrdersStateSchema } from '#shared/schemas/customers.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';

const guestOrdersKey = [ACCOUNT_SCOPE, 'guest-orders'] as const;

/** GET /profile/guest-orders: orders placed with the account's address without logging in. */
export function useGuestOrders() {
  return useQuery(
    queryOptions({
      queryKey: guestOrdersKey,
      queryFn: ({ signal }) =>
        api.get(guestOrdersApiPath, { schema: guestOrdersStateSchema, signal }),
    }),
  );
}

/** POST /profile/guest-orders: brings them in, or mails the link that proves the address first. */
export function useBringInGuestOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(guestOrdersApiPath, undefined, { schema: guestOrdersAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE] }),
  });
}
