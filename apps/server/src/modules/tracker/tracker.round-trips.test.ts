import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { watchStatements } from '../../db/statements.fixture.ts';
import { members } from '../members/members.table.ts';
import { organisationSettings } from '../settings/settings.table.ts';
import { activitySlots, apps } from '../time/activity.table.ts';
import { rewriteDaysQuery } from '../time/rollups.rewrite.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { slot, startTrackerWorld, type TrackerWorld } from './tracker.fixture.ts';
import { batchContextQuery, readBatchContext } from './tracker.slots.repository.ts';

let w: TrackerWorld;
let statements: ReturnType<typeof watchStatements>;
beforeAll(async () => {
  w = await startTrackerWorld();
  statements = watchStatements(w.t.database);
});
afterAll(() => w.close());

const upload = (as: string, slots: unknown[]) => w.post(as, 'UploadSlots', { slots });

/** Starts an entry of `as` on `project` (ended at `to`, when given) and answers its id. */
async function entry(as: string, from: string, { to, project = 'Active' }: { to?: string; project?: string } = {}) {
  const id = uuidv7();
  const started = await w.post(as, 'StartEntry', { id, projectId: w.projectIds[project], startedAt: from });
  expect(started.statusCode, started.body).toBe(200);
  if (to) expect((await w.post(as, 'StopEntry', { id, endedAt: to })).statusCode).toBe(200);
  return id;
}

/** `n` slots of an entry from `from` on, each with an app and a URL (or the given apps). */
const slots = (entryId: string, from: string, n = 10, overrides: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) =>
    slot(entryId, new Date(new Date(from).getTime() + i * 600_000).toISOString(), overrides),
  );

