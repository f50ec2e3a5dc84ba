import { trackerMessages, trackingMessages } from '@worktrail/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { memberTimeLock } from '../../db/transactions.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { slot, startTrackerWorld, type TrackerWorld } from './tracker.fixture.ts';
import { urlHost } from './tracker.service.ts';

let w: TrackerWorld;
beforeAll(async () => {
  w = await startTrackerWorld();
});
afterAll(() => w.close());

const active = () => w.projectIds.Active ?? '';
const upload = (as: string, slots: unknown[]) => w.post(as, 'UploadSlots', { slots });

/** A finished entry of `as` from `from` to `to` (or a running one without `to`). */
async function entry(as: string, from: string, to?: string) {
  const id = uuidv7();
  const started = await w.post(as, 'StartEntry', { id, projectId: active(), startedAt: from });
  expect(started.statusCode, started.body).toBe(200);
  if (to) expect((await w.post(as, 'StopEntry', { id, endedAt: to })).statusCode).toBe(200);
  return id;
}

/** Slots covering [from, from + n × 10 min) of an entry that starts on a window. */
const windows = (entryId: string, from: string, n: number, overrides: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) =>
    slot(entryId, new Date(new Date(from).getTime() + i * 600_000).toISOString(), overrides),
  );

const slotRows = (email: string, entryId: string) =>
  w.inAcme(async (tx) =>
    w.rows<{ started_at: string; activity_percent: number; active_seconds: number; key_count: number }>(
      await tx.execute(sql`SELECT started_at::text, activity_percent, active_seconds, key_count
                             FROM activity_slots WHERE member_id = ${w.memberIds[email] ?? ''} AND entry_id = ${entryId}
                            ORDER BY started_at`),
    ),
  );

