import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { inTenant } from '../../db/transactions.ts';
import { type ReportsWorld, startReportsWorld, type Tracked } from './reports.fixture.ts';

// The organisation's rollups per project take a transaction's changes as it commits (migration 0027), so trackers of
// one organisation on one project never wait for each other's commit (issue 19, item 4).

let w: ReportsWorld;
beforeAll(async () => {
  w = await startReportsWorld();
});
afterAll(() => w.close());

const inAcme = <T>(work: Parameters<typeof inTenant<T>>[1]) =>
  inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, work);

const hour = (email: string, from: string): Tracked => ({
  email,
  project: 'Build',
  from,
  minutes: 60,
  activeSeconds: 300,
  // No apps: a new app's name waits for the commit of the transaction that added it to the dictionary first.
  apps: [],
});

/**
 * Acme's organisation rows (months and days per project, rows of zeros left out) that differ from the sums of its
 * members' rows, how many rows those sums have, and how many changes still wait for a commit.
 */
const state = async () =>
  (
    await inAcme(async (tx) =>
      rowsOf<{ differing: number; sums: number; pending: number }>(
        await tx.execute(sql`
          WITH members_sum AS (
            SELECT 'month' AS scope, month AS period, project_id, sum(worked_seconds) AS worked,
                   sum(tracked_seconds) AS tracked, NULL::bigint AS member_rows
              FROM member_month_project GROUP BY month, project_id
            UNION ALL
            SELECT 'day', day, project_id, sum(worked_seconds), NULL, count(*) FROM member_day_project
             GROUP BY day, project_id
          ),
          organisation AS (
            SELECT 'month' AS scope, month AS period, project_id, worked_seconds AS worked, tracked_seconds AS tracked,
                   NULL::bigint AS member_rows
              FROM tenant_month_project WHERE (worked_seconds, tracked_seconds) <> (0, 0)
            UNION ALL
            SELECT 'day', day, project_id, worked_seconds, NULL, member_rows FROM tenant_day_project
             WHERE (worked_seconds, member_rows) <> (0, 0)
          )
          SELECT (SELECT count(*) FROM ((TABLE members_sum EXCEPT TABLE organisation)
                                        UNION ALL (TABLE organisation EXCEPT TABLE members_sum)) d)::int AS differing,
                 (SELECT count(*) FROM members_sum)::int AS sums,
                 (SELECT count(*) FROM tenant_rollup_pending)::int AS pending`),
      ),
    )
  )[0];

describe("the organisation's rollups per project", () => {
  it('take a transaction’s changes as it commits, and none of one that rolls back', async () => {
    const before = await state();
    expect(before).toEqual({ differing: 0, sums: 0, pending: 0 });

    const failed = inAcme(async (tx) => {
      await w.trackIn(tx, hour('emma@acme.test', '2026-06-20T14:00:00.000Z'));
      throw new Error('the request failed after tracking');
    });
    await expect(failed).rejects.toThrow('the request failed after tracking');
    expect(await state()).toEqual(before);

    await w.track('emma@acme.test', 'Build', '2026-06-20T14:00:00.000Z', 60, 300, []);
    // June and 20 June on Build.
    expect(await state()).toEqual({ differing: 0, sums: 2, pending: 0 });
  });

  // Two connections at once: PGlite has one.
  it.runIf(process.env.DATABASE_URL)(
    'let two members track one project at once, neither waiting for the other’s commit',
    async () => {
      let tracked = () => {};
      const firstTracked = new Promise<void>((resolve) => {
        tracked = resolve;
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Nora's upload is done and its transaction still open, as a server's is until it sends COMMIT.
      const first = inAcme(async (tx) => {
        await w.trackIn(tx, hour('nora@acme.test', '2026-06-21T10:00:00.000Z'));
        tracked();
        await released;
      });
      await firstTracked;
      // Eli's, on the same project, day and month, commits meanwhile. Before, it waited for Nora's commit on the
      // organisation's rows: here it would have failed after the lock timeout.
      const second = inAcme(async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
        await w.trackIn(tx, hour('eli@acme.test', '2026-06-21T10:00:00.000Z'));
      });
      await second.finally(release);
      await first;
      // June and 20 June (the test before), 21 June.
      expect(await state()).toEqual({ differing: 0, sums: 3, pending: 0 });
    },
  );
});
