import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type PermissionMap, permissionEndpoints } from '@worktrail/contract';
import { api } from '../api/api.ts';
import { isApiError } from '../api/api-error.ts';
import { endSession } from '../auth/end-session.ts';
import { toPermissionMap } from './permission-map.ts';
import { clearPersistedPermissions, persistPermissions, readPersistedPermissions } from './persisted-permissions.ts';

export const permissionsKey = ['permissions'] as const;

/**
 * Loads the whole permission map of the signed-in user in one call (§6). Any active member may read it, so a
 * refusal means the membership itself ended (archived, deactivated, deleted): the session is over.
 */
export async function getPermissions(): Promise<PermissionMap> {
  try {
    return toPermissionMap(await api(permissionEndpoints.map));
  } catch (error) {
    if (isApiError(error) && error.status === 403) endSession('the membership is no longer active');
    throw error;
  }
}

/** The permission query of one user: loaded once, kept in localStorage, refetched only when invalidated. */
export function permissionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...permissionsKey, userId],
    queryFn: async () => {
      const permissions = await getPermissions();
      persistPermissions(userId, permissions);
      return permissions;
    },
    initialData: () => readPersistedPermissions(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Drops permissions from the cache and from storage (signed out in another tab). */
export function clearPermissions(queryClient: QueryClient): void {
  clearPersistedPermissions();
  queryClient.removeQueries({ queryKey: permissionsKey });
}
