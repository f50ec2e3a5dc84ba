import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { inTenant } from '../../db/transactions.ts';
import { organisationRollupCompared, type ReportsWorld, startReportsWorld, type Tracked } from './reports.fixture.ts';

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
 * How many of Acme's organisation rows (months and days per project) differ from the sums of its members' rows, how many
 * there are, and how many changes still wait for a commit.
 */
async function state() {
  const [months, days] = [await organisationRollupCompared(w, 'month'), await organisationRollupCompared(w, 'day')];
  const [pending] = await inAcme(async (tx) =>
    rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM tenant_rollup_pending`)),
  );
  return { differing: months.differing + days.differing, rows: months.rows + days.rows, pending: pending?.n };
}

describe("the organisation's rollups per project", () => {
  it('take a transaction’s changes as it commits, and none of one that rolls back', async () => {
    const before = await state();
    expect(before).toEqual({ differing: 0, rows: 0, pending: 0 });

    const failed = inAcme(async (tx) => {
      await w.trackIn(tx, hour('emma@acme.test', '2026-06-20T14:00:00.000Z'));
      throw new Error('the request failed after tracking');
    });
    await expect(failed).rejects.toThrow('the request failed after tracking');
    expect(await state()).toEqual(before);

    await w.track('emma@acme.test', 'Build', '2026-06-20T14:00:00.000Z', 60, 300, []);
    // June and 20 June on Build.
    expect(await state()).toEqual({ differing: 0, rows: 2, pending: 0 });
  });

  // Two connections at once: PGlite has one.
  it.runIf(process.env.DATABASE_URL)(
    'let two members track one project at once, neither waiting for the other’s commit',
    async () => {
      const { promise: firstTracked, resolve: tracked } = Promise.withResolvers<void>();
      const { promise: released, resolve: release } = Promise.withResolvers<void>();
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
      expect(await state()).toEqual({ differing: 0, rows: 3, pending: 0 });
    },
  );
});
