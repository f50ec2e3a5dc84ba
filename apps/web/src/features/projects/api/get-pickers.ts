import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** The organisation's active customers, for the project form and the customer filter. */
export const activeCustomersQueryOptions = () =>
  queryOptions({
    queryKey: ['project-pickers', 'customers'],
    queryFn: () => api(customerEndpoints.active),
  });

/** Active customers; only asked for when the caller may read customers. */
export const useActiveCustomers = (enabled: boolean) => useQuery({ ...activeCustomersQueryOptions(), enabled });
