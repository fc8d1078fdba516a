import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FailureMeta } from '#web/lib/alert-failure.ts';
import { refreshCatalogue } from './query-keys';

/**
 * A change to the catalogue (a product, its sizes, images or features): refused, it is alerted in
 * the spec's words (`meta.failure`, by the query client); either way, the admin screens and the
 * storefront read the catalogue afresh before the change counts as done.
 */
export function useCatalogueChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
  meta: FailureMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta,
    onSettled: () => refreshCatalogue(queryClient),
  });
}
