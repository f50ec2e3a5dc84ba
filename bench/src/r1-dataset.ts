import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { asRequestRole, inTenant } from '../../apps/server/src/db/transactions.ts';
import { createOrganisation } from '../../apps/server/src/modules/tenants/tenants.service.ts';
import { checkRecomputation, checkReplay, checkTotals } from './bulk-time.check.ts';
import { generateBulkTime } from './bulk-time.ts';
import { inParallel } from './in-parallel.ts';

/**
 * Dataset R1 (`BENCH_DATASET=r1`, issue 13): the grown demo organisation is the largest (BENCH_MEMBERS members,
 * 1,000 by default) with 13 months of weekday time, beside small organisations of 5–20 members with a few weeks
 * each, 100 organisations in all. All time goes through the bulk path (bulk-time.ts), then is checked.
 */
export const r1Size = (database: 'pglite' | 'postgres') => ({
  organisations: Number(process.env.BENCH_ORGANISATIONS ?? 100),
  /** Local days of the largest organisation's history, today included (13 months). */
  days: Number(process.env.BENCH_R1_DAYS ?? 395),
  smallDays: Number(process.env.BENCH_SMALL_DAYS ?? 21),
  /**
   * A bulk transaction's size in members' whole histories (it writes a stretch of days of all), and transactions at
   * once (PGlite has one connection).
   */
  chunk: Number(process.env.BENCH_BULK_CHUNK ?? 25),
  parallel: database === 'postgres' ? Number(process.env.BENCH_BULK_PARALLEL ?? 2) : 1,
});

const dstZones = ['Europe/London', 'America/New_York'];
const smallZones = ['Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo', 'Africa/Cairo', 'Australia/Sydney'];

/** Small organisation `i`: 5–20 members in one zone, two customers, four projects, each member on three of them. */
async function createSmallOrganisation({ db, i }: { db: Db; i: number }) {
  const size = 5 + ((i * 7) % 16);
  const emails = (
    await asRequestRole({ db }, async (tx) =>
      rowsOf<{ id: string; email: string }>(
        await tx.execute(sql`
          INSERT INTO users (id, email, given_name, family_name, email_verified_at)
          SELECT gen_random_uuid(), 'org' || ${i}::int || '-' || j || '@small.bench.example', 'Small', 'Person ' || j, now()
            FROM generate_series(1, ${size}::int) AS j
          RETURNING id, email`),
      ),
    )
  ).sort((a, b) => a.email.localeCompare(b.email, 'en', { numeric: true }));
  const [owner, ...others] = emails;
  if (!owner) throw new Error('a small organisation needs an owner');
  const { tenantId, roleIds } = await createOrganisation({ db, name: `Small Org ${i}`, ownerUserId: owner.id });
  const zone = smallZones[i % smallZones.length] ?? 'UTC';
  await inTenant({ db, tenantId }, async (tx) => {
    await tx.execute(sql`UPDATE members SET time_zone = ${zone} WHERE tenant_id = ${tenantId}`);
    await tx.execute(sql`
      INSERT INTO members (tenant_id, id, user_id, role_id, status, concurrency_stamp, time_zone, hourly_rate, currency)
      SELECT ${tenantId}, gen_random_uuid(), u, ${roleIds.employee}, 'active', gen_random_uuid(), ${zone}, 25, 'EUR'
        FROM unnest(${sql.param(others.map((user) => user.id))}::uuid[]) AS u`);
    await tx.execute(sql`
      INSERT INTO customers (tenant_id, id, name, note, status, concurrency_stamp)
      SELECT ${tenantId}, gen_random_uuid(), 'Client ' || c, '', 'active', gen_random_uuid() FROM generate_series(1, 2) AS c`);
    await tx.execute(sql`
      INSERT INTO projects (tenant_id, id, customer_id, name, status, concurrency_stamp)
      SELECT ${tenantId}, gen_random_uuid(),
             (SELECT id FROM customers WHERE tenant_id = ${tenantId} ORDER BY name OFFSET p % 2 LIMIT 1),
             'Project ' || p, 'active', gen_random_uuid()
        FROM generate_series(1, 4) AS p`);
    await tx.execute(sql`
      WITH m AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM members WHERE tenant_id = ${tenantId}),
           p AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM projects WHERE tenant_id = ${tenantId})
      INSERT INTO project_members (tenant_id, project_id, member_id)
      SELECT ${tenantId}, p.id, m.id FROM m JOIN p ON p.n <> 1 + m.n % 4`);
  });
  return tenantId;
}

