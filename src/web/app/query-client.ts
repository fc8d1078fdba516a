import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';
import { auditQueryKey } from '#web/lib/query-keys.ts';

/** A 4xx will answer the same the second time, so only network and server failures retry. */
function retryOnce(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failureCount < 1 && !clientError;
}

/**
 * The app's cache: one for the browser's whole visit (the provider hands it to components, the
 * router to loaders), and a fresh one for each page the server renders.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // Every admin change writes an audit entry: the trails on screen are read again after one.
    mutationCache: new MutationCache({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: auditQueryKey }),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryOnce },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
