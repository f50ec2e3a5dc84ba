import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { type CpuPerRequest, type CpuSample, cpuCell, cpuPerRequest } from './cpu-time.ts';
import { type LatencyRow, printLatencyTable } from './latency-calls.ts';
import { measureReports, printReportTable, type ReportRow } from './report-bench.ts';
import { measureTasks, type TaskTargets } from './tasks-bench.ts';
import { measureTime, printTimeTable } from './time-bench.ts';

// `npm run bench`: each endpoint beside a bare Fastify route, measured in the same run, several
// rounds interleaved; reports the median of the rounds. autocannon has no p95: p97.5 is the stricter tail.
const rounds = Number(process.env.BENCH_RUNS ?? 3);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const child = spawn(process.execPath, [new URL('./serve.ts', import.meta.url).pathname], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const lines = createInterface({ input: child.stdout });
const nextLine = () =>
  new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
const firstLine = await nextLine();
const { appUrl, bareUrl, token, database, dataset, tracked, agents, readers, tasks } = JSON.parse(firstLine) as {
  appUrl: string;
  bareUrl: string;
  token: string;
  database: string;
  dataset: { name: string; total: { organisations: number; members: number; slots: number; entries: number } };
  tracked: unknown;
  agents: Array<{ memberId: string; token: string }>;
  readers: string[];
  /** Undefined when the dataset has no tasks (BENCH_TASKS=0, or a kept database from before them). */
  tasks?: TaskTargets;
};
const auth = { authorization: `Bearer ${token}` };

/** New tokens before each block: access tokens last 15 minutes, and an expired one would measure 401s. */
async function freshTokens() {
  const line = nextLine();
  child.stdin?.write('tokens\n');
  return JSON.parse(await line) as { token: string; agents: typeof agents; employeeToken?: string };
}

/** The server's event-loop delay since the last ask, per block: how long one request could be held up by another. */
const loopStalls: Array<{ block: string; p99: number; max: number }> = [];
async function eventLoopDuring(block: string) {
  const line = nextLine();
  child.stdin?.write('loop\n');
  loopStalls.push({ block, ...(JSON.parse(await line) as { p99: number; max: number }) });
}

/** The CPU time the server and the database's backends have used so far (cpu-time.ts). */
async function cpuNow() {
  const line = nextLine();
  child.stdin?.write('cpu\n');
  return JSON.parse(await line) as CpuSample;
}

const targets = [
  { name: 'bare Fastify route (baseline)', url: `${bareUrl}/bare`, headers: {} },
  { name: 'GET /healthz', url: `${appUrl}/healthz`, headers: {} },
  {
    name: 'GET /api/app/user/check-permission',
    url: `${appUrl}/api/app/user/check-permission?PermissionName=Worktrail.Members`,
    headers: auth,
  },
  { name: 'GET /api/app/user/permissions', url: `${appUrl}/api/app/user/permissions`, headers: auth },
  // The list screens on the grown organisation: counters, totals and last activity are computed per page.
  {
    name: 'GET Member/GetMemberPagedList (page 1 of 10)',
    url: `${appUrl}/api/v1/Member/GetMemberPagedList?UsersPageNo=1&UsersPageCount=10`,
    headers: auth,
  },
  {
    name: 'GET Member/GetMemberPagedList (department, search)',
    url: `${appUrl}/api/v1/Member/GetMemberPagedList?UsersPageNo=2&UsersPageCount=25&DepartmentName=Department%207&MemberName=person`,
    headers: auth,
  },
  {
    name: 'GET Project/GetProjectPagedList (page 1 of 10)',
    url: `${appUrl}/api/v1/Project/GetProjectPagedList?PageNo=1&PageSize=10`,
    headers: auth,
  },
  {
    name: 'GET Customer/GetCustomerPagedList (page 1 of 10)',
    url: `${appUrl}/v1/Customer/GetCustomerPagedList?SkipCount=0&MaxResultCount=10`,
    headers: auth,
  },
  { name: 'GET Department/GetDepartmentList', url: `${appUrl}/api/v1/Department/GetDepartmentList`, headers: auth },
  { name: 'GET Team/GetPaged', url: `${appUrl}/v1/Team/GetPaged?pageNo=1&pageCount=10`, headers: auth },
];

type Sample = { rps: number; p50: number; p97_5: number; p99: number; errors: number; cpu: CpuPerRequest };
const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));