const countOf = async (as: string, table: 'app_usage' | 'activity_slots') => {
  const [row] = await w.inAcme(
    async (tx) =>
      w.rows<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE member_id = ${w.memberIds[as]}`),
      ),
    as.endsWith('globex.test') ? w.globex : w.acme,
  );
  return row?.n ?? 0;
};

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

/** The rows each table's scans of an analysed plan read: those they answered and those their filter dropped. */
function rowsReadOf(node: PlanNode | undefined, into: Record<string, number> = {}) {
  if (!node) return into;
  const table = node['Relation Name'];
  if (table) {
    const read = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) + (node['Rows Removed by Filter'] ?? 0);
    into[table] = (into[table] ?? 0) + read;
  }
  for (const child of node.Plans ?? []) rowsReadOf(child, into);
  return into;
}

describe('the cost of a tracker upload (issue 19, item 4)', () => {
  // Before: 14 statements (lock, entries, stored slots, settings, slots, apps, app ids, app usage, the member's
  // zone, the organisation's, the local days, the rollups' delete and insert, the last activity); all duplicates: 4.
  // Then 5, until the lock and the settings shared a statement; then 4, until the lock came with the transaction's
  // BEGIN (with the role and tenant, which the count leaves out) and the settings with the read for the checks.
  it('stores a typical batch (10 new slots of a running entry with apps and URLs) in at most 3 statements', async () => {
    const id = await entry('eli@acme.test', '2025-03-12T08:00:00Z');
    // The first call (which loads the caller's access) and the measured second send batches of their own.
    const batches = [slots(id, '2025-03-12T08:00:00Z'), slots(id, '2025-03-12T09:40:00Z')];
    const { response, statements: sent } = await statements.lastTransactionOf(() =>
      upload('eli@acme.test', batches.shift() ?? []),
    );
    expect(response.json().result).toMatchObject({ stored: 10, duplicate: 0, refused: 0 });
    expect(sent.length).toBeLessThanOrEqual(3);
    // All of it was written: the slots, two apps each, the last activity, and rollups equal to the raw rows.
    expect(await countOf('eli@acme.test', 'activity_slots')).toBe(20);
    expect(await countOf('eli@acme.test', 'app_usage')).toBe(40);
    const [presence] = await w.inAcme(async (tx) =>
      w.rows<{ at: string }>(
        await tx.execute(sql`SELECT to_char(last_activity_at AT TIME ZONE 'UTC', 'HH24:MI') AS at FROM member_presence
                              WHERE member_id = ${w.memberIds['eli@acme.test']}`),
      ),
    );
    expect(presence?.at).toBe('11:20');
    const { stored, recomputed } = await w.rollupsAndRecomputation('eli@acme.test');
    expect(stored).toEqual(recomputed);
    expect(stored.days).toEqual([expect.objectContaining({ day: '2025-03-12', tracked_seconds: 12_000 })]);
  });

  it('answers a batch sent again in 1 statement', async () => {
    const id = await entry('nina@acme.test', '2025-03-12T08:00:00Z');
    const batch = slots(id, '2025-03-12T08:00:00Z');
    const { response, statements: sent } = await statements.lastTransactionOf(() => upload('nina@acme.test', batch));
    expect(response.json().result).toMatchObject({ stored: 0, duplicate: 10, refused: 0 });
    expect(sent.length).toBe(1);
  });

  it('checks Maximum_Hours_Per_Week with one statement more', async () => {
    await w.setMemberSetting('emma@acme.test', 'Maximum_Hours_Per_Week', 40);
    const id = await entry('emma@acme.test', '2025-03-12T08:00:00Z');
    const batches = [slots(id, '2025-03-12T08:00:00Z'), slots(id, '2025-03-12T09:40:00Z')];
    const { response, statements: sent } = await statements.lastTransactionOf(() =>
      upload('emma@acme.test', batches.shift() ?? []),
    );
    expect(response.json().result).toMatchObject({ stored: 10, refused: 0 });
    expect(sent.length).toBeLessThanOrEqual(4);
    await w.setMemberSetting('emma@acme.test', 'Maximum_Hours_Per_Week', 0);
  });
});

/**
 * 13 days of the owner's time (6 hours a day, slots on the first 12), written directly once statistics were taken
 * while the owner had none, as for every new member: such statistics made each batch read the member's whole
 * history. Only reads are measured on it, and the owner tracks in no other test.
 */
const ownerHistory = (() => {
  let written: Promise<{ memberId: string; entryIds: string[] }> | undefined;
  const write = async () => {
    await w.t.db.execute(sql`ANALYZE activity_slots, time_entries`);
    const memberId = w.memberIds['owner@acme.test'] ?? '';
    const entryIds: string[] = [];
    await w.inAcme(async (tx) => {
      for (let day = 1; day <= 13; day += 1) {
        const from = new Date(Date.UTC(2025, 1, day, 8));
        const id = uuidv7();
        entryIds.push(id);
        await tx.insert(timeEntries).values({
          tenantId: w.acme,
          id,
          memberId,
          projectId: w.projectIds.Active ?? '',
          startedAt: from,
          endedAt: new Date(from.getTime() + 6 * 3_600_000),
          source: 'desktop',
        });
        if (day === 13) continue;
        await tx.insert(activitySlots).values(
          Array.from({ length: 30 }, (_, i) => ({
            tenantId: w.acme,
            memberId,
            entryId: id,
            startedAt: new Date(from.getTime() + i * 600_000),
            seconds: 600,
          })),
        );
      }
    });
    return { memberId, entryIds };
  };
  return () => {
    written ??= write();
    return written;
  };
})();

/** The rows each table's scans read when `query` runs, with sequential scans off as a real size would have them. */
async function rowsReadBy(query: SQL) {
  return w.inAcme(async (tx) => {
    // The tables here are a few pages, which PostgreSQL rather reads whole; at a real size it goes by an index.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const [plan] = w.rows<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      await tx.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`),
    );
    return rowsReadOf(plan?.['QUERY PLAN'][0]?.Plan);
  });
}

