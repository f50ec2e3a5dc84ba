import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ProjectSorting, type ProjectStatusFilter, projectEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every projects query starts with this key; project mutations invalidate it. */
export const projectsKey = ['projects'] as const;

export type ProjectListParams = {
  page: number;
  size: number;
  search: string;
  status: ProjectStatusFilter;
  customerId: string | null;
  sorting: ProjectSorting;
};

/** One page of the organisation's projects with the counters of every status tab (spec §7, §9). */
export function getProjects({ page, size, search, status, customerId, sorting }: ProjectListParams) {
  return api(projectEndpoints.list, {
    query: {
      PageNo: page,
      PageSize: size,
      Status: status,
      Name: search.trim() || undefined,
      CustomerId: customerId ?? undefined,
      Sorting: sorting,
    },
  });
}

/** The projects query of one page, tab, search, customer and order. */
export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({ queryKey: [...projectsKey, 'list', params], queryFn: () => getProjects(params) });

/** One page of projects; the previous page stays shown while the next loads. */
export const useProjects = (params: ProjectListParams) =>
  useQuery({ ...projectsQueryOptions(params), placeholderData: keepPreviousData });
