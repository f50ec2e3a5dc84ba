import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TeamStatus, teamEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every teams query starts with this key; team mutations invalidate it. */
export const teamsKey = ['teams'] as const;

/** A status filter of the list: one state, or (`current`) active and inactive together. */
export type TeamStatusFilter = TeamStatus | 'current';

export type TeamListParams = { page: number; size: number; search: string; status: TeamStatusFilter };

/** One page of the teams the caller may see (spec §7 `GetPaged`, §9 paging). */
export function getTeams({ page, size, search, status }: TeamListParams) {
  return api(teamEndpoints.list, {
    query: { pageNo: page, pageCount: size, name: search.trim(), status: status === 'current' ? undefined : status },
  });
}

export const teamsQueryOptions = (params: TeamListParams) =>
  queryOptions({ queryKey: [...teamsKey, 'list', params], queryFn: () => getTeams(params) });

/** One page of teams; the previous page stays shown while the next loads. */
export const useTeams = (params: TeamListParams) =>
  useQuery({ ...teamsQueryOptions(params), placeholderData: keepPreviousData });
