import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { asRequestRole, inTenant } from '../../apps/server/src/db/transactions.ts';

/** The size of the organisation the list endpoints are measured on. */
export const datasetSize = {
  members: Number(process.env.BENCH_MEMBERS ?? 1000),
  departments: 20,
  positions: 30,
  customers: Number(process.env.BENCH_CUSTOMERS ?? 500),
  projects: Number(process.env.BENCH_PROJECTS ?? 5000),
  membersPerProject: 5,
  days: Number(process.env.BENCH_DAYS ?? 90),
};

/**
 * Grows the demo organisation into a large one, in set-based SQL: members with departments and positions,
 * customers and projects with members. Their tracked time (entries, slots, apps, rollups) is generated afterwards
 * THROUGH the tracker's ingestion functions by `generateTrackedHistory` (tracked-time.ts), so lists, reports and
 * the time endpoints are measured on time recorded the way agents record it.
 */
export async function growOrganisation({ db, tenantId }: { db: Db; tenantId: string }) {
  const size = datasetSize;
  await asRequestRole({ db }, (tx) =>
    tx.execute(sql`
      INSERT INTO users (id, email, given_name, family_name, email_verified_at)
      SELECT gen_random_uuid(), 'bench-' || i || '@bench.example', 'Bench', 'Person ' || i, now()
        FROM generate_series(1, ${size.members}) AS i`),
  );
  await inTenant({ db, tenantId }, async (tx) => {
    await tx.execute(sql`
      INSERT INTO departments (tenant_id, id, name)
      SELECT ${tenantId}, gen_random_uuid(), 'Department ' || i FROM generate_series(1, ${size.departments}) AS i`);
    await tx.execute(sql`
      INSERT INTO positions (tenant_id, id, name)
      SELECT ${tenantId}, gen_random_uuid(), 'Position ' || i FROM generate_series(1, ${size.positions}) AS i`);
    await tx.execute(sql`
      WITH d AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM departments WHERE tenant_id = ${tenantId}),
           p AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM positions WHERE tenant_id = ${tenantId}),
           u AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM users WHERE email LIKE 'bench-%@bench.example')
      INSERT INTO members (tenant_id, id, user_id, role_id, status, concurrency_stamp, department_id, position_id,
                           time_zone, hourly_rate, currency)
      SELECT ${tenantId}, gen_random_uuid(), u.id,
             (SELECT id FROM roles WHERE tenant_id = ${tenantId} AND key = 'employee'),
             CASE WHEN u.n % 50 = 0 THEN 'archived' WHEN u.n % 70 = 0 THEN 'inactive' ELSE 'active' END,
             gen_random_uuid(), d.id, p.id,
             (ARRAY['Asia/Riyadh', 'Europe/London', 'America/New_York', 'Asia/Kolkata'])[1 + u.n % 4],
             20 + u.n % 30, 'USD'
        FROM u
        JOIN d ON d.n = u.n % ${size.departments}
        JOIN p ON p.n = u.n % ${size.positions}`);
    await tx.execute(sql`
      INSERT INTO customers (tenant_id, id, name, note, status, concurrency_stamp)
      SELECT ${tenantId}, gen_random_uuid(), 'Customer ' || i, '', CASE WHEN i % 10 = 0 THEN 'inactive' ELSE 'active' END,
             gen_random_uuid()
        FROM generate_series(1, ${size.customers}) AS i`);
    await tx.execute(sql`
      WITH c AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM customers WHERE tenant_id = ${tenantId})
      INSERT INTO projects (tenant_id, id, customer_id, name, status, concurrency_stamp, created_at)
      SELECT ${tenantId}, gen_random_uuid(), c.id, 'Project ' || i,
             (ARRAY['active', 'active', 'active', 'pending', 'opened', 'done', 'archived', 'canceled'])[1 + i % 8],
             gen_random_uuid(), now() - make_interval(mins => i)
        FROM generate_series(1, ${size.projects}) AS i
        JOIN c ON c.n = i % (SELECT count(*) FROM c)`);
    await tx.execute(sql`
      WITH m AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
                   FROM members WHERE tenant_id = ${tenantId}),
           p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM projects WHERE tenant_id = ${tenantId})
      INSERT INTO project_members (tenant_id, project_id, member_id)
      SELECT ${tenantId}, p.id, m.id
        FROM p CROSS JOIN generate_series(0, ${size.membersPerProject - 1}) AS k
        JOIN m ON m.n = (p.n * ${size.membersPerProject} + k) % m.total
      ON CONFLICT DO NOTHING`);
  });
  await db.execute(sql`ANALYZE`);
}
