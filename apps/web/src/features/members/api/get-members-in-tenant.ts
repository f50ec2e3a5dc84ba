import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MembersInTenant, memberEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { membersKey } from './get-members.ts';

/** The active members in the caller's scope, for pickers (spec §7). */
export function getMembersInTenant(): Promise<MembersInTenant> {
  return api(memberEndpoints.inTenant);
}

/** The picker query; under the members key, so member changes refresh it too. */
export const membersInTenantQueryOptions = () =>
  queryOptions({ queryKey: [...membersKey, 'in-tenant'], queryFn: getMembersInTenant });

/** The active members for a picker. */
export const useMembersInTenant = () => useQuery(membersInTenantQueryOptions());
