import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerSorting, type CustomerStatusFilter, customerEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every customers query starts with this key; customer mutations invalidate it. */
export const customersKey = ['customers'] as const;

export type CustomerListParams = {
  page: number;
  size: number;
  search: string;
  status: CustomerStatusFilter;
  sorting: CustomerSorting;
};

/** One page of the organisation's customers with the counts of both status tabs (spec §7, §9). */
export function getCustomers({ page, size, search, status, sorting }: CustomerListParams) {
  return api(customerEndpoints.list, {
    query: {
      SkipCount: (page - 1) * size,
      MaxResultCount: size,
      Status: status,
      Name: search.trim(),
      Sorting: sorting,
    },
  });
}

/** The customers query of one page, tab, search and order. */
export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({ queryKey: [...customersKey, 'list', params], queryFn: () => getCustomers(params) });

/** One page of customers; the previous page stays shown while the next loads. */
export const useCustomers = (params: CustomerListParams) =>
  useQuery({ ...customersQueryOptions(params), placeholderData: keepPreviousData });
