import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FailureMeta } from './alert-failure';

interface OptimisticListChange<Variables, Item> {
  /** The cached list (or its pages, under one key prefix) the change shows in at once. */
  listKey: QueryKey;
  change: (variables: Variables) => Promise<unknown>;
  /** An item as the change leaves it; the others come back as they are. */
  apply: (item: Item, variables: Variables) => Item;
  /** The spec's words if the server refuses it (spec section 8). */
  meta: FailureMeta;
  /** What the change touches: read afresh whether it was taken or refused. */
  stale: QueryKey;
}

/**
 * Spec section 4's switches and boxes in admin lists (visibility, stock, ban): the list shows the
 * change at once and goes back as it was when the server refuses it.
 */
export function useOptimisticListChange<Variables, Item>({
  listKey,
  change,
  apply,
  meta,
  stale,
}: OptimisticListChange<Variables, Item>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueriesData<Item[]>({ queryKey: listKey });
      queryClient.setQueriesData<Item[]>({ queryKey: listKey }, (list) =>
        list?.map((item) => apply(item, variables)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: stale }),
  });
}
