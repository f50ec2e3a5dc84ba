import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Db, openDatabase } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { inTenant } from '../../apps/server/src/db/transactions.ts';
import { demoOrganisationName, seedDemo } from '../../apps/server/src/modules/demo/demo.seed.ts';
import { signIn } from '../../apps/server/test/sign-in.ts';
import { dropBenchDatabase, markBenchDatabase, prepareBenchDatabase } from './bench-database.ts';
import { type CpuSample, processCpuMs } from './cpu-time.ts';
import { datasetSize, growOrganisation } from './organisation-dataset.ts';
import { buildR1 } from './r1-dataset.ts';
import { findTaskTargets, generateTasks, tasksSize } from './tasks-dataset.ts';
import { cloneTrackedHistory, generateTrackedHistory, trackedSize } from './tracked-time.ts';

// Child process of `npm run bench`: the real server on a fresh database and a bare Fastify route,
// both on loopback; prints their addresses and an owner's access token as one JSON line.
const password = 'bench-password-1';
const dataDir = mkdtempSync(join(tmpdir(), 'worktrail-bench-'));
const datasetName = process.env.BENCH_DATASET ?? 'default';
if (datasetName !== 'default' && datasetName !== 'r1') throw new Error('BENCH_DATASET is default or r1');
const serverUrl = process.env.DATABASE_URL;
const benchDatabase = serverUrl ? await prepareBenchDatabase(serverUrl) : undefined;
const config = {
  ...loadConfig({ env: { DATA_DIR: dataDir, DATABASE_URL: benchDatabase?.url } }),
  host: '127.0.0.1',
  port: 0,
  publicUrl: 'http://localhost:3000',
  // Silent unless asked: a request log would cost more than some of the calls measured, but an error must be findable.
  logLevel: (process.env.BENCH_LOG_LEVEL ?? 'silent') as 'silent',
  rateLimitPerMinute: 100_000_000,
};
const database = await openDatabase(config);
const reused = benchDatabase?.kept as { dataset: string } | undefined;
if (reused && reused.dataset !== datasetName) throw new Error(`the kept database holds dataset ${reused.dataset}`);
if (!reused) {
  await database.migrate();
  await seedDemo({ db: database.db, password });
}
const [demo] = rowsOf<{ id: string }>(
  await database.db.execute(sql`SELECT id FROM tenants WHERE name = ${demoOrganisationName}`),
);
if (!demo) throw new Error('the demo organisation was not created');
const demoId = demo.id;
if (!reused) {
  const grown = Date.now();
  await growOrganisation({ db: database.db, tenantId: demoId });
  process.stderr.write(`dataset ${JSON.stringify(datasetSize)} generated in ${Date.now() - grown} ms\n`);
}
// Agents: bench members kept without history, who may sign in (the owner's password) and track.
const agentCount = Number(process.env.BENCH_AGENTS ?? 10);
const agentRows = rowsOf<{ email: string; member_id: string }>(
  await database.db.execute(sql`
    SELECT u.email, m.id AS member_id FROM members m JOIN users u ON u.id = m.user_id
     WHERE m.tenant_id = ${demoId} AND m.status = 'active' AND u.email LIKE 'bench-%'
       AND EXISTS (SELECT 1 FROM project_members pm JOIN projects p ON p.tenant_id = pm.tenant_id AND p.id = pm.project_id
                    WHERE pm.member_id = m.id AND p.status IN ('active', 'opened'))
     ORDER BY m.id DESC LIMIT ${agentCount}`),
);
const except = agentRows.map((row) => row.member_id);

/** The default dataset's time: some members through the tracker's ingestion functions, copied to the others. */
async function trackThroughIngestion(db: Db, kind: 'pglite' | 'postgres') {
  const tracking = Date.now();
  const generated = await generateTrackedHistory({ db, tenantId: demoId, ...trackedSize(kind), except });
  const cloned = await cloneTrackedHistory({ db, tenantId: demoId, except });
  return { generated, clonedMembers: cloned.members, ms: Date.now() - tracking };
}

/** A kept database measured again: the agents' time of the last run goes, so they can ingest the same days. */
async function forgetAgentsTime(db: Db) {
  await inTenant({ db, tenantId: demoId }, (tx) =>
    tx.execute(sql`
      WITH d1 AS (DELETE FROM member_day_app WHERE member_id = ANY(${sql.param(except)}::uuid[])),
           d2 AS (DELETE FROM member_day_project WHERE member_id = ANY(${sql.param(except)}::uuid[])),
           d3 AS (DELETE FROM member_day WHERE member_id = ANY(${sql.param(except)}::uuid[]))
      DELETE FROM time_entries WHERE member_id = ANY(${sql.param(except)}::uuid[])`),
  );
}