for (let round = 1; round <= rounds; round += 1) {
  for (const target of targets) {
    const before = await cpuNow();
    const result = await autocannon({ url: target.url, headers: target.headers, connections, duration });
    samples.get(target.name)?.push({
      rps: result.requests.average,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors,
      cpu: cpuPerRequest(before, await cpuNow(), result.requests.total),
    });
    process.stderr.write(`round ${round}/${rounds} ${target.name}: ${Math.round(result.requests.average)} req/s\n`);
  }
}
if (rounds > 0) await eventLoopDuring('list screens');
// The organisation dashboard and the reports (issue 13), the tasks screens (tasks issue 14), then the time data:
// ingest through the tracker API and the timeline reads, with per-request percentiles.
let reportRows: ReportRow[] = [];
let timeRows: Awaited<ReturnType<typeof measureTime>> = [];
let taskRows: { rows: LatencyRow[]; loadBefore: string } | undefined;
try {
  if (process.env.BENCH_REPORTS !== '0')
    reportRows = await measureReports({ appUrl, bareUrl, token: (await freshTokens()).token });
  if (reportRows.length > 0) await eventLoopDuring('dashboard and reports');
  if (process.env.BENCH_TASKS !== '0' && tasks) {
    const fresh = await freshTokens();
    const targets = { ...tasks, employee: { ...tasks.employee, token: fresh.employeeToken ?? tasks.employee.token } };
    taskRows = await measureTasks({ appUrl, bareUrl, token: fresh.token, targets });
    await eventLoopDuring('tasks');
  }
  if (process.env.BENCH_TIME !== '0') {
    const fresh = await freshTokens();
    timeRows = await measureTime({
      appUrl,
      bareUrl,
      token: fresh.token,
      agents: fresh.agents,
      readers,
      eventLoopDuring,
      cpuNow,
    });
    await eventLoopDuring('time data: reads');
  }
} finally {
  child.kill('SIGTERM');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

if (rounds > 0) {
  console.log(
    `\nWorktrail bench: ${database}, ${connections} connections, ${duration} s × ${rounds} rounds, median of rounds`,
  );
  console.log('| endpoint | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx | CPU ms/request: server / PostgreSQL |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, list] of samples) {
    const m = (key: Exclude<keyof Sample, 'cpu'>) => median(list.map((sample) => sample[key]));
    const cpu = (of: 'server' | 'postgres') => {
      const values = list.flatMap((sample) => (sample.cpu?.[of] === undefined ? [] : [sample.cpu[of]]));
      return values.length === list.length ? median(values) : undefined;
    };
    const server = cpu('server');
    const cpuText = server === undefined ? '–' : cpuCell({ server, postgres: cpu('postgres') });
    console.log(
      `| ${name} | ${Math.round(m('rps'))} | ${m('p50')} | ${m('p97_5')} | ${m('p99')} | ${list.reduce((n, s) => n + s.errors, 0)} | ${cpuText} |`,
    );
  }
}
console.log(`\nTracked time generated: ${JSON.stringify(tracked)}`);
if (reportRows.length > 0) {
  const { organisations, members, slots, entries } = dataset.total;
  printReportTable(
    reportRows,
    `Dashboard and reports: ${database}, dataset ${dataset.name} (${organisations} organisations; the owner's has ${members} members; ${slots} slots, ${entries} entries in all), ${process.env.BENCH_REPORT_DURATION ?? 10} s per row`,
  );
}
if (taskRows && tasks) {
  const { members } = dataset.total;
  printLatencyTable(
    taskRows.rows,
    `Tasks: ${database}, dataset ${dataset.name} (the owner's organisation: ${members} members, ${tasks.taskCount} tasks; the employee has ${tasks.employee.openTasksOnProject} open tasks on the busy project), ${process.env.BENCH_TASK_DURATION ?? 10} s per row, load average before the block ${taskRows.loadBefore}`,
  );
}
if (timeRows.length > 0) printTimeTable(timeRows);
if (loopStalls.length > 0) {
  console.log(`\nThe server's event loop, ${database} (delay beyond the 10 ms sampling, per block)`);
  console.log('| block | p99 ms | max ms |');
  console.log('|---|---:|---:|');
  for (const { block, p99, max } of loopStalls) console.log(`| ${block} | ${p99} | ${max} |`);
}
