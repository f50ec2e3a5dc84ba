import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { permissionEndpoints } from '@worktrail/contract';
import { api } from '../api/api.ts';
import type { AuthUser } from './access-token.ts';

/** Who the server says the caller is, and the organisation they act in. */
export const currentUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['current-user', userId],
    queryFn: () => api(permissionEndpoints.me),
    staleTime: 60_000,
  });

// The embedded provider's tokens name their organisation; an external provider's (OIDC_ISSUER) cannot.
const needsServer = (user: AuthUser | null): boolean =>
  Boolean(user && !user.tenantId && user.issuer && user.issuer !== window.location.origin);

/**
 * The organisation the signed-in user acts in: the token's `tenantid`; for a token of an external identity
 * provider, the server's answer. '' when there is none yet; undefined while the server is being asked.
 */
export function useOrganisationId(user: AuthUser | null): string | undefined {
  const ask = needsServer(user);
  const current = useQuery({ ...currentUserQueryOptions(user?.userId ?? ''), enabled: ask });
  if (!ask || !user) return user?.tenantId ?? '';
  if (current.isPending) return undefined;
  return current.data?.tenantId ?? '';
}

/** The same answer outside React (the sign-in callback). */
export async function fetchOrganisationId({
  queryClient,
  user,
}: {
  queryClient: QueryClient;
  user: AuthUser;
}): Promise<string> {
  if (!needsServer(user)) return user.tenantId;
  const current = await queryClient.fetchQuery({ ...currentUserQueryOptions(user.userId), staleTime: 0 });
  return current.tenantId ?? '';
}
