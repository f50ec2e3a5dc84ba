import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrationFill } from '../../../test/test-database.ts';
import { rowsOf } from '../../db/rows.ts';
import { inTenant } from '../../db/transactions.ts';
import {
  authOf,
  organisationRollupCompared,
  type ReportsWorld,
  recordAroundMarch,
  startReportsWorld,
} from './reports.fixture.ts';
import { type GeneralRow, sumGeneralReport } from './reports.general.repository.ts';
import { organisationMonthsOf, ranksOrganisationDays } from './reports.organisation.ts';
import { type PieOf, sumPie } from './reports.pies.repository.ts';
import type { ReportIdFilters, RowsRequest } from './reports.rows.ts';

let w: ReportsWorld;
beforeAll(async () => {
  w = await startReportsWorld();
  // Time in February and April around March, so a range has partial months of days beside its whole month.
  await recordAroundMarch(w);
});
afterAll(() => w.close());

// 20 February to 5 April: days, March whole, days.
const range = { from: '2026-02-20', to: '2026-04-05' };
const owner = () => authOf(w, 'owner@acme.test', 'owner');

const inAcme = <T>(work: Parameters<typeof inTenant<T>>[1]) =>
  inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, work);

/** The projects and customers pies of `request`, their whole months read as months (as the routes read them) or days. */
const pies = (request: RowsRequest, wholeMonths: boolean) =>
  inAcme(async (tx) => {
    const answers: Record<string, unknown> = {};
    for (const pie of ['project', 'customer'] as PieOf[])
      answers[pie] = await sumPie({ tx, rows: { ...request, wholeMonths }, of: pie });
    return answers;
  });

const setStatus = (email: string, status: string) =>
  inAcme((tx) => tx.execute(sql`UPDATE members SET status = ${status} WHERE id = ${w.id(email)}`));

/**
 * Empties Acme's rows of an organisation's rollup, runs the fill of its migration (`0025_tenant_month_project.sql`…)
 * bound by row-level security, and expects at least `atLeast` rows back, each the sum of its members' rows.
 */
async function expectRefilled({
  table,
  atLeast,
}: {
  table: 'tenant_month_project' | 'tenant_day_project';
  atLeast: number;
}) {
  const compared = () => organisationRollupCompared(w, table === 'tenant_month_project' ? 'month' : 'day');
  await inAcme((tx) => tx.execute(sql`DELETE FROM ${sql.identifier(table)}`));
  expect((await compared()).rows).toBe(0);
  const migration = { tenant_month_project: '0025', tenant_day_project: '0026' }[table];
  await runMigrationFill(w.t.database, `${migration}_${table}.sql`);
  expect(await compared()).toEqual({ differing: 0, rows: expect.any(Number) });
  expect((await compared()).rows).toBeGreaterThanOrEqual(atLeast);
}

const compared = () => organisationRollupCompared(w, 'month');

describe("the organisation's months per project", () => {
  it('are the sums of every member’s months, kept by the statements that write them', async () => {
    expect(await compared()).toEqual({ differing: 0, rows: expect.any(Number) });
    // February, March and April on two projects.
    expect((await compared()).rows).toBeGreaterThanOrEqual(4);
  });

  it('are filled by their migration for the months already there, bound by row-level security', async () => {
    await expectRefilled({ table: 'tenant_month_project', atLeast: 4 });
  });

  it('answer the projects and customers pies of the whole organisation with the slices its members’ rows give', async () => {
    const [project] = await inAcme(async (tx) =>
      rowsOf<{ customer_id: string }>(
        await tx.execute(sql`SELECT customer_id FROM projects WHERE id = ${w.projectIds.Other ?? ''}`),
      ),
    );
    const filters: ReportIdFilters[] = [
      {},
      { ProjectIds: [w.projectIds.Other ?? ''] },
      { CustomerIds: [project?.customer_id ?? ''] },
    ];
    for (const filter of filters) {
      const request: RowsRequest = { auth: owner(), filters: filter, ...range, seesRates: true };
      // The owner's pies read March from the organisation's rollup: the route's way, and the one tested here.
      expect(organisationMonthsOf({ ...request, wholeMonths: true })).toEqual({ from: '2026-03-01', to: '2026-03-01' });
      expect(await pies(request, true), JSON.stringify(filter)).toEqual(await pies(request, false));
    }
  });

  it('leave out the time of deleted members, as every report does', async () => {
    const request: RowsRequest = { auth: owner(), filters: {}, ...range, seesRates: true };
    const worked = async () => {
      const slices = (await pies(request, true)).project as Array<{ all_seconds: unknown }>;
      return Number(slices[0]?.all_seconds);
    };
    const before = await worked();
    await setStatus('eli@acme.test', 'deleted');
    try {
      expect(await pies(request, true)).toEqual(await pies(request, false));
      // Eli's 2 h on 10 March, and his 2 h from 23:00 on 28 February in Riyadh (1 h of them on 1 March).
      expect(await worked()).toBe(before - 7200 - 7200);
    } finally {
      await setStatus('eli@acme.test', 'active');
    }
  });

  it('are not read for a caller who sees only some members, nor for a report of some members', () => {
    const whole = { filters: {}, ...range, seesRates: true, wholeMonths: true };
    expect(organisationMonthsOf({ ...whole, auth: authOf(w, 'mona@acme.test', 'manager') })).toBeUndefined();
    expect(organisationMonthsOf({ ...whole, auth: owner(), filters: { MemberIds: [w.id('nora@acme.test')] } })).toBe(
      undefined,
    );
    expect(organisationMonthsOf({ ...whole, auth: owner(), wholeMonths: false })).toBeUndefined();
  });
});

