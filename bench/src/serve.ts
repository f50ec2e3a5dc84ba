import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { demoOrganisationName, seedDemo } from '../../apps/server/src/modules/demo/demo.seed.ts';
import { signIn } from '../../apps/server/test/sign-in.ts';
import { datasetSize, growOrganisation } from './organisation-dataset.ts';
import { cloneTrackedHistory, generateTrackedHistory, trackedSize } from './tracked-time.ts';

// Child process of `npm run bench`: the real server on a fresh database and a bare Fastify route,
// both on loopback; prints their addresses and an owner's access token as one JSON line.
const password = 'bench-password-1';
const dataDir = mkdtempSync(join(tmpdir(), 'worktrail-bench-'));
const config = {
  ...loadConfig({ env: { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL } }),
  host: '127.0.0.1',
  port: 0,
  publicUrl: 'http://localhost:3000',
  logLevel: 'silent' as const,
  rateLimitPerMinute: 100_000_000,
};
const database = await openDatabase(config);
await database.migrate();
await seedDemo({ db: database.db, password });
const [demo] = (
  (await database.db.execute(sql`SELECT id FROM tenants WHERE name = ${demoOrganisationName}`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
if (!demo) throw new Error('the demo organisation was not created');
const grown = Date.now();
await growOrganisation({ db: database.db, tenantId: demo.id });
process.stderr.write(`dataset ${JSON.stringify(datasetSize)} generated in ${Date.now() - grown} ms\n`);
// Agents: bench members kept without history, who may sign in (the owner's password) and track.
const agentCount = Number(process.env.BENCH_AGENTS ?? 10);
const agentRows = (
  (await database.db.execute(sql`
    SELECT u.email, m.id AS member_id FROM members m JOIN users u ON u.id = m.user_id
     WHERE m.tenant_id = ${demo.id} AND m.status = 'active' AND u.email LIKE 'bench-%'
       AND EXISTS (SELECT 1 FROM project_members pm JOIN projects p ON p.tenant_id = pm.tenant_id AND p.id = pm.project_id
                    WHERE pm.member_id = m.id AND p.status IN ('active', 'opened'))
     ORDER BY m.id DESC LIMIT ${agentCount}`)) as unknown as { rows: Array<{ email: string; member_id: string }> }
).rows;
// Tracked time through the tracker's ingestion functions, then copied to the other members of the same zone.
const tracking = Date.now();
const trackedPlan = trackedSize(database.kind);
const except = agentRows.map((row) => row.member_id);
const generated = await generateTrackedHistory({ db: database.db, tenantId: demo.id, ...trackedPlan, except });
const cloned = await cloneTrackedHistory({ db: database.db, tenantId: demo.id, except });
// Whose timeline is read: members with history.
const readers = (
  (await database.db.execute(sql`
    SELECT DISTINCT member_id FROM time_entries WHERE tenant_id = ${demo.id} ORDER BY member_id LIMIT 20`)) as unknown as {
    rows: Array<{ member_id: string }>;
  }
).rows.map((row) => row.member_id);
await database.db.execute(sql`ANALYZE`);
const counted = (
  (await database.db.execute(
    sql`SELECT (SELECT count(*) FROM activity_slots)::int AS slots, (SELECT count(*) FROM time_entries)::int AS entries,
               (SELECT count(DISTINCT member_id) FROM time_entries)::int AS members`,
  )) as unknown as { rows: Array<{ slots: number; entries: number; members: number }> }
).rows[0];
const tracked = { generated, clonedMembers: cloned.members, total: counted, ms: Date.now() - tracking };
process.stderr.write(`tracked time ${JSON.stringify(tracked)}\n`);
await database.db.execute(sql`
  UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'owner@demo.example')
   WHERE email = ANY(${sql.param(agentRows.map((row) => row.email))}::text[])`);
const app = await buildApp({ config, database });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const { access_token } = await signIn(app, { email: 'owner@demo.example', password });
const agents: Array<{ memberId: string; token: string }> = [];
for (const row of agentRows)
  agents.push({ memberId: row.member_id, token: (await signIn(app, { email: row.email, password })).access_token });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ success: true, message: null, result: { status: 'ok' } }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

console.log(
  JSON.stringify({
    appUrl,
    bareUrl,
    token: access_token,
    database: database.kind,
    dataset: datasetSize,
    tracked,
    agents,
    readers,
  }),
);
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await database.close();
  process.exit(0);
});
