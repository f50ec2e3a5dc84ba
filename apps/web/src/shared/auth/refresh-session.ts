import type { QueryClient } from '@tanstack/react-query';
import { refreshAccessToken } from '../api/api-client.ts';
import { writeTenantCookie } from '../browser/cookies.ts';
import { permissionsQueryOptions } from '../permissions/permissions-query.ts';
import { type AuthUser, authUserFromToken } from './access-token.ts';
import { currentUserQueryOptions } from './organisation.ts';
import { readStoredSession } from './stored-session.ts';

/**
 * Renews the session now — after creating or joining an organisation — so the new access token carries its
 * `tenantid`, then reloads the permission map. Goes through the one refresher and its cross-tab lock; throws
 * when the session cannot be renewed (the caller signs in again).
 */
export async function refreshSessionForOrganisation({ queryClient }: { queryClient: QueryClient }): Promise<AuthUser> {
  const session = readStoredSession();
  const token = session && (await refreshAccessToken(session.accessToken));
  const user = token ? authUserFromToken(token) : null;
  if (!user) throw new Error('The session could not be renewed');
  if (user.tenantId) writeTenantCookie(user.tenantId);
  // With an external identity provider the token has no tenantid: ask the server again.
  await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions(user.userId).queryKey });
  // A failure here is retried by the permission guard of the next page.
  await queryClient.fetchQuery({ ...permissionsQueryOptions(user.userId), staleTime: 0 }).catch(() => null);
  return user;
}
