import { queryOptions, useQuery } from '@tanstack/react-query';
import { hostEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every console query starts with this key; console changes invalidate under it. */
export const hostKey = ['host'] as const;

/** Who is signed in to the console; a 403 means the person has no host role. */
export const hostProfileQueryOptions = () =>
  queryOptions({
    queryKey: [...hostKey, 'me'],
    queryFn: () => api(hostEndpoints.me),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useHostProfile = () => useQuery(hostProfileQueryOptions());

/** The organisations that have tickets, for the filters of the tickets list and the audit log. */
export const useHostOrganizations = () =>
  useQuery({ queryKey: [...hostKey, 'organizations'], queryFn: () => api(hostEndpoints.organizations) });