describe('uploading slots', () => {
  it('stores slots with their activity and apps, keeping only the host of URLs, and rolls the day up', async () => {
    const id = await entry('eli@acme.test', '2025-02-03T09:00:00Z', '2025-02-03T10:00:00Z');
    const response = await upload('eli@acme.test', windows(id, '2025-02-03T09:00:00Z', 6));
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ stored: 6, duplicate: 0, refused: 0 });
    expect(response.json().result.items[0]).toEqual({
      index: 0,
      startedAt: '2025-02-03T09:00:00.000Z',
      status: 'stored',
    });
    expect((await slotRows('eli@acme.test', id)).map((row) => row.activity_percent)).toEqual([70, 70, 70, 70, 70, 70]);
    const names = await w.inAcme(async (tx) =>
      w.rows<{ kind: string; name: string }>(await tx.execute(sql`SELECT kind, name FROM apps ORDER BY kind, name`)),
    );
    expect(names).toEqual([
      { kind: 'app', name: 'Code' },
      { kind: 'url', name: 'github.com' },
    ]);
    const { stored, recomputed } = await w.rollupsAndRecomputation('eli@acme.test');
    expect(stored).toEqual(recomputed);
    expect(stored.days.find((day) => day.day === '2025-02-03')).toMatchObject({
      worked_seconds: 3600,
      tracked_seconds: 3600,
      active_seconds: 2520,
    });
    expect(stored.byApp.filter((row) => row.day === '2025-02-03').map((row) => row.seconds)).toEqual(
      expect.arrayContaining([2400, 1200]),
    );
  });

  it('reduces URLs to their lower-case host: no scheme, credentials, port, path, query or fragment', () => {
    expect(urlHost('https://user:pw@Mail.Example.COM:8443/inbox/42?q=secret#top')).toBe('mail.example.com');
    expect(urlHost('docs.google.com/document/d/abc')).toBe('docs.google.com');
    expect(urlHost('   ')).toBeUndefined();
  });

  it('takes a slot at the entry’s own start when the entry begins inside a window, and no other start', async () => {
    const id = await entry('eli@acme.test', '2025-02-04T09:03:30Z', '2025-02-04T09:30:00Z');
    const response = await upload('eli@acme.test', [
      slot(id, '2025-02-04T09:03:30Z', {
        seconds: 390,
        activeSeconds: 300,
        keyboardSeconds: 50,
        mouseSeconds: 50,
        apps: [],
      }),
      slot(id, '2025-02-04T09:00:00Z', {
        seconds: 200,
        activeSeconds: 100,
        keyboardSeconds: 50,
        mouseSeconds: 50,
        apps: [],
      }),
      slot(id, '2025-02-04T09:12:00Z', {
        seconds: 300,
        activeSeconds: 100,
        keyboardSeconds: 50,
        mouseSeconds: 50,
        apps: [],
      }),
      slot(id, '2025-02-04T09:10:00Z', { seconds: 600, apps: [] }),
    ]);
    expect(
      response.json().result.items.map((item: { status: string; code?: string }) => item.code ?? item.status),
    ).toEqual(['stored', 'slotOutsideEntry', 'slotWindow', 'stored']);
    expect((await slotRows('eli@acme.test', id)).map((row) => row.activity_percent)).toEqual([77, 70]);
  });

  it('stores the same batch sent three times once, answering the repeats as duplicates', async () => {
    const id = await entry('eli@acme.test', '2025-02-05T09:00:00Z', '2025-02-05T10:00:00Z');
    const batch = windows(id, '2025-02-05T09:00:00Z', 6);
    expect((await upload('eli@acme.test', batch)).json().result.stored).toBe(6);
    const before = await w.rollups('eli@acme.test');
    for (const _ of [2, 3]) {
      const again = (await upload('eli@acme.test', batch)).json().result;
      expect(again).toMatchObject({ stored: 0, duplicate: 6, refused: 0 });
    }
    expect(await slotRows('eli@acme.test', id)).toHaveLength(6);
    expect(await w.rollups('eli@acme.test')).toEqual(before);
  });

  it('stores a batch sent from two connections at once once', async () => {
    const id = await entry('eli@acme.test', '2025-02-06T09:00:00Z', '2025-02-06T11:00:00Z');
    const batch = windows(id, '2025-02-06T09:00:00Z', 12);
    const [first, second] = await Promise.all([upload('eli@acme.test', batch), upload('eli@acme.test', batch)]);
    const results = [first?.json().result, second?.json().result];
    expect(results.map((result) => result.stored).sort()).toEqual([0, 12]);
    expect(results.reduce((n, result) => n + result.duplicate, 0)).toBe(12);
    expect(await slotRows('eli@acme.test', id)).toHaveLength(12);
    const { stored, recomputed } = await w.rollupsAndRecomputation('eli@acme.test');
    expect(stored).toEqual(recomputed);
  });

  // Two connections: PGlite has one. The lock comes with the upload's BEGIN, which no statement count shows.
  it.runIf(process.env.DATABASE_URL)('stores a batch only once the member’s time lock is free', async () => {
    const id = await entry('eli@acme.test', '2025-02-06T12:00:00Z', '2025-02-06T13:00:00Z');
    const memberId = w.memberIds['eli@acme.test'] ?? '';
    const { promise: lockTaken, resolve: taken } = Promise.withResolvers<void>();
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    // Another change to Eli's time holds the lock until it commits.
    const holder = w.inAcme(async (tx) => {
      await tx.execute(sql`SELECT ${memberTimeLock(memberId)}`);
      taken();
      await released;
    });
    await lockTaken;
    const uploaded = upload('eli@acme.test', windows(id, '2025-02-06T12:00:00Z', 3));
    // Polled, not timed: the upload's transaction waits for an advisory lock, and has stored nothing.
    let waiting = 0;
    for (let poll = 0; poll < 5000 && waiting === 0; poll += 1) {
      const [row] = await w.inAcme(async (tx) =>
        w.rows<{ n: number }>(
          await tx.execute(sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`),
        ),
      );
      waiting = row?.n ?? 0;
    }
    const storedWhileWaiting = await slotRows('eli@acme.test', id);
    release();
    await holder;
    expect(waiting).toBe(1);
    expect(storedWhileWaiting).toHaveLength(0);
    expect((await uploaded).json().result).toMatchObject({ stored: 3, refused: 0 });
    expect(await slotRows('eli@acme.test', id)).toHaveLength(3);
  });

  it('refuses each bad item with its reason and stores the good ones beside them', async () => {
    const id = await entry('eli@acme.test', '2025-02-07T09:00:00Z', '2025-02-07T10:00:00Z');
    const emmas = await entry('emma@acme.test', '2025-02-07T09:00:00Z', '2025-02-07T10:00:00Z');
    const gus = uuidv7();
    await w.post('gus@globex.test', 'StartEntry', {
      id: gus,
      projectId: w.projectIds['Globex work'],
      startedAt: '2025-02-07T09:00:00Z',
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [slot(id, '2025-02-07T09:00:00Z', { seconds: 0 }), 'slotDuration'],
      [slot(id, '2025-02-07T09:00:00Z', { seconds: 601 }), 'slotDuration'],
      [slot(id, '2025-02-07T09:00:00Z', { activeSeconds: 601 }), 'slotParts'],
      [slot(id, '2025-02-07T09:00:00Z', { mouseSeconds: -1 }), 'slotParts'],
      [slot(id, '2025-02-07T09:00:00Z', { keyCount: -5 }), 'slotParts'],
      [slot(id, '2025-02-07T09:00:00Z', { apps: [{ kind: 'app', name: 'Code', seconds: 0 }] }), 'slotParts'],
      [slot(id, '2025-02-07T09:00:00Z', { apps: [{ kind: 'url', name: '://', seconds: 10 }] }), 'appInvalid'],
      [slot(id, '2025-02-07T09:05:00Z', { seconds: 400, activeSeconds: 100 }), 'slotWindow'],
      [slot(id, '2025-03-12T12:10:00Z'), 'future'],
      [slot(id, '2025-02-07T10:00:00Z'), 'slotOutsideEntry'],
      [slot(emmas, '2025-02-07T09:10:00Z'), 'entryNotFound'],
      [slot(gus, '2025-02-07T09:10:00Z'), 'entryNotFound'],
      [slot(uuidv7(), '2025-02-07T09:10:00Z'), 'entryNotFound'],
    ];
    const good = slot(id, '2025-02-07T09:20:00Z');
    const response = await upload('eli@acme.test', [...cases.map(([item]) => item), good]);
    const items = response.json().result.items as Array<{ status: string; code?: string; reason?: string }>;
    expect(items.map((item) => item.code ?? item.status)).toEqual([...cases.map(([, code]) => code), 'stored']);
    const messages: Record<string, string> = { ...trackerMessages, ...trackingMessages };
    for (const item of items.slice(0, -1)) expect(item.reason).toBe(messages[item.code ?? '']);
    expect(await slotRows('eli@acme.test', id)).toHaveLength(1);
    expect(await w.countSlots('emma@acme.test')).toBe(0);
  });

  it('refuses a slot more than 24 hours after its running entry began', async () => {
    const id = await entry('nina@acme.test', '2025-03-01T09:00:00Z');
    const response = await upload('nina@acme.test', [
      slot(id, '2025-03-02T09:00:00Z'),
      slot(id, '2025-03-02T08:50:00Z'),
    ]);
    expect(
      response.json().result.items.map((item: { code?: string; status: string }) => item.code ?? item.status),
    ).toEqual(['tooLong', 'stored']);
    expect((await w.post('nina@acme.test', 'StopEntry', { id, endedAt: '2025-03-02T09:00:00Z' })).statusCode).toBe(200);
    const { stored, recomputed } = await w.rollupsAndRecomputation('nina@acme.test');
    expect(stored).toEqual(recomputed);
  });

  it('refuses a slot whose start another entry’s slot already has', async () => {
    const first = await entry('eli@acme.test', '2025-02-10T11:00:00Z', '2025-02-10T11:30:00Z');
    expect((await upload('eli@acme.test', [slot(first, '2025-02-10T11:00:00Z')])).json().result.stored).toBe(1);
    // An edit moved the first entry's start; a new entry now covers the old slot's window.
    await w.inAcme((tx) =>
      tx
        .update(timeEntries)
        .set({ startedAt: new Date('2025-02-10T11:10:00Z') })
        .where(eq(timeEntries.id, first)),
    );
    const second = uuidv7();
    await w.inAcme((tx) =>
      tx.insert(timeEntries).values({
        tenantId: w.acme,
        id: second,
        memberId: w.memberIds['eli@acme.test'] ?? '',
        projectId: active(),
        startedAt: new Date('2025-02-10T10:50:00Z'),
        endedAt: new Date('2025-02-10T11:05:00Z'),
        source: 'desktop',
      }),
    );
    const response = await upload('eli@acme.test', [
      slot(second, '2025-02-10T11:00:00Z', { seconds: 300, activeSeconds: 100, apps: [] }),
    ]);
    expect(response.json().result.items[0]).toMatchObject({
      status: 'refused',
      code: 'slotTaken',
      reason: trackerMessages.slotTaken,
    });
  });

  it('keeps no activity counts when Activity_Level_Tracking is off and no apps when App_And_URL_Tracking is off', async () => {
    await w.setMemberSetting('emma@acme.test', 'Activity_Level_Tracking', false);
    await w.setMemberSetting('emma@acme.test', 'App_And_URL_Tracking', false);
    const id = await entry('emma@acme.test', '2025-02-11T09:00:00Z', '2025-02-11T09:20:00Z');
    expect((await upload('emma@acme.test', windows(id, '2025-02-11T09:00:00Z', 2))).json().result.stored).toBe(2);
    expect(await slotRows('emma@acme.test', id)).toEqual([
      { started_at: expect.any(String), activity_percent: 0, active_seconds: 0, key_count: 0 },
      { started_at: expect.any(String), activity_percent: 0, active_seconds: 0, key_count: 0 },
    ]);
    const usage = await w.inAcme(async (tx) =>
      w.rows<{ n: number }>(
        await tx.execute(
          sql`SELECT count(*)::int AS n FROM app_usage WHERE member_id = ${w.memberIds['emma@acme.test'] ?? ''}`,
        ),
      ),
    );
    expect(usage[0]?.n).toBe(0);
    await w.setMemberSetting('emma@acme.test', 'Activity_Level_Tracking', true);
    await w.setMemberSetting('emma@acme.test', 'App_And_URL_Tracking', true);
  });

  it('refuses the slots of this week beyond Maximum_Hours_Per_Week, not those of an earlier week', async () => {
    await w.setMemberSetting('emma@acme.test', 'Maximum_Hours_Per_Week', 1);
    const earlier = await entry('emma@acme.test', '2025-03-03T09:00:00Z', '2025-03-03T11:00:00Z');
    expect((await upload('emma@acme.test', windows(earlier, '2025-03-03T09:00:00Z', 12))).json().result.stored).toBe(
      12,
    );
    const id = await entry('emma@acme.test', '2025-03-11T09:00:00Z', '2025-03-11T10:30:00Z');
    // The first hour of the week fits; the slots after it do not.
    const response = (await upload('emma@acme.test', windows(id, '2025-03-11T09:00:00Z', 9))).json().result;
    expect(response).toMatchObject({ stored: 6, refused: 3 });
    expect(response.items[6]).toMatchObject({
      code: 'weeklyLimitReached',
      reason: trackingMessages.weeklyLimitReached,
    });
    await w.setMemberSetting('emma@acme.test', 'Maximum_Hours_Per_Week', 0);
  });

  it('stores nothing of a batch whose transaction fails midway, and a retry stores it all', async () => {
    const id = await entry('nina@acme.test', '2025-03-04T09:00:00Z', '2025-03-04T10:00:00Z');
    const batch = windows(id, '2025-03-04T09:00:00Z', 6);
    const before = await w.rollups('nina@acme.test');
    // The server "dies" at the last item: the database refuses it after the others were written in the transaction.
    await w.t.db.execute(sql`ALTER TABLE activity_slots ADD CONSTRAINT test_crash CHECK (key_count <> 4242) NOT VALID`);
    const crashed = await upload('nina@acme.test', [...batch.slice(0, 5), { ...batch[5], keyCount: 4242 }]);
    await w.t.db.execute(sql`ALTER TABLE activity_slots DROP CONSTRAINT test_crash`);
    expect(crashed.statusCode).toBe(500);
    expect(await slotRows('nina@acme.test', id)).toHaveLength(0);
    expect(await w.rollups('nina@acme.test')).toEqual(before);
    const retried = await upload('nina@acme.test', batch);
    expect(retried.json().result).toMatchObject({ stored: 6, duplicate: 0 });
    const { stored, recomputed } = await w.rollupsAndRecomputation('nina@acme.test');
    expect(stored).toEqual(recomputed);
  });

  it('refuses a batch over 500 slots or with a member named in it as a whole', async () => {
    const id = uuidv7();
    expect((await upload('eli@acme.test', windows(id, '2025-01-01T00:00:00Z', 501))).statusCode).toBe(400);
    const named = await w.post('eli@acme.test', 'UploadSlots', {
      slots: [{ ...slot(id, '2025-01-01T00:00:00Z'), memberId: w.memberIds['emma@acme.test'] }],
    });
    expect(named.statusCode).toBe(400);
  });
});
