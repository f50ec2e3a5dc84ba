import {
  daysInRange,
  type GeneralReport,
  type generalReportQuery,
  type ProjectMembersReport,
  type ProjectsReport,
  type ReportGrouping,
  type reportQuery,
} from '@worktrail/contract';
import type { z } from 'zod';
import { inTenant } from '../../db/transactions.ts';
import { lastDayOfMonth, shiftDate } from './reports.dates.ts';
import { type ReportCall, reportRequest } from './reports.deps.ts';
import { dimensions } from './reports.general.dimensions.ts';
import { presentGeneralReport } from './reports.general.presenter.ts';
import { sumGeneralReport } from './reports.general.repository.ts';
import { presentProjectMembersReport, presentProjectsReport } from './reports.projects.presenter.ts';
import { sumProjectMembers, sumProjects } from './reports.projects.repository.ts';

type GeneralQuery = z.output<typeof generalReportQuery>;

/** The filter list that names the groups of a grouping keyed by id. */
const filterOf = {
  member: 'MemberIds',
  project: 'ProjectIds',
  customer: 'CustomerIds',
  department: 'DepartmentIds',
} as const satisfies Partial<Record<ReportGrouping, keyof GeneralQuery>>;

/**
 * The query narrowed to its `GroupKey`'s group where the range or a filter can say it, so that one group costs what
 * its own rows do: a day, week or month becomes the range (within the one asked), an id the filter (when the filter
 * asked for has it). The key itself still picks the group's rows, so a group outside the query answers nothing.
 */
function narrowedToGroup(query: GeneralQuery): GeneralQuery {
  const { GroupKey: key, GroupBy: groupBy } = query;
  if (key === undefined || key === 'none') return query;
  const within = (from: string, to: string) =>
    from > query.ToDate || to < query.FromDate
      ? query
      : {
          ...query,
          FromDate: from > query.FromDate ? from : query.FromDate,
          ToDate: to < query.ToDate ? to : query.ToDate,
        };
  if (groupBy === 'day') return within(key, key);
  if (groupBy === 'week') return within(key, shiftDate(key, 6));
  if (groupBy === 'month') return within(`${key}-01`, lastDayOfMonth(key));
  if (groupBy === 'task') return query;
  const filter = filterOf[groupBy];
  const asked = query[filter];
  return asked?.length && !asked.includes(key) ? query : { ...query, [filter]: [key] };
}

/**
 * `GeneralReport`: the worked time grouped by `GroupBy` and optionally `ThenBy`, each group with its members,
 * member-days and average per member-day; with `Compare`, the totals of the same number of days just before
 * `FromDate`. One round trip: the previous period is read with the current one. `GroupKey` answers its group alone
 * (its totals are the group's), `SubgroupLimit` each group's most worked subgroups.
 */
export function readGeneralReport({
  deps: { db, clock },
  auth,
  query: asked,
}: ReportCall<GeneralQuery>): Promise<GeneralReport> {
  const query = narrowedToGroup(asked);
  const { FromDate: from, ToDate: to, GroupBy: groupBy, ThenBy: thenBy } = query;
  const days = daysInRange(from, to);
  const previousRange = query.Compare ? { fromDate: shiftDate(from, -days), toDate: shiftDate(from, -1) } : undefined;
  const groupings = [dimensions[groupBy], ...(thenBy ? [dimensions[thenBy]] : [])];
  const rows = reportRequest({
    auth,
    query,
    perProject: groupings.some((grouping) => grouping.perProject),
    monthsAsOf: groupings.some((grouping) => grouping.daily) ? undefined : clock.now(),
  });
  // The previous period has no groups, only totals: its whole months and its edge months are read as months.
  const previous = previousRange
    ? reportRequest({
        auth,
        query,
        from: previousRange.fromDate,
        to: previousRange.toDate,
        monthsAsOf: clock.now(),
        totalsOnly: true,
      })
    : undefined;
  return inTenant({ db, tenantId: auth.tenantId, sums: true }, async (tx) =>
    presentGeneralReport({
      range: { fromDate: from, toDate: to },
      previousRange,
      groupBy,
      thenBy,
      rows: await sumGeneralReport({
        tx,
        rows,
        previous,
        groupBy,
        thenBy,
        groupKey: query.GroupKey === 'none' ? null : query.GroupKey,
        subgroupLimit: query.SubgroupLimit,
      }),
      seesRates: rows.seesRates,
    }),
  );
}

/** `ProjectsReport` (§3 projectOut): worked time per project with its customer and members, most worked first. */
export function readProjectsReport({
  deps: { db, clock },
  auth,
  query,
}: ReportCall<z.output<typeof reportQuery>>): Promise<ProjectsReport> {
  const rows = reportRequest({ auth, query, monthsAsOf: clock.now() });
  return inTenant({ db, tenantId: auth.tenantId, sums: true }, async (tx) =>
    presentProjectsReport({
      range: { fromDate: query.FromDate, toDate: query.ToDate },
      rows: await sumProjects({ tx, rows }),
      seesRates: rows.seesRates,
    }),
  );
}

/** `ProjectMembersReport` (§3 projectsEmployeesListOut): per project, each member's worked time. */
export function readProjectMembersReport({
  deps: { db, clock },
  auth,
  query,
}: ReportCall<z.output<typeof reportQuery>>): Promise<ProjectMembersReport> {
  const rows = reportRequest({ auth, query, monthsAsOf: clock.now() });
  return inTenant({ db, tenantId: auth.tenantId, sums: true }, async (tx) =>
    presentProjectMembersReport({
      range: { fromDate: query.FromDate, toDate: query.ToDate },
      rows: await sumProjectMembers({ tx, rows }),
      seesRates: rows.seesRates,
    }),
  );
}
