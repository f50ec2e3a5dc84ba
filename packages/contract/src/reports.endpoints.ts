import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';
import {
  appsUrlsPieChart,
  attendanceQuery,
  attendanceReport,
  customersPieChart,
  exportIdQuery,
  exportJob,
  exportQuery,
  generalReport,
  generalReportQuery,
  membersPieChart,
  projectMembersReport,
  projectsPieChart,
  projectsReport,
  reportQuery,
  timelineReport,
  timelineReportQuery,
} from './reports.ts';

const tags = ['Reports'];
const base = '/api/v1/Reports';

/** What every report says about its days and scope. */
const basisText =
  "FromDate..ToDate are local days: each member's own days, midnight to midnight in their effective time zone " +
  '(dayBasis "memberLocalDay"), so one date may be different UTC hours for two members. Only members of the ' +
  "caller's data scope are counted (an owner: the organisation; a manager: themself, the members assigned to them " +
  'and the members of teams they lead); ids outside it in MemberIds are ignored. MemberIds, DepartmentIds, ' +
  'ProjectIds and CustomerIds are comma separated or repeated. Read from the rollups only. Money amounts (worked ' +
  "hours × each member's hourly rate, per currency) are null for callers who may not see rates " +
  '(Worktrail.Members.Manage).';

const report = <Q extends z.ZodType, R extends z.ZodType>(
  name: string,
  access: (typeof permissions.reports)[keyof typeof permissions.reports],
  summary: string,
  query: Q,
  result: R,
  more = '',
) =>
  defineEndpoint({
    method: 'GET',
    path: `${base}/${name}`,
    access,
    tags,
    summary,
    description: `${more}${more ? ' ' : ''}${basisText}`,
    query,
    result,
  });

const r = permissions.reports;

/** The file a finished export is: CSV text, an XLSX workbook or a PDF. */
const exportFile = z.string().meta({ format: 'binary', description: 'The report as CSV, XLSX or PDF' });
const exportMedia = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
] as const;

/** Spec §7 Reports (GET, FromDate and ToDate), and their exports. */
export const reportEndpoints = {
  attendance: report(
    'AttendanceReport',
    r.attendance,
    'Attendance: entry, leave, total hours and activity per member and local day',
    attendanceQuery,
    attendanceReport,
    'One row per member and local day with time, newest day first then by name, paged by PageNo and PageSize ' +
      '(1 and 10 by default, at most 100). FromDate must be before ToDate and not the same day (§5).',
  ),
  general: report(
    'GeneralReport',
    r.general,
    'Worked time grouped by one or two of member, project, customer, task, department, day, week, month',
    generalReportQuery,
    generalReport,
    'Each group has its figures, members, member-days and worked seconds per member-day; Compare (default ' +
      'true) adds the totals of the same number of days just before. Weeks start on Monday. Grouping by task ' +
      'gives one group per task (key the task id, label its name) and a "No task" group (key null) for time on ' +
      'no task; it reads day rollups, as tasks have no month rollup. SubgroupLimit (1 to 1000) keeps each ' +
      "group's most worked subgroups, and subgroupCount says how many it has; GroupKey (a group's key as answered, " +
      'or none for the key-null group) answers that group alone, with its totals.',
  ),
  projects: report(
    'ProjectsReport',
    r.general,
    'Worked time per project, most worked first',
    reportQuery,
    projectsReport,
  ),
  projectMembers: report(
    'ProjectMembersReport',
    r.general,
    "Each project's members and their worked time",
    reportQuery,
    projectMembersReport,
  ),
  timeline: report(
    'TimeLineReport',
    r.general,
    'Each member (paged) with every local day of the range: worked time, activity, entry and leave',
    timelineReportQuery,
    timelineReport,
    'The range is at most 31 days (§5).',
  ),
  membersPie: report(
    'MembersPieChart',
    r.charts,
    "Each member's share of the worked time",
    reportQuery,
    membersPieChart,
    'Slices largest first, the first 100; the rest in other.',
  ),
  projectsPie: report(
    'ProjectsPieChart',
    r.charts,
    "Each project's share of the worked time",
    reportQuery,
    projectsPieChart,
    'Slices largest first, the first 100; the rest in other.',
  ),
  customersPie: report(
    'CustomersPieChart',
    r.charts,
    "Each customer's share of the worked time (projects without a customer in one slice with id null)",
    reportQuery,
    customersPieChart,
    'Slices largest first, the first 100; the rest in other.',
  ),
  appsUrlsPie: report(
    'Apps_URLsPieChart',
    r.charts,
    "Each app's and URL host's share of the app and URL time",
    reportQuery,
    appsUrlsPieChart,
    'Slices largest first, the first 100; the rest in other. ProjectIds and CustomerIds do not narrow app time ' +
      '(apps are counted per member and day, not per project).',
  ),
  export: defineEndpoint({
    method: 'GET',
    path: `${base}/Export`,
    access: 'signed-in',
    policy: 'The permission of the report asked for (Attendance, General or Charts)',
    tags,
    summary: 'One report as a CSV, XLSX or PDF file, at once; a large one as a background export (202)',
    description:
      `Report and Format choose the file; the other parameters are those of the report. Up to 2,000 rows the ` +
      'file is the answer (Content-Disposition names it, e.g. attendance_2026-10-01_2026-10-31.xlsx); beyond, ' +
      'a background export starts and the answer is 202 with its id: follow it with GetExport and fetch it with ' +
      `DownloadExport. CSV is RFC 4180, UTF-8 with a BOM, cells that a spreadsheet would run as a formula ` +
      'quoted with a leading apostrophe. XLSX cells are typed (durations as numbers of days with a [h]:mm ' +
      'format, dates as dates). The PDF is A4 with the filters, the period, the basis of days and the totals; ' +
      `Lang=ar gives Arabic headings, right to left. ${basisText}`,
    query: exportQuery,
    produces: exportMedia,
    result: exportFile,
    accepted: exportJob,
    errors: ['FORBIDDEN'],
  }),
  exportStatus: defineEndpoint({
    method: 'GET',
    path: `${base}/GetExport`,
    access: 'signed-in',
    policy: 'Only the member who started the export',
    tags,
    summary: 'Where a background export stands: queued, running (with progress), done or failed',
    query: exportIdQuery,
    result: exportJob,
    errors: ['NOT_FOUND'],
  }),
  exportDownload: defineEndpoint({
    method: 'GET',
    path: `${base}/DownloadExport`,
    access: 'signed-in',
    policy: 'Only the member who started the export',
    tags,
    summary: 'The file of a finished background export',
    description: 'Kept for 24 hours. 409 while it is not done yet.',
    query: exportIdQuery,
    produces: exportMedia,
    result: exportFile,
    errors: ['NOT_FOUND', 'NOT_READY'],
  }),
};
