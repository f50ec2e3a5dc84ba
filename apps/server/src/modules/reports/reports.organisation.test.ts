import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrationFill } from '../../../test/test-database.ts';
import { rowsOf } from '../../db/rows.ts';
import { inTenant } from '../../db/transactions.ts';
import { authOf, type ReportsWorld, recordAroundMarch, startReportsWorld } from './reports.fixture.ts';
import { organisationMonthsOf } from './reports.organisation.ts';
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

/** How many of Acme's months per project differ from the sums of its members' rows, and how many it has. */
const compared = async () =>
  (
    await inAcme(async (tx) =>
      rowsOf<{ differing: number; months: number }>(
        await tx.execute(sql`
          WITH members_sum AS (
            SELECT month, project_id, sum(worked_seconds) AS worked, sum(offline_seconds) AS offline,
                   sum(tracked_seconds) AS tracked, sum(active_seconds) AS active
              FROM member_month_project GROUP BY month, project_id),
          organisation AS (
            SELECT month, project_id, worked_seconds AS worked, offline_seconds AS offline,
                   tracked_seconds AS tracked, active_seconds AS active
              FROM tenant_month_project
             WHERE (worked_seconds, offline_seconds, tracked_seconds, active_seconds) <> (0, 0, 0, 0))
          SELECT (SELECT count(*) FROM ((TABLE members_sum EXCEPT TABLE organisation)
                                        UNION ALL (TABLE organisation EXCEPT TABLE members_sum)) d)::int AS differing,
                 (SELECT count(*) FROM organisation)::int AS months`),
      ),
    )
  )[0];

describe("the organisation's months per project", () => {
  it('are the sums of every member’s months, kept by the statements that write them', async () => {
    expect(await compared()).toEqual({ differing: 0, months: expect.any(Number) });
    // February, March and April on two projects.
    expect((await compared())?.months).toBeGreaterThanOrEqual(4);
  });

  it('are filled by their migration for the months already there, bound by row-level security', async () => {
    await inAcme((tx) => tx.execute(sql`DELETE FROM tenant_month_project`));
    expect((await compared())?.months).toBe(0);
    await runMigrationFill(w.t.database, '0025_tenant_month_project.sql');
    expect(await compared()).toEqual({ differing: 0, months: expect.any(Number) });
    expect((await compared())?.months).toBeGreaterThanOrEqual(4);
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
