import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** A 4xx will answer the same the second time, so only network and server failures retry. */
function retryOnce(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failureCount < 1 && !clientError;
}

/** One cache for the whole app: the provider hands it to components, the router to loaders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryOnce },
    mutations: { retry: false },
  },
});
