import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BoardPeriod,
  type BoardRow,
  dashboardEndpoints,
  type MembersBoard,
  structureEndpoints,
} from '@worktrail/contract';
import { activityKey } from '../../../shared/activity/api/activity-api.ts';
import { api } from '../../../shared/api/api.ts';
import type { DateRange } from '../components/dashboard-range.ts';

/**
 * Online status and today's figures stay fresh by asking again every 30 seconds, only while the tab is visible: a
 * hidden tab costs nothing. The server answers an ETag; fetch keeps the browser's HTTP cache, which revalidates with
 * If-None-Match by itself, so an unchanged board costs a 304.
 */
export const liveRefreshMs = 30_000;
const live = { refetchInterval: liveRefreshMs, refetchIntervalInBackground: false } as const;

// Under `activityKey`, so recorded time changed anywhere in the app reloads the organisation's figures too (§4).
const organisationKey = [...activityKey, 'organisation'] as const;

/** One page of the board: the period its rows are ordered by, and the optional department and name filters. */
export type BoardParams = {
  period: BoardPeriod;
  page: number;
  size: number;
  departmentId: string | null;
  name: string;
};

/**
 * The time since each member's last activity as of now rather than as of the answer: an unchanged board comes back
 * as a 304, so the browser hands over the body it cached, with the server's `asOf` of then.
 */
export function agedToNow(board: MembersBoard, now = Date.now()): MembersBoard {
  const elapsed = Math.max(0, Math.floor((now - Date.parse(board.asOf)) / 1000));
  const age = (row: BoardRow): BoardRow =>
    row.timePastFromLastActivity === null
      ? row
      : { ...row, timePastFromLastActivity: row.timePastFromLastActivity + elapsed };
  return { ...board, members: board.members.map(age), me: board.me && age(board.me) };
}

/** GET Dashboard/GetMembersBoardWorkDataTillDay (§7, §9): totals, the caller's own row and one page of members. */
export const getMembersBoard = async ({ period, page, size, departmentId, name }: BoardParams) =>
  agedToNow(
    await api(dashboardEndpoints.board, {
      query: {
        Period: period,
        UsersPageNo: page,
        UsersPageCount: size,
        DepartmentId: departmentId ?? undefined,
        MemberName: name.trim() || undefined,
      },
    }),
  );

export const membersBoardQueryOptions = (params: BoardParams) =>
  queryOptions({ queryKey: [...organisationKey, 'board', params], queryFn: () => getMembersBoard(params), ...live });

/** The board, refreshed every 30 s while visible; the previous page or filter stays shown while the next loads. */
export const useMembersBoard = (params: BoardParams) =>
  useQuery({ ...membersBoardQueryOptions(params), placeholderData: keepPreviousData });

/** The projects, apps and URLs of the whole data scope over local days, optionally of one department. */
export type ScopeParams = DateRange & { departmentId: string | null };

/** GET Dashboard/GetProjectsAndAppsWorkingTimeAndPercentage (§7). */
export const getScopeDashboard = ({ from, to, departmentId }: ScopeParams) =>
  api(dashboardEndpoints.scope, {
    query: { fromDate: from, toDate: to, DepartmentId: departmentId ?? undefined },
  });

export const scopeDashboardQueryOptions = (params: ScopeParams) =>
  queryOptions({
    queryKey: [...organisationKey, 'scope', params],
    queryFn: () => getScopeDashboard(params),
    ...live,
  });

/** The scope's projects and apps, refreshed like the board; null params (time zone not known yet) ask nothing. */
export const useScopeDashboard = (params: ScopeParams | null) =>
  useQuery({
    ...scopeDashboardQueryOptions(params ?? { from: '', to: '', departmentId: null }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });

/** Every department by name (§7 GetDepartmentList), for the department filter; they rarely change. */
export const getDepartments = () => api(structureEndpoints.departmentList);

export const useDepartments = () =>
  useQuery({ queryKey: ['dashboard-departments'], queryFn: getDepartments, staleTime: 5 * 60_000 });
