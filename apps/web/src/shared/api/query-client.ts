import { QueryClient } from '@tanstack/react-query';
import { queryRetry } from '@worktrail/contract';
import { isApiError } from './api-error.ts';

// A 4xx answer will not change on a second try; network errors and 5xx get the one retry of §7.
const isWorthRetrying = (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500);

/** The TanStack Query client of §7: one retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < queryRetry && isWorthRetrying(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
