import { dashboardEndpoints, reportEndpoints } from '@worktrail/contract';
import { type LatencyCall, type LatencyRow, measureCalls, pathOf, printLatencyTable } from './latency-calls.ts';

// The dashboard and report calls of `npm run bench` (issue 13): each at 1 and 20 connections, measured by
// latency-calls.ts beside the bare Fastify route. Paths come from the contract's catalogue; a call the server does
// not answer yet is listed as such.

type Call = LatencyCall & { span?: { report: string; days: number } };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The calls measured: today, this month and the last 31 days (BENCH_REPORT_DAYS), then 90 and 395 days. */
function calls(): Call[] {
  const today = day(0);
  const range = { FromDate: day(1 - Number(process.env.BENCH_REPORT_DAYS ?? 31)), ToDate: today };
  const paged = { ...range, PageNo: 1, PageSize: 10 };
  const board = { p95: 50 };
  const report = { p95: 100 };
  const list: Call[] = [
    {
      name: 'Dashboard/GetMembersBoardWorkDataTillDay (today, page 1 of 10)',
      path: pathOf(dashboardEndpoints.board, { UsersPageNo: 1, UsersPageCount: 10, Period: 'today' }),
      target: board,
    },
    {
      name: 'Dashboard/GetProjectsAndAppsWorkingTimeAndPercentage (this month)',
      path: pathOf(dashboardEndpoints.scope, { fromDate: `${today.slice(0, 8)}01`, toDate: today }),
      target: undefined,
    },
    { name: 'Reports/AttendanceReport (page 1 of 10)', path: pathOf(reportEndpoints.attendance, paged), target: board },
    {
      name: 'Reports/GeneralReport (member)',
      path: pathOf(reportEndpoints.general, { ...range, GroupBy: 'member' }),
      target: report,
    },
    {
      name: 'Reports/GeneralReport (day → project)',
      path: pathOf(reportEndpoints.general, { ...range, GroupBy: 'day', ThenBy: 'project' }),
      target: report,
    },
    {
      // What the General Reports screen asks: each day's 10 most worked projects, then one day's all on asking.
      name: 'Reports/GeneralReport (day → project, 10 a day)',
      path: pathOf(reportEndpoints.general, { ...range, GroupBy: 'day', ThenBy: 'project', SubgroupLimit: 10 }),
      target: report,
    },
    {
      name: 'Reports/GeneralReport (one day → all its projects)',
      path: pathOf(reportEndpoints.general, {
        ...range,
        GroupBy: 'day',
        ThenBy: 'project',
        GroupKey: day(-1),
        Compare: 'false',
      }),
      target: report,
    },
    { name: 'Reports/ProjectsReport', path: pathOf(reportEndpoints.projects, range), target: report },
    { name: 'Reports/ProjectMembersReport', path: pathOf(reportEndpoints.projectMembers, range), target: report },
    {
      name: 'Reports/TimeLineReport (31 days, page 1 of 10)',
      path: pathOf(reportEndpoints.timeline, { ...paged, FromDate: day(-30) }),
      target: undefined,
    },
    { name: 'Reports/MembersPieChart', path: pathOf(reportEndpoints.membersPie, range), target: report },
    { name: 'Reports/ProjectsPieChart', path: pathOf(reportEndpoints.projectsPie, range), target: report },
    { name: 'Reports/CustomersPieChart', path: pathOf(reportEndpoints.customersPie, range), target: report },
    { name: 'Reports/Apps_URLsPieChart', path: pathOf(reportEndpoints.appsUrlsPie, range), target: { p95: 250 } },
  ];
  for (const days of [90, 395]) {
    const span = { FromDate: day(1 - days), ToDate: today };
    list.push(
      {
        name: `Reports/GeneralReport (member, ${days} days)`,
        path: pathOf(reportEndpoints.general, { ...span, GroupBy: 'member' }),
        target: report,
        span: { report: 'Reports/GeneralReport (member)', days },
      },
      {
        name: `Reports/ProjectsPieChart (${days} days)`,
        path: pathOf(reportEndpoints.projectsPie, span),
        target: report,
        span: { report: 'Reports/ProjectsPieChart', days },
      },
    );
  }
  return list;
}

export type ReportRow = LatencyRow & { span?: Call['span'] };

/** Measures every call at each connection count (BENCH_REPORT_CONNECTIONS), beside the bare route. */
export function measureReports({ appUrl, bareUrl, token }: { appUrl: string; bareUrl: string; token: string }) {
  return measureCalls({
    calls: calls(),
    appUrl,
    bareUrl,
    token,
    duration: Number(process.env.BENCH_REPORT_DURATION ?? 10),
    levels: (process.env.BENCH_REPORT_CONNECTIONS ?? '1,20').split(',').map(Number),
    label: 'reports',
  });
}

/** The markdown tables: every call, then each long report's 395 days against its 90 days. */
export function printReportTable(rows: ReportRow[], title: string) {
  printLatencyTable(rows, title);
  const spans = rows.filter((row) => row.span?.days === 395 && !row.skipped);
  if (spans.length === 0) return;
  console.log('\n| report | connections | p95 90 days | p95 395 days | 395 ÷ 90 | target |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const long of spans) {
    const short = rows.find(
      (row) => row.span?.days === 90 && row.span.report === long.span?.report && row.connections === long.connections,
    );
    if (!short || short.skipped || short.p95 === 0) continue;
    const ratio = Math.round((long.p95 / short.p95) * 100) / 100;
    console.log(
      `| ${long.span?.report} | ${long.connections} | ${short.p95} | ${long.p95} | ${ratio} | ≤ 1.3 ${ratio <= 1.3 ? '✓' : '✗'} |`,
    );
  }
}
