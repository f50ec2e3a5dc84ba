import { dashboardEndpoints, type Endpoint, type EndpointInput, reportEndpoints } from '@worktrail/contract';
import autocannon from 'autocannon';

// The dashboard and report calls of `npm run bench` (issue 13): each at 1 and 20 connections with autocannon,
// between two runs of the bare Fastify route at the same connections in the same run; p50 and p95 are exact
// percentiles of every response's latency (autocannon's `response` event), not of its histogram buckets.
// Paths come from the contract's catalogue; a call the server does not answer yet is listed as such.

type QueryOf<E extends Endpoint> = EndpointInput<E> extends { query: infer Q } ? Q : never;

/** The call's path with its query, checked against the contract's schema first (a bench typo fails loudly). */
function pathOf<E extends Endpoint>(endpoint: E, query: QueryOf<E>) {
  const checked = endpoint.query?.safeParse(query);
  if (checked && !checked.success) throw new Error(`${endpoint.path}: ${checked.error.message}`);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>))
    if (value !== undefined) params.set(name, String(value));
  return `${endpoint.path}?${params}`;
}

/** A target of the issue: p95 at most `p95` ms. */
type Target = { p95: number } | undefined;
type Call = { name: string; path: string; target: Target; span?: { report: string; days: number } };

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

export type ReportRow = {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  failures: number;
  /** Why the call was not measured (the server does not answer it yet). */
  skipped?: string;
  target: Target;
  span?: Call['span'];
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
const round = (value: number) => Math.round(value * 10) / 10;

async function load({
  url,
  headers = {},
  connections,
  duration,
}: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Measures every call at each connection count, each block between two runs of the bare route. */
export async function measureReports({ appUrl, bareUrl, token }: { appUrl: string; bareUrl: string; token: string }) {
  const duration = Number(process.env.BENCH_REPORT_DURATION ?? 10);
  const levels = (process.env.BENCH_REPORT_CONNECTIONS ?? '1,20').split(',').map(Number);
  const headers = { authorization: `Bearer ${token}` };
  const list = calls();
  const rows: ReportRow[] = [];
  for (const connections of levels) {
    const bare = async () =>
      rows.push({
        name: 'bare Fastify route (baseline)',
        connections,
        ...(await load({ url: `${bareUrl}/bare`, connections, duration })),
        target: undefined,
      });
    await bare();
    for (const call of list) {
      const url = `${appUrl}${call.path}`;
      const probe = await fetch(url, { headers });
      await probe.arrayBuffer();
      const row = { name: call.name, connections, target: call.target, span: call.span };
      if (!probe.ok) rows.push({ ...row, rps: 0, p50: 0, p95: 0, failures: 0, skipped: `answers ${probe.status}` });
      else rows.push({ ...row, ...(await load({ url, headers, connections, duration })) });
      process.stderr.write(`reports: ${call.name} at ${connections}: ${JSON.stringify(rows.at(-1))}\n`);
    }
    await bare();
  }
  return rows;
}

const verdict = (target: Target, p95: number) =>
  target ? `p95 ≤ ${target.p95} ms ${p95 <= target.p95 ? '✓' : '✗'}` : '';

/** The markdown tables: every call, then each long report's 395 days against its 90 days. */
export function printReportTable(rows: ReportRow[], title: string) {
  console.log(`\n${title}`);
  console.log('| call | connections | req/s | p50 ms | p95 ms | failed | target |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const figures = row.skipped
      ? `— | — | — | — | not measured: ${row.skipped}`
      : `${row.rps} | ${row.p50} | ${row.p95} | ${row.failures} | ${verdict(row.target, row.p95)}`;
    console.log(`| ${row.name} | ${row.connections} | ${figures} |`);
  }
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
