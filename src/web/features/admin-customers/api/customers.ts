import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCustomerApiPath,
  adminCustomerNotesApiPath,
  adminCustomersApiPath,
} from '#shared/admin-api-paths.js';
import {
  customerDetailSchema,
  customerListSchema,
  noteResponseSchema,
} from '#shared/schemas/customers.js';
import { api } from '#web/lib/api-client.ts';

const customersKey = ['admin', 'customers'] as const;

/** GET /admin/customers?q=: accounts and guest e-mails matching; nothing asked until searched. */
export function useCustomerSearch(q: string) {
  return useQuery(
    queryOptions({
      queryKey: [...customersKey, 'search', q],
      queryFn: ({ signal }) =>
        api.get(adminCustomersApiPath, { query: { q }, schema: customerListSchema, signal }),
      enabled: q.length >= 2,
      meta: { failure: 'Request failed' },
    }),
  );
}

/** GET /admin/customers/detail?email=: everything staff may know of one customer. */
export function useCustomer(email: string) {
  return useQuery(
    queryOptions({
      queryKey: [...customersKey, 'detail', email],
      queryFn: ({ signal }) =>
        api.get(adminCustomerApiPath, { query: { email }, schema: customerDetailSchema, signal }),
    }),
  );
}

/** POST /admin/customers/notes: the form shows a refused note at its field. */
export function useAddCustomerNote(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post(adminCustomerNotesApiPath, { email, body }, { schema: noteResponseSchema }),
    meta: { failure: 'Failed to add the note', formShowsProblems: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...customersKey, 'detail', email] }),
  });
}
