import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every query of the organisation page starts with this key; a change of plan or payment method reloads them. */
export const organizationKey = ['organization'] as const;

/** `organiation-details` (§7): name, plan, seats, payment method and balance in one call. */
export const organizationDetailsQueryOptions = () =>
  queryOptions({
    queryKey: [...organizationKey, 'details'],
    queryFn: ({ signal }) => api(billingEndpoints.details, { signal }),
  });

export const useOrganizationDetails = () => useQuery(organizationDetailsQueryOptions());

/** `Package/GetPackages` (§7): the packages the organisation may choose, in order. */
export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: [...organizationKey, 'packages'],
    queryFn: ({ signal }) => api(billingEndpoints.packages, { signal }),
  });

export const usePackages = () => useQuery(packagesQueryOptions());
