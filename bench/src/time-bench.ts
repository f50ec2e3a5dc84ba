// The time-data measurements of `npm run bench`: ingest through the real tracker API (batches of 10 slots from
// many agents at once) and the timeline reads, each beside the bare Fastify route measured the same way in the
// same run. Latencies are taken per request, so p50/p95 are exact percentiles of what was measured.

import { type CpuPerRequest, type CpuSample, cpuCell, cpuPerRequest } from './cpu-time.ts';

type Agent = { memberId: string; token: string };
export type TimeRow = {
  name: string;
  unit: string;
  rate: number;
  count: number;
  p50: number;
  p95: number;
  errors: number;
  target: string;
  /** CPU ms per request (per batch, for the ingestion). */
  cpu: CpuPerRequest;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
const round = (value: number) => Math.round(value * 10) / 10;

/** Reads the CPU time the server and the database's backends have used so far (cpu-time.ts). */
type CpuNow = () => Promise<CpuSample>;

/** Runs `request` from `connections` loops until `until()` says stop; latencies in ms, CPU ms per request. */
async function loadLoop({
  connections,
  next,
  cpuNow,
}: {
  connections: number;
  next: (connection: number) => (() => Promise<Response>) | undefined;
  cpuNow: CpuNow;
}) {
  const cpuBefore = await cpuNow();
  const latencies: number[] = [];
  let errors = 0;
  // Each refusal's status and message, so a non-2xx in the table can be explained rather than guessed at.
  const refusals = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      for (let call = next(connection); call; call = next(connection)) {
        const at = performance.now();
        const response = await call();
        const body = await response.text();
        latencies.push(performance.now() - at);
        if (!response.ok) {
          errors += 1;
          const why = `${response.status} ${body.slice(0, 120)}`;
          refusals.set(why, (refusals.get(why) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuPerRequest(cpuBefore, await cpuNow(), latencies.length);
  latencies.sort((a, b) => a - b);
  for (const [why, count] of refusals) process.stderr.write(`  refused ${count}×: ${why}\n`);
  return { latencies, errors, seconds, cpu };
}

/** GETs of `urls` round-robin for `duration` seconds from `connections` loops. */
async function measureGets({
  name,
  urls,
  headers,
  duration,
  connections,
  target,
  cpuNow,
}: {
  name: string;
  urls: string[];
  headers: Record<string, string>;
  duration: number;
  connections: number;
  target: string;
  cpuNow: CpuNow;
}): Promise<TimeRow> {
  const ends = performance.now() + duration * 1000;
  let n = 0;
  const { latencies, errors, seconds, cpu } = await loadLoop({
    cpuNow,
    connections,
    next: () => {
      if (performance.now() > ends) return undefined;
      const url = urls[n++ % urls.length] ?? '';
      return () => fetch(url, { headers });
    },
  });
  return {
    name,
    unit: 'req/s',
    rate: Math.round(latencies.length / seconds),
    count: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    errors,
    target,
    cpu,
  };
}

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** Ingest: every agent tracks whole past days (before the generated history) and uploads them 10 slots a call. */
async function measureIngest({
  appUrl,
  agents,
  batches,
  cpuNow,
}: {
  appUrl: string;
  agents: Agent[];
  batches: number;
  cpuNow: CpuNow;
}) {
  const perAgent = Math.ceil(batches / agents.length);
  const queues: Array<Array<{ token: string; body: string }>> = [];
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (const agent of agents) {
    const settings = (await (
      await fetch(`${appUrl}/api/v1/Tracker/Settings`, { headers: json(agent.token) })
    ).json()) as {
      result: { projects: Array<{ id: string }> };
    };
    const projectId = settings.result.projects[0]?.id;
    if (!projectId) continue;
    const queue: Array<{ token: string; body: string }> = [];
    // Days in time order (a running entry may not start before the member's later entries).
    for (let day = 0; queue.length < perAgent; day += 1) {
      const from = today - (200 - day) * 86_400_000;
      const id = crypto.randomUUID();
      const post = (path: string, body: unknown) =>
        fetch(`${appUrl}/api/v1/Tracker/${path}`, {
          method: 'POST',
          headers: json(agent.token),
          body: JSON.stringify(body),
        });
      const started = await post('StartEntry', { id, projectId, startedAt: new Date(from).toISOString() });
      const stopped = await post('StopEntry', { id, endedAt: new Date(from + 86_400_000).toISOString() });
      if (!started.ok || !stopped.ok) throw new Error(`could not prepare an agent's day: ${await started.text()}`);
      for (let batch = 0; batch < 14 && queue.length < perAgent; batch += 1) {
        const slots = Array.from({ length: 10 }, (_, i) => ({
          entryId: id,
          startedAt: new Date(from + (batch * 10 + i) * 600_000).toISOString(),
          seconds: 600,
          activeSeconds: 300 + ((batch * 7 + i * 13) % 290),
          keyboardSeconds: 200,
          mouseSeconds: 250,
          keyCount: 700,
          clickCount: 90,
          apps: [
            { kind: 'app', name: 'Visual Studio Code', seconds: 400 },
            { kind: 'url', name: 'https://github.com/worktrail/portal', seconds: 200 },
          ],
        }));
        queue.push({ token: agent.token, body: JSON.stringify({ slots }) });
      }
    }
    queues.push(queue);
  }
  let stored = 0;
  const { latencies, errors, seconds, cpu } = await loadLoop({
    cpuNow,
    connections: queues.length,
    next: (connection) => {
      const item = queues[connection]?.shift();
      if (!item) return undefined;
      return async () => {
        const response = await fetch(`${appUrl}/api/v1/Tracker/UploadSlots`, {
          method: 'POST',
          headers: json(item.token),
          body: item.body,
        });
        const copy = response.clone();
        if (response.ok) stored += ((await copy.json()) as { result: { stored: number } }).result.stored;
        return response;
      };
    },
  });
  return {
    name: `POST Tracker/UploadSlots (10 slots, ${queues.length} agents)`,
    unit: 'slots/s',
    rate: Math.round(stored / seconds),
    count: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    errors,
    target: '>= 1000 slots/s, p95 <= 50 ms',
    cpu,
  } satisfies TimeRow;
}

export async function measureTime({
  appUrl,
  bareUrl,
  token,
  agents,
  readers,
  eventLoopDuring,
  cpuNow,
}: {
  appUrl: string;
  bareUrl: string;
  token: string;
  agents: Agent[];
  /** Members with history whose timeline is read. */
  readers: string[];
  /** Records the server's event loop since the last record as `block`'s. */
  eventLoopDuring: (block: string) => Promise<void>;
  cpuNow: CpuNow;
}): Promise<TimeRow[]> {
  const duration = Number(process.env.BENCH_TIME_DURATION ?? 10);
  const connections = Number(process.env.BENCH_TIME_CONNECTIONS ?? 10);
  const batches = Number(process.env.BENCH_INGEST_BATCHES ?? 2000);
  const owner = { authorization: `Bearer ${token}` };
  const rows: TimeRow[] = [];
  const bare = () =>
    measureGets({
      name: 'bare Fastify route (baseline)',
      urls: [`${bareUrl}/bare`],
      headers: {},
      duration,
      connections,
      target: '',
      cpuNow,
    });
  rows.push(await bare());
  if (agents.length > 0) {
    // The ingestion's own figure: the reads after it hold the loop longer (the timeline of every member).
    await eventLoopDuring('time data: bare route');
    rows.push(await measureIngest({ appUrl, agents, batches, cpuNow }));
    await eventLoopDuring('time data: ingestion');
  }
  rows.push(await bare());
  const month = new Date(Date.now() - 35 * 86_400_000).toISOString().slice(0, 7);
  const days = Array.from({ length: 20 }, (_, i) =>
    new Date(Date.now() - (10 + i * 3) * 86_400_000).toISOString().slice(0, 10),
  );
  rows.push(
    await measureGets({
      name: `GET Timeline/GetActivityMonthSummary (month ${month}, ${readers.length} members)`,
      urls: agents.map(
        (agent) => `${appUrl}/api/v1/Timeline/GetActivityMonthSummary?month=${month}&userId=${agent.memberId}`,
      ),
      headers: owner,
      duration,
      connections,
      target: 'p95 <= 20 ms',
      cpuNow,
    }),
  );
  rows.push(
    await measureGets({
      name: 'GET Timeline/GetActivityMonthDetailed (one day)',
      urls: readers.flatMap((member) =>
        days.map((date) => `${appUrl}/api/v1/Timeline/GetActivityMonthDetailed?date=${date}&userId=${member}`),
      ),
      headers: owner,
      duration,
      connections,
      target: 'p95 <= 30 ms',
      cpuNow,
    }),
  );
  // The employee dashboard over a whole month, and the member picker of an owner of the grown organisation.
  const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString();
  const range = `fromDate=${month}-01&toDate=${monthEnd.slice(0, 10)}`;
  rows.push(
    await measureGets({
      name: `GET Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage (month ${month}, ${readers.length} members)`,
      urls: readers.map(
        (member) =>
          `${appUrl}/api/v1/Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage?${range}&userId=${member}`,
      ),
      headers: owner,
      duration,
      connections,
      target: '',
      cpuNow,
    }),
  );
  // What the web's member picker asks for (issue 19, item 2): the first page of 51, then what is typed.
  for (const [name, query] of [
    ['first page', 'PageNo=1&PageSize=51'],
    ['a search', 'search=person%2012&PageNo=1&PageSize=51'],
  ])
    rows.push(
      await measureGets({
        name: `GET Timeline/GetActivityUsers (owner: ${name} of 51)`,
        urls: [`${appUrl}/api/v1/Timeline/GetActivityUsers?${query}`],
        headers: owner,
        duration,
        connections,
        target: 'p95 <= 20 ms',
        cpuNow,
      }),
    );
  rows.push(
    await measureGets({
      name: 'GET Timeline/GetActivityUsers (owner: every member)',
      urls: [`${appUrl}/api/v1/Timeline/GetActivityUsers`],
      headers: owner,
      duration,
      connections,
      target: '',
      cpuNow,
    }),
  );
  return rows;
}

export function printTimeTable(rows: TimeRow[]) {
  console.log(
    '\n| time data | rate | requests | p50 ms | p95 ms | non-2xx | target | CPU ms/request: server / PostgreSQL |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---|---:|');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.rate} ${row.unit} | ${row.count} | ${row.p50} | ${row.p95} | ${row.errors} | ${row.target} | ${cpuCell(row.cpu)} |`,
    );
}
