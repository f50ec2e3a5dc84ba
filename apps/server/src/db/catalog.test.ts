import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisations } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { globalTables } from './schema.ts';
import { accountRole, appRole } from './tenant-table.ts';
import { asRequestRole, inTenant } from './transactions.ts';

// Policies besides tenant isolation, each reviewed: what else they let through is stated beside them.
// `members_self_lookup`: the account role (no tenant chosen) sees the signed-in user's own memberships (sign-in).
// `*_host_access`: the support console's own role (worktrail_host, no BYPASSRLS) sees every organisation's support
// rows, and only those tables are granted to it (issue 15); the request role is not named by them.
const reviewedExtraPolicies = new Set([
  'members.members_self_lookup',
  'tickets.tickets_host_access',
  'ticket_entries.ticket_entries_host_access',
  'ticket_attachments.ticket_attachments_host_access',
  // Billing (issue 16): the console rolls subscriptions, issues invoices and records payments.
  'subscriptions.subscriptions_host_access',
  'invoices.invoices_host_access',
  'payments.payments_host_access',
]);
// The tenant setting read in place: PostgreSQL then checks it once per statement and estimates from the query's filter.
const tenantSetting = String.raw`\(?NULLIF\(current_setting\('app\.tenant_id'::text, true\), ''::text\)\)?::uuid`;
const tenantPredicate = new RegExp(String.raw`^\(?tenant_id = ${tenantSetting}\)?$`);

let database: Database;
type Executor = { execute: (query: SQL) => Promise<unknown> };
/** Rows of a raw query; `execute` is untyped across the PGlite and pg drivers. */
const rowsOf = async <T>(executor: Executor, query: SQL) => ((await executor.execute(query)) as { rows: T[] }).rows;
const rows = <T>(query: SQL) => rowsOf<T>(database.db, query);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('tenancy rules in the catalog', () => {
  it('gives every table a tenant_id unless it is a declared global table', async () => {
    const tables = await rows<{ table: string; has_tenant: boolean; nullable: boolean | null }>(sql`
      SELECT c.relname AS table,
             a.attname IS NOT NULL AS has_tenant,
             NOT a.attnotnull AS nullable
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
       WHERE c.relkind IN ('r', 'p')`);
    expect(tables.length).toBeGreaterThan(globalTables.length);
    for (const table of tables) {
      if ((globalTables as readonly string[]).includes(table.table)) continue;
      expect({ table: table.table, hasTenant: table.has_tenant, nullable: table.nullable }).toEqual({
        table: table.table,
        hasTenant: true,
        nullable: false,
      });
    }
  });

  it('keys every tenant table by a primary key that starts with tenant_id', async () => {
    const keys = await rows<{ table: string; first_column: string | null }>(sql`
      SELECT c.relname AS table, a.attname AS first_column
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        JOIN pg_attribute t ON t.attrelid = c.oid AND t.attname = 'tenant_id'
        LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
        LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
       WHERE c.relkind = 'r'`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys)
      expect({ table: key.table, first: key.first_column }).toEqual({ table: key.table, first: 'tenant_id' });
  });

  it('enables and forces row-level security with the tenant policy on every tenant table', async () => {
    const tables = await rows<{ table: string; enabled: boolean; forced: boolean }>(sql`
      SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        JOIN pg_attribute t ON t.attrelid = c.oid AND t.attname = 'tenant_id'
       WHERE c.relkind = 'r'`);
    const policies = await rows<{
      table: string;
      name: string;
      cmd: string;
      qual: string | null;
      with_check: string | null;
    }>(sql`
      SELECT tablename AS table, policyname AS name, cmd, qual, with_check FROM pg_policies WHERE schemaname = 'public'`);
    for (const table of tables) {
      expect({ table: table.table, enabled: table.enabled, forced: table.forced }).toEqual({
        table: table.table,
        enabled: true,
        forced: true,
      });
      const own = policies.filter((policy) => policy.table === table.table);
      const isolation = own.filter(
        (policy) =>
          policy.cmd === 'ALL' &&
          tenantPredicate.test(policy.qual ?? '') &&
          tenantPredicate.test(policy.with_check ?? ''),
      );
      expect(isolation, `${table.table} lacks the tenant isolation policy`).toHaveLength(1);
      for (const policy of own) {
        if (isolation.includes(policy)) continue;
        expect(
          reviewedExtraPolicies.has(`${policy.table}.${policy.name}`),
          `unreviewed policy ${policy.table}.${policy.name}`,
        ).toBe(true);
      }
    }
  });

  it('makes every foreign key between tenant tables include tenant_id on both sides', async () => {
    const keys = await rows<{ name: string; columns: string[]; referenced: string[] }>(sql`
      SELECT con.conname AS name,
             ARRAY(SELECT attname FROM pg_attribute WHERE attrelid = con.conrelid AND attnum = ANY(con.conkey))::text[] AS columns,
             ARRAY(SELECT attname FROM pg_attribute WHERE attrelid = con.confrelid AND attnum = ANY(con.confkey))::text[] AS referenced
        FROM pg_constraint con
        JOIN pg_namespace n ON n.oid = con.connamespace AND n.nspname = 'public'
       WHERE con.contype = 'f'
         AND EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = con.conrelid AND attname = 'tenant_id')
         AND EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = con.confrelid AND attname = 'tenant_id')`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect({
        key: key.name,
        local: key.columns.includes('tenant_id'),
        remote: key.referenced.includes('tenant_id'),
      }).toEqual({
        key: key.name,
        local: true,
        remote: true,
      });
    }
  });

  it('runs requests as roles that cannot bypass row-level security and own no table', async () => {
    const roles = await rows<{ name: string; super: boolean; bypass: boolean; owned: number; app: boolean }>(sql`
      SELECT r.rolname AS name, r.rolsuper AS super, r.rolbypassrls AS bypass,
             (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owned,
             pg_has_role(r.oid, ${appRole}, 'USAGE') AS app
        FROM pg_roles r WHERE r.rolname IN (${appRole}, ${accountRole}) ORDER BY r.rolname`);
    // The account role has the request role's rights and policies, and nothing of its own but the self lookup.
    expect(roles).toEqual([
      { name: accountRole, super: false, bypass: false, owned: 0, app: true },
      { name: appRole, super: false, bypass: false, owned: 0, app: true },
    ]);
    const [inside] = await asRequestRole({ db: database.db }, (tx) => rowsOf(tx, sql`SELECT current_user AS who`));
    expect(inside).toEqual({ who: accountRole });
  });
});

