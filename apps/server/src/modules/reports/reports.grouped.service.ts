import {
  daysInRange,
  type GeneralReport,
  type generalReportQuery,
  type ProjectMembersReport,
  type ProjectsReport,
  type reportQuery,
} from '@worktrail/contract';
import type { z } from 'zod';
import { inTenant } from '../../db/transactions.ts';
import { shiftDate } from './reports.dates.ts';
import { type ReportCall, reportRequest } from './reports.deps.ts';
import { presentGeneralReport } from './reports.general.presenter.ts';
import { dimensions, sumGeneralReport } from './reports.general.repository.ts';
import { presentProjectMembersReport, presentProjectsReport } from './reports.projects.presenter.ts';
import { sumProjectMembers, sumProjects } from './reports.projects.repository.ts';

/**
 * `GeneralReport`: the worked time grouped by `GroupBy` and optionally `ThenBy`, each group with its members,
 * member-days and average per member-day; with `Compare`, the totals of the same number of days just before
 * `FromDate`. One round trip: the previous period is read with the current one.
 */
export function readGeneralReport({
  deps: { db, clock },
  auth,
  query,
}: ReportCall<z.output<typeof generalReportQuery>>): Promise<GeneralReport> {
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
  // The previous period has no groups, only totals: its whole months are read as months.
  const previous = previousRange
    ? reportRequest({ auth, query, from: previousRange.fromDate, to: previousRange.toDate, monthsAsOf: clock.now() })
    : undefined;
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) =>
    presentGeneralReport({
      range: { fromDate: from, toDate: to },
      previousRange,
      groupBy,
      thenBy,
      rows: await sumGeneralReport({ tx, rows, previous, groupBy, thenBy }),
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
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) =>
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
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) =>
    presentProjectMembersReport({
      range: { fromDate: query.FromDate, toDate: query.ToDate },
      rows: await sumProjectMembers({ tx, rows }),
      seesRates: rows.seesRates,
    }),
  );
}
