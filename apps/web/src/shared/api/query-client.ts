import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { queryRetry } from '@worktrail/contract';
import { permissionsKey } from '../permissions/permissions-query.ts';
import { isApiError } from './api-error.ts';

// A 4xx answer will not change on a second try; network errors and 5xx get the one retry of §7.
const isWorthRetrying = (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500);

const isRefusal = (error: unknown) => isApiError(error) && error.status === 403;

/**
 * The TanStack Query client of §7: one retry, no refetch on window focus. A refusal (403) of any call reloads the
 * permission map: the role may have changed, or the membership ended, which the map's own refusal reveals.
 */
export function createQueryClient(): QueryClient {
  const recheckPermissions = () => void queryClient.invalidateQueries({ queryKey: permissionsKey });
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isRefusal(error) && query.queryKey[0] !== permissionsKey[0]) recheckPermissions();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isRefusal(error)) recheckPermissions();
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < queryRetry && isWorthRetrying(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
