import { daysInRange, type exportQuery, type ReportFilters } from '@worktrail/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../http/access.ts';
import {
  type ReportDeps,
  readAppsUrlsPie,
  readAttendanceReport,
  readCustomersPie,
  readGeneralReport,
  readMembersPie,
  readProjectMembersReport,
  readProjectsPie,
  readProjectsReport,
  readTimelineReport,
} from '../reports/reports.service.ts';
import type { ExportCell, ExportTable } from './export-table.ts';
import { type ExportWords, exportWords } from './export-words.ts';
import { generalTable, projectMembersTable, projectsTable } from './grouped-tables.ts';
import {
  attendanceColumns,
  attendanceRows,
  attendanceTotals,
  timelineColumns,
  timelineRows,
  timelineTotals,
} from './paged-tables.ts';
import { pieTable } from './pie-tables.ts';

export type ExportRequest = z.output<typeof exportQuery>;
type Call = { deps: ReportDeps; auth: AuthContext; query: ExportRequest };
/** Told the share of the report read so far, 0 to 1. */
export type OnProgress = (done: number) => Promise<void>;

/** Member-days per page of a large attendance export, and members per page of a timeline (31 days each at most). */
const attendancePageSize = 5000;
const timelineMembersPerPage = 200;

const filtersOf = ({ FromDate, ToDate, MemberIds, DepartmentIds, ProjectIds, CustomerIds }: ExportRequest) =>
  ({ FromDate, ToDate, MemberIds, DepartmentIds, ProjectIds, CustomerIds }) satisfies ReportFilters;

const page = (PageNo: number, PageSize: number) => ({ PageNo, PageSize });

/** A report read whole in one call (everything but attendance and the timeline), as its table. */
async function readWhole({ deps, auth, query }: Call, words: ExportWords): Promise<ExportTable> {
  const filters = filtersOf(query);
  const call = { deps, auth, query: filters };
  switch (query.Report) {
    case 'general': {
      const grouping = { GroupBy: query.GroupBy, ThenBy: query.ThenBy, Compare: false };
      return generalTable(await readGeneralReport({ deps, auth, query: { ...filters, ...grouping } }), words);
    }
    case 'projects':
      return projectsTable(await readProjectsReport(call), words);
    case 'projectMembers':
      return projectMembersTable(await readProjectMembersReport(call), words);
    case 'membersPie': {
      const { memberPieCharts: slices, ...pie } = await readMembersPie(call);
      return pieTable({ pie, slices, of: 'member' }, words);
    }
    case 'projectsPie': {
      const { projectPieCharts: slices, ...pie } = await readProjectsPie(call);
      return pieTable({ pie, slices, of: 'project' }, words);
    }
    case 'customersPie': {
      const { customerPieCharts: slices, ...pie } = await readCustomersPie(call);
      return pieTable({ pie, slices, of: 'customer' }, words);
    }
    case 'appsUrlsPie': {
      const { apps_URLsPieCharts: slices, ...pie } = await readAppsUrlsPie(call);
      return pieTable({ pie, slices, of: 'appUrl' }, words);
    }
    case 'attendance':
    case 'timeline':
      throw new Error(`${query.Report} is read page by page`);
  }
}

/**
 * How many rows the export will have, known before writing it: the attendance report's own count of member-days
 * (one row each), the timeline's members times its days (at most one row each), or for the other reports — small,
 * one round trip — the table itself, read whole and handed back so it is not read twice.
 */
export async function measureExport(call: Call): Promise<{ rows: number; table?: ExportTable }> {
  const { deps, auth, query } = call;
  const filters = filtersOf(query);
  if (query.Report === 'attendance') {
    const first = await readAttendanceReport({ deps, auth, query: { ...filters, ...page(1, 1) } });
    return { rows: first.pagination.total_Items };
  }
  if (query.Report === 'timeline') {
    const first = await readTimelineReport({ deps, auth, query: { ...filters, ...page(1, 1) } });
    return { rows: first.totalCount * daysInRange(query.FromDate, query.ToDate) };
  }
  const table = await readWhole(call, exportWords(query.Lang));
  return { rows: table.rows.length, table };
}

/**
 * The report as a table, read as the caller (their data scope, their rates): the paged reports page by page,
 * telling `onProgress` how far it has come; the others in one call.
 */
export async function readExportTable(call: Call, onProgress: OnProgress = async () => {}): Promise<ExportTable> {
  const { deps, auth, query } = call;
  const words = exportWords(query.Lang);
  const filters = filtersOf(query);
  if (query.Report === 'attendance') {
    const rows: ExportCell[][] = [];
    let totals: ExportCell[] | null = null;
    for (let pageNo = 1; ; pageNo += 1) {
      const report = await readAttendanceReport({
        deps,
        auth,
        query: { ...filters, ...page(pageNo, attendancePageSize) },
      });
      rows.push(...attendanceRows(report.attendListOut, words));
      totals ??= attendanceTotals(report.totals, words);
      await onProgress(pageNo / Math.max(1, report.pagination.total_Pages));
      if (pageNo >= report.pagination.total_Pages) break;
    }
    return { columns: attendanceColumns(words), rows, totals };
  }
  if (query.Report === 'timeline') {
    const rows: ExportCell[][] = [];
    let workedSeconds = 0;
    let activity: number | null = null;
    for (let pageNo = 1; ; pageNo += 1) {
      const report = await readTimelineReport({
        deps,
        auth,
        query: { ...filters, ...page(pageNo, timelineMembersPerPage) },
      });
      rows.push(...timelineRows(report));
      workedSeconds += report.timeLineOut.reduce((sum, member) => sum + member.figures.workedSeconds, 0);
      activity = report.averageActivityLevelForAll;
      await onProgress(pageNo / Math.max(1, report.pagination.total_Pages));
      if (pageNo >= report.pagination.total_Pages) break;
    }
    return { columns: timelineColumns(words), rows, totals: timelineTotals({ workedSeconds, activity }, words) };
  }
  const table = await readWhole(call, words);
  await onProgress(1);
  return table;
}