describe('row-level security probe', () => {
  it('returns no tenant rows without a tenant, only the own tenant with one, and refuses foreign writes', async () => {
    const seeded = await seedOrganisations({
      db: database.db,
      organisations: [
        {
          name: 'North',
          members: [
            { email: 'n1@north.test', role: 'owner' },
            { email: 'n2@north.test', role: 'employee' },
          ],
        },
        { name: 'South', members: [{ email: 's1@south.test', role: 'owner' }] },
      ],
    });
    const north = seeded.North?.tenantId ?? '';
    const south = seeded.South?.tenantId ?? '';
    const count = (query: SQL) => async (tx: Executor) => (await rowsOf<{ n: number }>(tx, query))[0]?.n;

    expect(await asRequestRole({ db: database.db }, count(sql`SELECT count(*)::int AS n FROM members`))).toBe(0);
    expect(await asRequestRole({ db: database.db }, count(sql`SELECT count(*)::int AS n FROM roles`))).toBe(0);
    expect(
      await inTenant({ db: database.db, tenantId: north }, count(sql`SELECT count(*)::int AS n FROM members`)),
    ).toBe(2);
    expect(
      await inTenant({ db: database.db, tenantId: south }, count(sql`SELECT count(*)::int AS n FROM members`)),
    ).toBe(1);

    const foreignWrite = inTenant({ db: database.db, tenantId: north }, (tx) =>
      tx.execute(sql`UPDATE roles SET name = 'hijacked' WHERE tenant_id = ${south}`),
    );
    await foreignWrite;
    expect(
      await inTenant(
        { db: database.db, tenantId: south },
        count(sql`SELECT count(*)::int AS n FROM roles WHERE name = 'hijacked'`),
      ),
    ).toBe(0);

    const foreignInsert = inTenant({ db: database.db, tenantId: north }, (tx) =>
      tx.execute(sql`INSERT INTO roles (tenant_id, id, key, name) VALUES (${south}, gen_random_uuid(), 'spy', 'Spy')`),
    );
    const error = await foreignInsert.then(
      () => undefined,
      (failure: Error) => failure,
    );
    expect(String((error?.cause as Error | undefined)?.message)).toMatch(/row-level security/);
  });
});

describe('members under the two request roles', () => {
  it('shows a user their own memberships only without a tenant, and sizes a tenant by its own members', async () => {
    const size = 12;
    const seeded = await seedOrganisations({
      db: database.db,
      organisations: [
        {
          name: 'Wide',
          members: Array.from({ length: size }, (_, index) => ({
            email: `w${index}@wide.test`,
            role: index === 0 ? ('owner' as const) : ('employee' as const),
          })),
        },
        ...['East', 'West', 'Centre'].map((name) => ({
          name,
          members: [{ email: `owner@${name.toLowerCase()}.test`, role: 'owner' as const }],
        })),
      ],
    });
    const wide = seeded.Wide?.tenantId ?? '';
    const userId = seeded.Wide?.users['w3@wide.test'];
    const own = await asRequestRole({ db: database.db, userId }, (tx) =>
      rowsOf<{ tenant: string }>(tx, sql`SELECT tenant_id AS tenant FROM members`),
    );
    expect(own).toEqual([{ tenant: wide }]);

    // Inside a tenant the self lookup does not apply, so PostgreSQL estimates the tenant's members from the query's
    // own filter: with both policies it multiplied two guesses and planned reports for a tenth of the members.
    await database.db.execute(sql`ANALYZE members`);
    const [plan] = await inTenant({ db: database.db, tenantId: wide }, (tx) =>
      rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        tx,
        sql`EXPLAIN (FORMAT JSON) SELECT id FROM members WHERE tenant_id = ${wide}::uuid`,
      ),
    );
    const estimate = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
    expect(estimate).toBeGreaterThanOrEqual(size / 2);
    expect(estimate).toBeLessThanOrEqual(size * 2);
  });
});