let generated: unknown = reused;
if (reused) {
  await forgetAgentsTime(database.db);
  process.stderr.write(`dataset reused: ${JSON.stringify(generated)}\n`);
} else {
  generated =
    datasetName === 'r1'
      ? await buildR1({ db: database.db, kind: database.kind, largestTenantId: demoId, except, now: new Date() })
      : await trackThroughIngestion(database.db, database.kind);
  process.stderr.write(`time generated: ${JSON.stringify(generated)}\n`);
  // The tasks come after the time, so the time of either dataset is generated (and checked) as before.
  if (process.env.BENCH_TASKS !== '0') {
    const tasks = await generateTasks({ db: database.db, tenantId: demoId });
    process.stderr.write(`tasks ${JSON.stringify(tasksSize)} generated: ${JSON.stringify(tasks)}\n`);
    generated = { ...(generated as object), tasks };
  }
  if (serverUrl) await markBenchDatabase(serverUrl, { dataset: datasetName, ...(generated as object) });
}
const taskTargets = await findTaskTargets({ db: database.db, tenantId: demoId });
// Whose timeline is read: members with history.
const readers = rowsOf<{ member_id: string }>(
  await database.db.execute(sql`
    SELECT DISTINCT member_id FROM time_entries WHERE tenant_id = ${demoId} ORDER BY member_id LIMIT 20`),
).map((row) => row.member_id);
// Vacuumed as autovacuum would have by then (this machine's PostgreSQL runs without it), so index-only scans find the
// pages all-visible, as they would in a live database: the projects' status counts read 5,000 heap rows without it.
await database.db.execute(sql`VACUUM (ANALYZE)`);
const [total] = rowsOf<{ organisations: number; members: number; slots: number; entries: number }>(
  await database.db.execute(
    sql`SELECT (SELECT count(*) FROM tenants)::int AS organisations,
               (SELECT count(*) FROM members WHERE tenant_id = ${demoId})::int AS members,
               (SELECT count(*) FROM activity_slots)::int AS slots, (SELECT count(*) FROM time_entries)::int AS entries`,
  ),
);
await database.db.execute(sql`
  UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'owner@demo.example')
   WHERE email = ANY(${sql.param([...agentRows.map((row) => row.email), ...(taskTargets ? [taskTargets.employee.email] : [])])}::text[])`);
const app = await buildApp({ config, database });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
/**
 * Fresh access tokens of the owner, the agents and the tasks block's employee. They last 15 minutes and a whole run
 * lasts longer, so the parent asks for new ones before each block (a line `tokens` on stdin); an expired token
 * would show as a block of 401s.
 */
async function signedIn() {
  const token = (await signIn(app, { email: 'owner@demo.example', password })).access_token;
  const agents: Array<{ memberId: string; token: string }> = [];
  for (const row of agentRows)
    agents.push({ memberId: row.member_id, token: (await signIn(app, { email: row.email, password })).access_token });
  // The employee of the tasks block: on the busiest project, with open tasks there.
  const employeeToken =
    taskTargets && (await signIn(app, { email: taskTargets.employee.email, password })).access_token;
  return { token, agents, employeeToken };
}
const first = await signedIn();
const tasks = taskTargets && { ...taskTargets, employee: { ...taskTargets.employee, token: first.employeeToken } };
/** The CPU ms this process and the database's backends have used (a line `cpu`; cpu-time.ts). */
async function cpuSample(): Promise<CpuSample> {
  const usage = process.cpuUsage();
  const server = (usage.user + usage.system) / 1000;
  if (database.kind !== 'postgres') return { server, postgres: null };
  const backends = rowsOf<{ pid: number }>(
    await database.db.execute(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`),
  );
  const postgres: Record<string, number> = {};
  for (const { pid } of backends) {
    const ms = processCpuMs(pid);
    if (ms === undefined) return { server, postgres: null };
    postgres[pid] = ms;
  }
  return { server, postgres };
}
// How long the event loop was held up since the last ask (a line `loop`): PGlite runs its queries on this thread, so
// a slow query shows here as a stall every other request waits behind.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
createInterface({ input: process.stdin }).on('line', async (line) => {
  if (line.trim() === 'tokens') {
    console.log(JSON.stringify(await signedIn()));
    // Signing in between blocks is not part of the next block.
    loopDelay.reset();
  }
  if (line.trim() === 'cpu') console.log(JSON.stringify(await cpuSample()));
  if (line.trim() === 'loop') {
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    console.log(JSON.stringify({ p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) }));
    loopDelay.reset();
  }
});

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ success: true, message: null, result: { status: 'ok' } }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

console.log(
  JSON.stringify({
    appUrl,
    bareUrl,
    token: first.token,
    database: database.kind,
    dataset: { name: datasetName, size: datasetSize, total, reused: Boolean(reused) },
    tracked: generated,
    agents: first.agents,
    readers,
    tasks,
  }),
);
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl && (await dropBenchDatabase(serverUrl))) process.stderr.write(`dropped ${benchDatabase?.name}\n`);
  process.exit(0);
});
