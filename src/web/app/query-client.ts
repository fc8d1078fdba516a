import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { FailureMeta } from '#web/lib/alert-failure.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { auditQueryKey } from '#web/lib/query-keys.ts';

/** A 4xx will answer the same the second time, so only network and server failures retry. */
function retryOnce(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failureCount < 1 && !clientError;
}

/**
 * Spec section 8's admin alerts, for every query and change that names its failure in
 * `meta.failure`. The alerting code (and its toasts) loads on the first such failure, not with the
 * first page; the admin's screens have loaded it already.
 */
function alertNamedFailure(error: unknown, meta: FailureMeta | undefined): void {
  if (!meta?.failure) return;
  void import('#web/lib/alert-failure.ts').then((module) => module.alertFailure(error, meta));
}

/**
 * The app's cache: one for the browser's whole visit (the provider hands it to components, the
 * router to loaders), and a fresh one for each page the server renders.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => alertNamedFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => alertNamedFailure(error, mutation.meta),
      // Every admin change writes an audit entry: the trails on screen are read again after one.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: auditQueryKey }),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryOnce },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
