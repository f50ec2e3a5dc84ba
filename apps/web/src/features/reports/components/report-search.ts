import { paging, type ReportGrouping, reportGroupings } from '@worktrail/contract';

/** The §7 filters of every report: a range of local days and whose time, on what. */
export type ReportFilters = {
  from: string;
  to: string;
  memberIds: string[];
  departmentIds: string[];
  projectIds: string[];
  customerIds: string[];
};

/** The two levels of a general report. */
export type ReportGroupingChoice = { groupBy: ReportGrouping; thenBy: ReportGrouping | null };

/** The tabs of the General Reports page. */
export const generalViews = ['general', 'projects', 'projectMembers'] as const;
export type GeneralView = (typeof generalViews)[number];

type IdFilter = 'memberIds' | 'departmentIds' | 'projectIds' | 'customerIds';

/** Each list filter with its name, the same in the address and in the API call (`MemberIds=a,b`). */
const idFilterParams: Record<IdFilter, 'MemberIds' | 'DepartmentIds' | 'ProjectIds' | 'CustomerIds'> = {
  memberIds: 'MemberIds',
  departmentIds: 'DepartmentIds',
  projectIds: 'ProjectIds',
  customerIds: 'CustomerIds',
};
const idFilters = Object.keys(idFilterParams) as IdFilter[];

/** How many days the default range covers: the last week, today included. */
const defaultRangeDays = 7;

/** The calendar date so many days after `date` (before, when negative), by calendar arithmetic only. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The default range: the last 7 days ending today (in the viewer's zone), so FromDate stays before ToDate (§5). */
export const defaultRange = (today: string) => ({ from: addDays(today, 1 - defaultRangeDays), to: today });

const idsOf = (value: string | null) =>
  value
    ? [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ]
    : [];

/**
 * The filters an address holds (`?FromDate=&ToDate=&MemberIds=a,b…`), a missing date taken from the default range
 * ending `today`; null while a date is missing and today is not known yet. Dates are kept as written, so a wrong
 * one is reported by the §5 check instead of silently replaced.
 */
export function readFilters(params: URLSearchParams, today: string | null): ReportFilters | null {
  const from = params.get('FromDate');
  const to = params.get('ToDate');
  if ((!from || !to) && !today) return null;
  const fallback = today ? defaultRange(today) : { from: '', to: '' };
  const ids = Object.fromEntries(idFilters.map((key) => [key, idsOf(params.get(idFilterParams[key]))]));
  return { from: from || fallback.from, to: to || fallback.to, ...(ids as Record<IdFilter, string[]>) };
}

const isGrouping = (value: string | null): value is ReportGrouping =>
  (reportGroupings as readonly (string | null)[]).includes(value);

/** The grouping an address holds: member first unless it says otherwise, no second level unless it names one. */
export function readGrouping(params: URLSearchParams): ReportGroupingChoice {
  const groupBy = params.get('GroupBy');
  const thenBy = params.get('ThenBy');
  return { groupBy: isGrouping(groupBy) ? groupBy : 'member', thenBy: isGrouping(thenBy) ? thenBy : null };
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

/** The page of a paged report (§9: page 1, size 10; at most 100 a page). */
export function readPage(params: URLSearchParams) {
  return {
    page: positive(params.get('PageNo'), paging.defaultPage),
    size: Math.min(positive(params.get('PageSize'), paging.defaultPageSize), paging.maxPageSize),
  };
}

/** The General Reports tab an address holds. */
export function readGeneralView(params: URLSearchParams): GeneralView {
  const view = params.get('View');
  return (generalViews as readonly (string | null)[]).includes(view) ? (view as GeneralView) : 'general';
}

/** Whether the charts show only their first 10 slices (§9 "Show First 10"), the default. */
export const readShowFirst10 = (params: URLSearchParams) => params.get('ShowFirst10') !== 'false';

/**
 * The address after applying filters (and a grouping): the filters written out, empty lists left out, and the
 * page back to 1 so it never points past the end of a shorter report. Other parameters (the tab) stay.
 */
export function writeFilters(
  current: URLSearchParams,
  filters: ReportFilters,
  grouping?: ReportGroupingChoice,
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('FromDate', filters.from);
  next.set('ToDate', filters.to);
  for (const key of idFilters) {
    if (filters[key].length > 0) next.set(idFilterParams[key], filters[key].join(','));
    else next.delete(idFilterParams[key]);
  }
  if (grouping) {
    next.set('GroupBy', grouping.groupBy);
    if (grouping.thenBy) next.set('ThenBy', grouping.thenBy);
    else next.delete('ThenBy');
  }
  next.delete('PageNo');
  return next;
}

/** The query of a report call: the dates and the lists, comma separated, left out when empty. */
export function reportQueryOf(filters: ReportFilters) {
  const list = (ids: string[]) => (ids.length > 0 ? ids.join(',') : undefined);
  return {
    FromDate: filters.from,
    ToDate: filters.to,
    MemberIds: list(filters.memberIds),
    DepartmentIds: list(filters.departmentIds),
    ProjectIds: list(filters.projectIds),
    CustomerIds: list(filters.customerIds),
  };
}