/** The general report by day then project of `request`, each day's `limit` most worked projects or all of them. */
const daysByProject = (request: RowsRequest, subgroupLimit?: number) =>
  inAcme((tx) =>
    sumGeneralReport({
      tx,
      rows: { ...request, perProject: true },
      previous: undefined,
      groupBy: 'day',
      thenBy: 'project',
      subgroupLimit,
    }),
  );

/**
 * What ranking the whole report's subgroups gives: each day's `limit` projects most worked over all their currencies'
 * rows (ties by project id), each with its day's number of projects; the other rows as they are.
 */
function firstOfEachDay(rows: GeneralRow[], limit: number) {
  const subgroups = rows.filter((row) => row.level === 0);
  const worked = new Map<string, number>();
  for (const row of subgroups)
    worked.set(`${row.k1}|${row.k2}`, (worked.get(`${row.k1}|${row.k2}`) ?? 0) + Number(row.worked));
  const kept = new Map<string, number>();
  for (const day of new Set(subgroups.map((row) => row.k1))) {
    const ranked = [...worked.keys()]
      .filter((key) => key.startsWith(`${day}|`))
      .sort((a, b) => (worked.get(b) ?? 0) - (worked.get(a) ?? 0) || (a < b ? -1 : 1));
    for (const key of ranked.slice(0, limit)) kept.set(key, ranked.length);
  }
  return [
    ...subgroups
      .filter((row) => kept.has(`${row.k1}|${row.k2}`))
      .map((row) => ({ ...row, subgroups: kept.get(`${row.k1}|${row.k2}`) })),
    ...rows.filter((row) => row.level !== 0),
  ];
}

const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();

describe("the organisation's days per project", () => {
  beforeAll(async () => {
    // 10 June, after all their other time: Emma 1.5 h on Other, Nora 1 h on Build. Without Emma, Build is the day's
    // only project.
    const code = [{ kind: 'app' as const, name: 'Code', seconds: 300 }];
    await w.track('emma@acme.test', 'Other', '2026-06-10T14:00:00.000Z', 90, 300, code);
    await w.track('nora@acme.test', 'Build', '2026-06-10T10:00:00.000Z', 60, 300, code);
  });

  const compared = () => organisationRollupCompared(w, 'day');

  it('are the sums of every member’s days, filled by their migration bound by row-level security', async () => {
    expect(await compared()).toEqual({ differing: 0, rows: expect.any(Number) });
    await expectRefilled({ table: 'tenant_day_project', atLeast: 10 });
  });

  it('rank each day’s projects as ranking every member’s rows does, deleted members left out', async () => {
    const request: RowsRequest = { auth: owner(), filters: {}, from: range.from, to: '2026-06-15', seesRates: true };
    const ranks = { rows: request, groupBy: 'day', thenBy: 'project', groupKey: undefined } as const;
    expect(ranksOrganisationDays({ ...ranks, subgroupLimit: 1 })).toBe(true);
    const check = async () => {
      const all = await daysByProject(request);
      // Not vacuous: some day has time on both projects, so a limit of 1 leaves one out.
      expect(new Set(all.filter((row) => row.level === 0).map((row) => `${row.k1}|${row.k2}`)).size).toBeGreaterThan(
        new Set(all.filter((row) => row.level === 0).map((row) => row.k1)).size,
      );
      for (const limit of [1, 2])
        expect(sorted(await daysByProject(request, limit)), `limit ${limit}`).toEqual(
          sorted(firstOfEachDay(all, limit)),
        );
    };
    await check();
    await setStatus('emma@acme.test', 'deleted');
    try {
      await check();
    } finally {
      await setStatus('emma@acme.test', 'active');
    }
  });

  it('are not read for a caller who sees only some members, nor for a report of some members or projects', () => {
    const ranks = { groupBy: 'day', thenBy: 'project', groupKey: undefined, subgroupLimit: 10 } as const;
    const rows: RowsRequest = { auth: owner(), filters: {}, ...range, seesRates: true };
    expect(ranksOrganisationDays({ ...ranks, rows: { ...rows, auth: authOf(w, 'mona@acme.test', 'manager') } })).toBe(
      false,
    );
    for (const filters of [
      { MemberIds: [w.id('nora@acme.test')] },
      { ProjectIds: [w.projectIds.Other ?? ''] },
    ] satisfies ReportIdFilters[])
      expect(ranksOrganisationDays({ ...ranks, rows: { ...rows, filters } }), JSON.stringify(filters)).toBe(false);
    expect(ranksOrganisationDays({ ...ranks, rows, subgroupLimit: undefined })).toBe(false);
    expect(ranksOrganisationDays({ ...ranks, rows, thenBy: 'member' })).toBe(false);
  });
});