describe('what the fewer statements read and write', () => {
  it('reads a batch’s entries and stored slots by key, however long the member’s history (issue 19, item 5)', async () => {
    const { memberId, entryIds } = await ownerHistory();
    const entryId = entryIds.at(-1) ?? '';
    const startedAts = Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2025, 1, 13, 8) + i * 600_000));
    const batch = { tenantId: w.acme, memberId, entryIds: [entryId], startedAts };
    const context = await w.inAcme((tx) => readBatchContext({ tx, ...batch }));
    expect(context.entries.map((item) => item.id)).toEqual([entryId]);
    expect(context.stored.size).toBe(0);
    // 360 slots and 13 entries are the member's: the batch's own keys are all that is read.
    const rowsRead = await rowsReadBy(batchContextQuery(batch));
    expect(Object.keys(rowsRead)).toEqual(expect.arrayContaining(['activity_slots', 'time_entries']));
    expect(rowsRead.activity_slots).toBeLessThanOrEqual(startedAts.length);
    expect(rowsRead.time_entries).toBeLessThanOrEqual(1);
  });

  it('rewrites a day’s rollups from the entries that reach into it, however long the member’s history', async () => {
    const { memberId } = await ownerHistory();
    const rewrite = { tenantId: w.acme, memberId, zone: 'UTC', days: sql`SELECT '2025-02-13'::date AS day` };
    // 13 entries are the member's, 12 of them ended before the day: only the day's own is read, by its end.
    const rowsRead = await rowsReadBy(rewriteDaysQuery(rewrite));
    expect(rowsRead.time_entries).toBe(1);
    const [day] = await w.inAcme(async (tx) =>
      w.rows<{ worked: number }>(
        await tx.execute(sql`SELECT worked_seconds AS worked FROM member_day
                              WHERE member_id = ${memberId} AND day = '2025-02-13'`),
      ),
    );
    expect(day?.worked).toBe(6 * 3_600);
  });

  it('counts the local days in the zone memberTimeZone answers: the organisation’s, else the member’s own', async () => {
    await w.inAcme(
      (tx) => tx.insert(organisationSettings).values({ tenantId: w.globex, key: 'Time_Zone', value: 'Asia/Tokyo' }),
      w.globex,
    );
    // Tokyo's midnight is 15:00 UTC: the entry's slots fall on two local days.
    const id = await entry('gus@globex.test', '2025-03-10T14:00:00Z', {
      to: '2025-03-10T16:00:00Z',
      project: 'Globex work',
    });
    expect((await upload('gus@globex.test', slots(id, '2025-03-10T14:00:00Z', 12))).json().result.stored).toBe(12);
    const tokyo = await w.rollupsAndRecomputation('gus@globex.test');
    expect(tokyo.stored).toEqual(tokyo.recomputed);
    expect(tokyo.stored.days.map((day) => day.day)).toEqual(['2025-03-10', '2025-03-11']);

    await w.inAcme((tx) =>
      tx
        .update(members)
        .set({ timeZone: 'America/New_York' })
        .where(eq(members.id, w.memberIds['ivan@acme.test'] ?? '')),
    );
    // New York's midnight is 04:00 UTC (daylight saving time since 9 March).
    const ivans = await entry('ivan@acme.test', '2025-03-11T03:00:00Z', { to: '2025-03-11T05:00:00Z' });
    expect((await upload('ivan@acme.test', slots(ivans, '2025-03-11T03:00:00Z', 12))).json().result.stored).toBe(12);
    const newYork = await w.rollupsAndRecomputation('ivan@acme.test');
    expect(newYork.stored).toEqual(newYork.recomputed);
    expect(newYork.stored.days.map((day) => day.day)).toEqual(['2025-03-10', '2025-03-11']);
  });

  it('writes the usage of an app another connection adds while the batch is written', async (context) => {
    // PGlite has one connection: two transactions cannot overlap there.
    if (w.t.database.kind !== 'postgres') context.skip();
    const id = await entry('ivan@acme.test', '2025-03-11T08:00:00Z', { to: '2025-03-11T09:00:00Z' });
    const before = await countOf('ivan@acme.test', 'app_usage');
    let added = () => {};
    let release = () => {};
    const appAdded = new Promise<void>((resolve) => {
      added = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const other = w.inAcme(async (tx) => {
      await tx.insert(apps).values({ tenantId: w.acme, id: uuidv7(), kind: 'app', name: 'Racing' });
      added();
      await released;
    });
    await appAdded;
    const racing = [{ kind: 'app', name: 'Racing', seconds: 300 }];
    // The batch's write waits on the other connection's uncommitted app, which commits once the write began.
    const uploaded = upload('ivan@acme.test', slots(id, '2025-03-11T08:00:00Z', 6, { apps: racing }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await other;
    expect((await uploaded).json().result).toMatchObject({ stored: 6, refused: 0 });
    expect(await countOf('ivan@acme.test', 'app_usage')).toBe(before + 6);
    const { stored, recomputed } = await w.rollupsAndRecomputation('ivan@acme.test');
    expect(stored).toEqual(recomputed);
  });
});
