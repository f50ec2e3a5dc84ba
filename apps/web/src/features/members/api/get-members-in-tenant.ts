import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembersInTenant } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { membersKey } from './get-members.ts';

/** The active members in the caller's scope, for pickers (spec §7). */
export function getMembersInTenant(): Promise<MembersInTenant> {
  return apiClient.request<MembersInTenant>('/api/v1/Member/GetMemberInTenant');
}

/** The picker query; under the members key, so member changes refresh it too. */
export const membersInTenantQueryOptions = () =>
  queryOptions({ queryKey: [...membersKey, 'in-tenant'], queryFn: getMembersInTenant });

/** The active members for a picker. */
export const useMembersInTenant = () => useQuery(membersInTenantQueryOptions());
