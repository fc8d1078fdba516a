import type { ReactNode } from 'react';
import { failureText } from '#web/lib/alert-failure.ts';
import { FormMessage } from './form-message';

/** What a TanStack query tells a screen: still loading, failed, or its data. */
export interface QueryState<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
}

interface QueryStatesProps<Data> {
  query: QueryState<Data>;
  /** The words before the server's reason when loading fails, such as "Request failed". */
  failure: string;
  /** Shown instead of the content when the loaded list is empty; words alone get the usual line. */
  empty?: ReactNode;
  /** Whether the data counts as empty, when it is not itself the list. */
  isEmpty?: (data: Data) => boolean;
  /** Tighter spacing, for a part of a dialog rather than a whole admin screen. */
  compact?: boolean;
  children: (data: Data) => ReactNode;
}

/**
 * An admin screen's loading, error and empty states around what it shows once the data is in,
 * so every list and table says them the same way.
 */
export function QueryStates<Data>({
  query,
  failure,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  compact = false,
  children,
}: QueryStatesProps<Data>) {
  const line = compact ? 'mt-2 text-muted' : 'py-10 text-muted';
  const loading = (
    <p role="status" className={line}>
      Loading…
    </p>
  );
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <div className={compact ? 'mt-2' : 'mt-6'}>
        <FormMessage tone="error">{failureText(query.error, failure)}</FormMessage>
      </div>
    );
  }
  // A settled query without an error has its data; the check only satisfies the types.
  if (query.data === undefined) return loading;
  if (empty === undefined || !isEmpty(query.data)) return children(query.data);
  if (typeof empty !== 'string') return empty;
  return <p className={line}>{empty}</p>;
}