/**
 * Builds R1 around the grown organisation `largestTenantId`: the small organisations, the bulk time of all,
 * then the checks of bulk-time.check.ts (any difference fails the bench). Returns sizes and timings.
 */
export async function buildR1({
  db,
  kind,
  largestTenantId,
  except,
  now,
}: {
  db: Db;
  kind: 'pglite' | 'postgres';
  largestTenantId: string;
  except: string[];
  now: Date;
}) {
  const size = r1Size(kind);
  const started = Date.now();
  const small: string[] = [];
  for (let i = 1; i < size.organisations; i += 1) small.push(await createSmallOrganisation({ db, i }));
  const organisationsMs = Date.now() - started;

  const bulk = { chunk: size.chunk, parallel: size.parallel, now };
  const largestStarted = Date.now();
  const largest = await generateBulkTime({ db, tenantId: largestTenantId, days: size.days, except, ...bulk });
  const checkable = [...largest.memberIds];
  const largestMs = Date.now() - largestStarted;
  process.stderr.write(`R1 largest organisation: ${JSON.stringify(largest.totals)} in ${largestMs} ms\n`);

  const smallStarted = Date.now();
  const smallTotals = { members: 0, entries: 0, slots: 0, appUsage: 0 };
  await inParallel(size.parallel, small, async (tenantId, index) => {
    const made = await generateBulkTime({ db, tenantId, days: size.smallDays, ...bulk, parallel: 1 });
    for (const key of Object.keys(smallTotals) as Array<keyof typeof smallTotals>) smallTotals[key] += made.totals[key];
    if (index === 0) checkable.push(...made.memberIds);
  });
  const smallMs = Date.now() - smallStarted;
  await db.execute(sql`ANALYZE`);

  const checkStarted = Date.now();
  await checkTotals(db);
  // One member of each zone of the largest organisation (DST and not), and the first small organisation.
  const sample = rowsOf<{ tenant_id: string; member_id: string; zone: string }>(
    await db.execute(sql`
      SELECT DISTINCT ON (tenant_id, zone) tenant_id, member_id, zone
        FROM (SELECT m.tenant_id, m.id AS member_id, coalesce(m.time_zone, 'UTC') AS zone
                FROM members m
               WHERE m.tenant_id = ANY(${sql.param([largestTenantId, ...small.slice(0, 1)])}::uuid[])
                 AND m.id = ANY(${sql.param(checkable)}::uuid[])) AS candidates
       ORDER BY tenant_id, zone, member_id`),
  );
  for (const [tenantId, rows] of Map.groupBy(sample, (row) => row.tenant_id))
    await checkRecomputation({ db, tenantId, memberIds: rows.map((row) => row.member_id) });
  // A member in a zone with daylight saving time, so the replay crosses both changes of the 13 months.
  const replayed =
    sample.find((row) => row.tenant_id === largestTenantId && dstZones.includes(row.zone)) ??
    sample.find((row) => row.tenant_id === largestTenantId);
  if (!replayed) throw new Error('R1: no member of the largest organisation has time to check');
  const replay = await checkReplay({ db, tenantId: largestTenantId, memberId: replayed.member_id });
  const checkMs = Date.now() - checkStarted;

  return {
    organisations: size.organisations,
    days: size.days,
    largest: largest.totals,
    small: { organisations: small.length, days: size.smallDays, ...smallTotals },
    checked: { recomputedMembers: sample.length, replay },
    ms: { organisations: organisationsMs, largest: largestMs, small: smallMs, checks: checkMs },
  };
}
