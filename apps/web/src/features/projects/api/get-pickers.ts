import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints, memberEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** The organisation's active customers, for the project form and the customer filter. */
export const activeCustomersQueryOptions = () =>
  queryOptions({
    queryKey: ['project-pickers', 'customers'],
    queryFn: () => api(customerEndpoints.active),
  });

/** Active customers; only asked for when the caller may read customers. */
export const useActiveCustomers = (enabled: boolean) => useQuery({ ...activeCustomersQueryOptions(), enabled });

/** The active members in the caller's data scope, for the project members picker. */
export const membersInTenantQueryOptions = () =>
  queryOptions({
    queryKey: ['project-pickers', 'members'],
    queryFn: () => api(memberEndpoints.inTenant),
  });

export const useMembersInTenant = (enabled: boolean) => useQuery({ ...membersInTenantQueryOptions(), enabled });
