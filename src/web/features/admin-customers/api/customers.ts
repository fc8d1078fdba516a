import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCustomerApiPath,
  adminCustomerDataApiPath,
  adminCustomerNotesApiPath,
  adminCustomersApiPath,
} from '#shared/admin-api-paths.js';
import {
  customerDetailSchema,
  customerListSchema,
  noteResponseSchema,
} from '#shared/schemas/customers.js';
import { api } from '#web/lib/api-client.ts';
import { downloadText } from '#web/lib/download-file.ts';

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

/**
 * GET /admin/customers/data?email=: the customer's own copy of their data, asked for on their
 * behalf (audited on the server), handed over as the same JSON file they would download.
 */
export function useDownloadCustomerData(email: string) {
  return useMutation({
    mutationFn: async () => {
      const data = await api.get(adminCustomerDataApiPath, {
        query: { email },
        schema: async () => (await import('#shared/schemas/my-data.js')).myDataSchema,
      });
      downloadText(
        `8ettersleep-data-${email}-${data.exportedAt.slice(0, 10)}.json`,
        JSON.stringify(data, null, 2),
        'application/json',
      );
    },
    meta: { failure: 'Failed to download the data' },
  });
}
