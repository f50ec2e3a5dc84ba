import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints } from '@worktrail/contract';
import { activityKey } from '../../../shared/activity/api/activity-api.ts';
import { api } from '../../../shared/api/api.ts';
import { type ReportFilters, type ReportGroupingChoice, reportQueryOf } from '../components/report-search.ts';

// Under `activityKey`, so a change of recorded time anywhere reloads the reports too (§4).
export const reportsKey = [...activityKey, 'reports'] as const;

/** The key of a disabled query, never sent. */
export const noFilters: ReportFilters = {
  from: '',
  to: '',
  memberIds: [],
  departmentIds: [],
  projectIds: [],
  customerIds: [],
};

export type AttendanceParams = { filters: ReportFilters; page: number; size: number };
export type GeneralParams = { filters: ReportFilters; grouping: ReportGroupingChoice };

/** GET Reports/AttendanceReport (§7): one page of member-days with entry, leave, total hours and activity. */
export const getAttendanceReport = ({ filters, page, size }: AttendanceParams) =>
  api(reportEndpoints.attendance, { query: { ...reportQueryOf(filters), PageNo: page, PageSize: size } });

/** The filters and grouping of a general report as its query. */
const groupedQueryOf = ({ filters, grouping }: GeneralParams) => ({
  ...reportQueryOf(filters),
  GroupBy: grouping.groupBy,
  ThenBy: grouping.thenBy ?? undefined,
});

/** How many subgroups of each group the general report shows at first, the most worked; the rest on asking. */
export const subgroupsShown = 10;

/**
 * GET Reports/GeneralReport: worked time in one or two levels of groups, with the previous period beside it; each
 * group with its most worked subgroups only, as a month of days by project can be tens of thousands of them.
 */
export const getGeneralReport = (params: GeneralParams) =>
  api(reportEndpoints.general, {
    query: {
      ...groupedQueryOf(params),
      Compare: 'true',
      SubgroupLimit: params.grouping.thenBy ? subgroupsShown : undefined,
    },
  });

/** A group of the general report by its key (null: the "none" group). */
export type GeneralGroupParams = GeneralParams & { key: string | null };

/** GET Reports/GeneralReport with `GroupKey`: one group alone, with all its subgroups. */
export const getGeneralGroup = ({ key, ...params }: GeneralGroupParams) =>
  api(reportEndpoints.general, { query: { ...groupedQueryOf(params), Compare: 'false', GroupKey: key ?? 'none' } });

/** GET Reports/ProjectsReport (§3 projectOut). */
export const getProjectsReport = (filters: ReportFilters) =>
  api(reportEndpoints.projects, { query: reportQueryOf(filters) });

/** GET Reports/ProjectMembersReport (§3 projectsEmployeesListOut). */
export const getProjectMembersReport = (filters: ReportFilters) =>
  api(reportEndpoints.projectMembers, { query: reportQueryOf(filters) });

export const attendanceQueryOptions = (params: AttendanceParams) =>
  queryOptions({ queryKey: [...reportsKey, 'attendance', params], queryFn: () => getAttendanceReport(params) });

export const generalReportQueryOptions = (params: GeneralParams) =>
  queryOptions({ queryKey: [...reportsKey, 'general', params], queryFn: () => getGeneralReport(params) });

export const generalGroupQueryOptions = (params: GeneralGroupParams) =>
  queryOptions({ queryKey: [...reportsKey, 'generalGroup', params], queryFn: () => getGeneralGroup(params) });

export const projectsReportQueryOptions = (filters: ReportFilters) =>
  queryOptions({ queryKey: [...reportsKey, 'projects', filters], queryFn: () => getProjectsReport(filters) });

export const projectMembersReportQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: [...reportsKey, 'projectMembers', filters],
    queryFn: () => getProjectMembersReport(filters),
  });

/** The attendance report of the applied filters and page; nothing is asked while the filters are refused (null). */
export const useAttendanceReport = (params: AttendanceParams | null) =>
  useQuery({
    ...attendanceQueryOptions(params ?? { filters: noFilters, page: 1, size: 1 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });

export const useGeneralReport = (params: GeneralParams | null) =>
  useQuery({
    ...generalReportQueryOptions(params ?? { filters: noFilters, grouping: { groupBy: 'member', thenBy: null } }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });

/** All the subgroups of one group, asked for only once wanted (null: not yet). */
export const useGeneralGroup = (params: GeneralGroupParams | null) =>
  useQuery({
    ...generalGroupQueryOptions(
      params ?? { filters: noFilters, grouping: { groupBy: 'member', thenBy: null }, key: null },
    ),
    enabled: params !== null,
  });

export const useProjectsReport = (filters: ReportFilters | null) =>
  useQuery({
    ...projectsReportQueryOptions(filters ?? noFilters),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });

export const useProjectMembersReport = (filters: ReportFilters | null) =>
  useQuery({
    ...projectMembersReportQueryOptions(filters ?? noFilters),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
