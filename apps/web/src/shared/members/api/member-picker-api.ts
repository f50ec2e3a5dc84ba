import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MemberInTenant, type MemberInTenantQuery, memberEndpoints, paging } from '@worktrail/contract';
import { memberPageSize } from '../../activity/api/activity-api.ts';
import { api } from '../../api/api.ts';
import type { SearchPage } from '../../search/search-page.ts';

/** Every members query starts with this key; member changes (edit, role, status, assignments, teams) invalidate it. */
export const membersKey = ['members'] as const;

/** Every member picker query starts with this key: under the members key, a change to members refreshes them. */
export const memberPickerKey = [...membersKey, 'picker'] as const;

/** GET Member/GetMemberInTenant: the active members of the caller's data scope; all of them without a query. */
export const getMembersInTenant = (query: MemberInTenantQuery = {}) => api(memberEndpoints.inTenant, { query });

/** Which members a picker offers: all in scope, or only those members can be assigned to (managers, owners). */
export type MemberPickerFilter = { managersOnly?: boolean | undefined };

/** The picker's page: the first `memberPageSize` members matching `search` (everyone when empty), by name. */
export const memberPickerPageQueryOptions = ({
  search,
  managersOnly = false,
}: MemberPickerFilter & { search: string }) =>
  queryOptions({
    queryKey: [...memberPickerKey, 'page', { search, managersOnly }],
    queryFn: async (): Promise<SearchPage<MemberInTenant>> => {
      const page = await getMembersInTenant({
        search: search || undefined,
        PageNo: 1,
        PageSize: memberPageSize,
        Managers: managersOnly ? 'true' : undefined,
      });
      return { items: page.membersInTenant, hasMore: page.memberCount > page.membersInTenant.length };
    },
    staleTime: 60_000,
  });

/**
 * The picker's page for what is typed, asked for only once `enabled` (the picker was opened); the previous answer
 * stays on screen while the next one loads.
 */
export const useMemberPickerPage = ({
  search,
  managersOnly,
  enabled,
}: MemberPickerFilter & { search: string; enabled: boolean }) =>
  useQuery({
    ...memberPickerPageQueryOptions({ search, managersOnly }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** How many ids one call names: the address stays short whatever the choice. */
const idsPerCall = paging.maxPageSize;

/**
 * Chosen members by id, by name (a dialog's members named when it opens): asked for `idsPerCall` at a time. Ids of
 * members outside the caller's scope or no longer active are left out.
 */
export const membersByIdQueryOptions = (memberIds: readonly string[]) =>
  queryOptions({
    queryKey: [...memberPickerKey, 'ids', memberIds],
    queryFn: async (): Promise<MemberInTenant[]> => {
      const calls: string[][] = [];
      for (let start = 0; start < memberIds.length; start += idsPerCall)
        calls.push(memberIds.slice(start, start + idsPerCall));
      const answers = await Promise.all(calls.map((ids) => getMembersInTenant({ MemberIds: ids.join(',') })));
      const members = answers.flatMap((answer) => answer.membersInTenant);
      // Each answer is by name; several are put in one order.
      return calls.length > 1 ? members.toSorted((a, b) => a.name.localeCompare(b.name)) : members;
    },
    staleTime: 60_000,
  });

/** The members of these ids; nothing is asked when there are none. */
export const useMembersById = (memberIds: readonly string[]) =>
  useQuery({ ...membersByIdQueryOptions(memberIds), enabled: memberIds.length > 0 });
