import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisations } from '../../../test/test-app.ts';
import { createTestDatabase, runMigrationFill } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { insertCustomers } from '../customers/customers.repository.ts';
import { projectStatusCounts } from './project-status-counts.table.ts';
import { countProjectsByStatus, deleteProject, insertProjects } from './projects.repository.ts';
import { projects } from './projects.table.ts';

// The projects list's status tabs read counts a trigger keeps (issue 19): they must equal counting the projects,
// whatever statement changed them, in each organisation apart.
let database: Database;
let acme: string;
let globex: string;
const customerOf: Record<string, string> = {};

const inOrganisation = <T>(tenantId: string, work: Parameters<typeof inTenant<T>>[1]) =>
  inTenant({ db: database.db, tenantId }, work);

/** The maintained counts of an organisation, as status → projects (statuses with none left out). */
const kept = (tenantId: string) =>
  inOrganisation(tenantId, async (tx) => {
    const rows = await tx.select().from(projectStatusCounts).where(eq(projectStatusCounts.tenantId, tenantId));
    return Object.fromEntries(rows.filter((row) => row.projects > 0).map((row) => [row.status, row.projects]));
  });

/** The same counted from the projects themselves. */
const counted = (tenantId: string) =>
  inOrganisation(tenantId, async (tx) => {
    const rows = await tx
      .select({ status: projects.status, n: sql<number>`count(*)::int` })
      .from(projects)
      .where(eq(projects.tenantId, tenantId))
      .groupBy(projects.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  });

const add = (tenantId: string, names: string[], status: 'active' | 'pending' | 'done' = 'active') =>
  inOrganisation(tenantId, (tx) =>
    insertProjects({
      tx,
      tenantId,
      projects: names.map((name) => ({ name, status, customerId: customerOf[tenantId] ?? '' })),
    }),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  const seeded = await seedOrganisations({
    db: database.db,
    organisations: [
      { name: 'Acme', members: [{ email: 'owner@acme.test', role: 'owner' }] },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
  acme = seeded.Acme?.tenantId ?? '';
  globex = seeded.Globex?.tenantId ?? '';
  for (const tenantId of [acme, globex]) {
    const [customerId] = await inOrganisation(tenantId, (tx) =>
      insertCustomers({ tx, tenantId, customers: [{ name: 'Customer' }] }),
    );
    customerOf[tenantId] = customerId ?? '';
  }
});
afterAll(() => database.close());

describe('the projects’ status counts', () => {
  it('count the projects added in one statement, and a status change of several at once', async () => {
    await add(acme, ['A1', 'A2', 'A3']);
    await add(acme, ['P1', 'P2'], 'pending');
    expect(await kept(acme)).toEqual({ active: 3, pending: 2 });
    const moved = await inOrganisation(acme, async (tx) =>
      tx
        .update(projects)
        .set({ status: 'done' })
        .where(and(eq(projects.tenantId, acme), inArray(projects.name, ['A1', 'P1', 'P2'])))
        .returning({ id: projects.id }),
    );
    expect(moved).toHaveLength(3);
    expect(await kept(acme)).toEqual({ active: 2, done: 3 });
    expect(await kept(acme)).toEqual(await counted(acme));
  });

  it('ignore a change that keeps the status, and follow a project that goes', async () => {
    await inOrganisation(acme, (tx) => tx.update(projects).set({ note: 'renamed' }).where(eq(projects.tenantId, acme)));
    expect(await kept(acme)).toEqual({ active: 2, done: 3 });
    const [gone] = await inOrganisation(acme, (tx) =>
      tx.select({ id: projects.id }).from(projects).where(eq(projects.name, 'A2')),
    );
    await inOrganisation(acme, (tx) => deleteProject({ tx, tenantId: acme, projectId: gone?.id ?? '' }));
    expect(await kept(acme)).toEqual({ active: 1, done: 3 });
    expect(await kept(acme)).toEqual(await counted(acme));
  });

  it('are left as they were by a transaction that fails', async () => {
    const before = await kept(acme);
    await expect(
      inOrganisation(acme, async (tx) => {
        await insertProjects({
          tx,
          tenantId: acme,
          projects: [{ name: 'Doomed', customerId: customerOf[acme] ?? '' }],
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept(acme)).toEqual(before);
  });

  it('keep each organisation’s own', async () => {
    await add(globex, ['G1'], 'pending');
    expect(await kept(globex)).toEqual({ pending: 1 });
    expect(await kept(acme)).toEqual({ active: 1, done: 3 });
  });

  it('answer the list’s tabs, and a filtered list still counts its own matches', async () => {
    const tabs = (filter: { search?: string; customerId?: string }) =>
      inOrganisation(acme, async (tx) =>
        Object.fromEntries(await countProjectsByStatus({ tx, tenantId: acme, ...filter })),
      );
    expect(await tabs({})).toEqual({ active: 1, done: 3, pending: 0 });
    expect(await tabs({ search: 'p' })).toEqual({ done: 2 });
    expect(await tabs({ customerId: customerOf[acme] ?? '' })).toEqual({ active: 1, done: 3 });
  });

  it('are filled by their migration for the projects already there, bound by row-level security', async () => {
    const before = [await kept(acme), await kept(globex)];
    for (const tenantId of [acme, globex]) await inOrganisation(tenantId, (tx) => tx.delete(projectStatusCounts));
    expect([await kept(acme), await kept(globex)]).toEqual([{}, {}]);
    await runMigrationFill(database, '0023_project_status_counts.sql');
    expect([await kept(acme), await kept(globex)]).toEqual(before);
  });
});
