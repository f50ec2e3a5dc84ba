import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type MemberPagedList,
  type MemberSortField,
  type MemberStatusFilter,
  memberEndpoints,
  type SortDirection,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { membersKey } from '../../../shared/members/api/member-picker-api.ts';

/** Every members query starts with this key (the member pickers' too); member mutations invalidate it. */
export { membersKey };

export type MemberSort = { field: MemberSortField; direction: SortDirection };

export type MemberListParams = {
  page: number;
  size: number;
  search: string;
  status: MemberStatusFilter;
  /** A department's exact name, or '' for every department. */
  departmentName?: string;
  sort?: MemberSort;
};

/** One page of the members in the caller's scope, with the count of every status tab (spec §7, §9). */
export function getMembers({
  page,
  size,
  search,
  status,
  departmentName,
  sort,
}: MemberListParams): Promise<MemberPagedList> {
  return api(memberEndpoints.list, {
    query: {
      UsersPageNo: page,
      UsersPageCount: size,
      MemberName: search.trim(),
      DepartmentName: departmentName || undefined,
      Status: status,
      Sorting: sort?.field,
      SortDirection: sort?.direction,
    },
  });
}

/** The members query of one page, tab, search, department and sort. */
export const membersQueryOptions = (params: MemberListParams) =>
  queryOptions({ queryKey: [...membersKey, 'list', params], queryFn: () => getMembers(params) });

/** One page of members; the previous page stays shown while the next loads. */
export const useMembers = (params: MemberListParams) =>
  useQuery({ ...membersQueryOptions(params), placeholderData: keepPreviousData });
