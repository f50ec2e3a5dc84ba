import { activityMessages, trackerMessages, trackingMessages } from '@worktrail/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { accessChanged } from '../identity/access-changes.ts';
import { members } from '../members/members.table.ts';
import { readPresence } from '../presence/presence.service.ts';
import { slot, startTrackerWorld, type TrackerWorld } from './tracker.fixture.ts';
import { startTrackedEntry } from './tracker.service.ts';

let w: TrackerWorld;
beforeAll(async () => {
  w = await startTrackerWorld();
});
afterAll(() => w.close());

const start = (as: string, body: Record<string, unknown>) => w.post(as, 'StartEntry', body);
const stop = (as: string, body: Record<string, unknown>) => w.post(as, 'StopEntry', body);
const active = () => w.projectIds.Active ?? '';
const entryCount = (id: string) =>
  w.inAcme(
    async (tx) =>
      w.rows<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM time_entries WHERE id = ${id}`))[0]?.n,
  );

describe('starting an entry', () => {
  it('creates a running desktop entry for the token’s member, and the same id again answers it without a second row', async () => {
    const id = uuidv7();
    const body = { id, projectId: active(), startedAt: '2025-03-03T09:00:00Z', note: 'Sprint work' };
    const first = await start('eli@acme.test', body);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({
      id,
      projectId: active(),
      endedAt: null,
      source: 'desktop',
      note: 'Sprint work',
    });
    for (const _ of [1, 2]) expect((await start('eli@acme.test', body)).json().result).toEqual(first.json().result);
    expect(await entryCount(id)).toBe(1);
    expect((await stop('eli@acme.test', { id, endedAt: '2025-03-03T10:00:00Z' })).statusCode).toBe(200);
  });

  it('refuses a member named in the payload: the member is always the token’s', async () => {
    const refused = await start('eli@acme.test', {
      id: uuidv7(),
      projectId: active(),
      startedAt: '2025-03-03T11:00:00Z',
      memberId: w.memberIds['emma@acme.test'],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a start in the future beyond two minutes of clock skew, and accepts one within it', async () => {
    const future = await start('ivan@acme.test', {
      id: uuidv7(),
      projectId: active(),
      startedAt: '2025-03-12T12:03:00Z',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(trackingMessages.future);
    const id = uuidv7();
    expect(
      (await start('ivan@acme.test', { id, projectId: active(), startedAt: '2025-03-12T12:01:00Z' })).statusCode,
    ).toBe(200);
    expect((await stop('ivan@acme.test', { id, endedAt: '2025-03-12T12:01:30Z' })).statusCode).toBe(200);
  });

  it('refuses a project that is not active, one the member is not in, and another organisation’s', async () => {
    const at = { id: uuidv7(), startedAt: '2025-03-04T09:00:00Z' };
    const pending = await start('eli@acme.test', { ...at, projectId: w.projectIds.Pending });
    expect([pending.statusCode, pending.json().message]).toEqual([422, trackingMessages.projectNotActive]);
    const notMine = await start('eli@acme.test', { ...at, projectId: w.projectIds['Emma only'] });
    expect([notMine.statusCode, notMine.json().message]).toEqual([422, trackingMessages.notProjectMember]);
    const foreign = await start('eli@acme.test', { ...at, projectId: w.projectIds['Globex work'] });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, trackingMessages.projectNotFound]);
    expect(await entryCount(at.id)).toBe(0);
  });

  it('refuses a second running entry, and a start inside a finished entry', async () => {
    const first = uuidv7();
    expect(
      (await start('eli@acme.test', { id: first, projectId: active(), startedAt: '2025-03-05T09:00:00Z' })).statusCode,
    ).toBe(200);
    const second = await start('eli@acme.test', {
      id: uuidv7(),
      projectId: active(),
      startedAt: '2025-03-05T10:00:00Z',
    });
    expect([second.statusCode, second.json().message]).toEqual([409, trackerMessages.alreadyRunning]);
    expect((await stop('eli@acme.test', { id: first, endedAt: '2025-03-05T12:00:00Z' })).statusCode).toBe(200);
    const inside = await start('eli@acme.test', {
      id: uuidv7(),
      projectId: active(),
      startedAt: '2025-03-05T11:00:00Z',
    });
    expect([inside.statusCode, inside.json().message]).toEqual([409, trackingMessages.overlap]);
  });

  it('refuses an id another member’s entry has', async () => {
    const id = uuidv7();
    expect(
      (await start('emma@acme.test', { id, projectId: active(), startedAt: '2025-03-06T09:00:00Z' })).statusCode,
    ).toBe(200);
    const taken = await start('eli@acme.test', { id, projectId: active(), startedAt: '2025-03-06T09:00:00Z' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, trackerMessages.entryIdTaken]);
    expect((await stop('emma@acme.test', { id, endedAt: '2025-03-06T10:00:00Z' })).statusCode).toBe(200);
  });

  it('refuses to start once the weekly maximum is used up', async () => {
    await w.setMemberSetting('nina@acme.test', 'Maximum_Hours_Per_Week', 1);
    const id = uuidv7();
    expect(
      (await start('nina@acme.test', { id, projectId: active(), startedAt: '2025-03-10T09:00:00Z' })).statusCode,
    ).toBe(200);
    expect((await stop('nina@acme.test', { id, endedAt: '2025-03-10T10:00:00Z' })).statusCode).toBe(200);
    const refused = await start('nina@acme.test', {
      id: uuidv7(),
      projectId: active(),
      startedAt: '2025-03-11T09:00:00Z',
    });
    expect([refused.statusCode, refused.json().message]).toEqual([422, trackingMessages.weeklyLimitReached]);
    const settings = (await w.get('nina@acme.test', 'Settings')).json().result;
    expect(settings.weeklyAllowance).toMatchObject({ limitSeconds: 3600, remainingSeconds: 0 });
    await w.setMemberSetting('nina@acme.test', 'Maximum_Hours_Per_Week', 0);
  });

  it('refuses a member who is no longer active: their token stops working, and the rule itself refuses them', async () => {
    const ivan = w.memberIds['ivan@acme.test'] ?? '';
    await w.inAcme((tx) => tx.update(members).set({ status: 'inactive' }).where(eq(members.id, ivan)));
    // Changed behind the server's back (no screen would): say so, as the members service does.
    accessChanged();
    const refused = await start('ivan@acme.test', {
      id: uuidv7(),
      projectId: active(),
      startedAt: '2025-03-03T09:00:00Z',
    });
    expect([401, 403]).toContain(refused.statusCode);
    await expect(
      w.inAcme((tx) =>
        startTrackedEntry({
          tx,
          tenantId: w.acme,
          memberId: ivan,
          now: w.clock.now(),
          request: { id: uuidv7(), projectId: active(), startedAt: '2025-03-03T09:00:00Z' },
        }),
      ),
    ).rejects.toMatchObject({ message: trackingMessages.memberNotActive });
  });

  it('answers 401 without a token', async () => {
    const response = await w.t.app.inject({ method: 'POST', url: '/api/v1/Tracker/StartEntry', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('stopping an entry', () => {
  const running = async (startedAt: string) => {
    const id = uuidv7();
    expect((await start('emma@acme.test', { id, projectId: active(), startedAt })).statusCode).toBe(200);
    return id;
  };

  it('ends it, writes the day’s rollup, and the same stop again answers the same', async () => {
    const id = await running('2025-03-07T09:00:00Z');
    const stopped = await stop('emma@acme.test', { id, endedAt: '2025-03-07T11:30:00Z' });
    expect(stopped.json().result.endedAt).toBe('2025-03-07T11:30:00.000Z');
    expect((await stop('emma@acme.test', { id, endedAt: '2025-03-07T11:30:00Z' })).json().result).toEqual(
      stopped.json().result,
    );
    const again = await stop('emma@acme.test', { id, endedAt: '2025-03-07T12:00:00Z' });
    expect([again.statusCode, again.json().message]).toEqual([422, trackerMessages.alreadyStopped]);
    const { days } = await w.rollups('emma@acme.test');
    expect(days.find((day) => day.day === '2025-03-07')).toMatchObject({ worked_seconds: 9000, tracked_seconds: 0 });
  });

  it('refuses an end not after the start, in the future, beyond 24 hours, or before an uploaded slot', async () => {
    const id = await running('2025-03-12T08:00:00Z');
    const cases: Array<[string, number, string]> = [
      ['2025-03-12T08:00:00Z', 422, activityMessages.endAfterStart],
      ['2025-03-12T12:05:00Z', 422, trackingMessages.future],
    ];
    for (const [endedAt, status, message] of cases) {
      const refused = await stop('emma@acme.test', { id, endedAt });
      expect([refused.statusCode, refused.json().message]).toEqual([status, message]);
    }
    const stored = await w.post('emma@acme.test', 'UploadSlots', { slots: [slot(id, '2025-03-12T08:10:00Z')] });
    expect(stored.json().result.stored).toBe(1);
    const early = await stop('emma@acme.test', { id, endedAt: '2025-03-12T08:15:00Z' });
    expect([early.statusCode, early.json().message]).toEqual([422, trackerMessages.endBeforeSlots]);
    expect((await stop('emma@acme.test', { id, endedAt: '2025-03-12T08:20:00Z' })).statusCode).toBe(200);

    const long = uuidv7();
    await start('eli@acme.test', { id: long, projectId: active(), startedAt: '2025-03-08T09:00:00Z' });
    const tooLong = await stop('eli@acme.test', { id: long, endedAt: '2025-03-09T09:00:01Z' });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([422, trackingMessages.tooLong]);
    expect((await stop('eli@acme.test', { id: long, endedAt: '2025-03-09T09:00:00Z' })).statusCode).toBe(200);
  });

  it('answers 404 for another member’s entry and changes nothing', async () => {
    const id = await running('2025-03-12T09:00:00Z');
    const refused = await stop('eli@acme.test', { id, endedAt: '2025-03-12T10:00:00Z' });
    expect([refused.statusCode, refused.json().message]).toEqual([404, trackerMessages.entryNotFound]);
    const foreign = await stop('gus@globex.test', { id, endedAt: '2025-03-12T10:00:00Z' });
    expect(foreign.statusCode).toBe(404);
    expect((await stop('emma@acme.test', { id, endedAt: '2025-03-12T10:00:00Z' })).json().result.endedAt).toBe(
      '2025-03-12T10:00:00.000Z',
    );
  });
});

describe('settings and heartbeat', () => {
  it('gives the agent its effective settings, the projects it may track and its running entry', async () => {
    await w.setMemberSetting('eli@acme.test', 'Blur_Screen', true);
    const id = uuidv7();
    await start('eli@acme.test', { id, projectId: active(), startedAt: '2025-03-12T11:00:00Z' });
    const result = (await w.get('eli@acme.test', 'Settings')).json().result;
    expect(result.memberId).toBe(w.memberIds['eli@acme.test']);
    expect(result.timeZone).toBe('UTC');
    expect(result.settings).toMatchObject({ Blur_Screen: true, Take_ScreenShot: true, Number_Of_Screenshots: 6 });
    expect(result.projects.map((project: { name: string }) => project.name)).toEqual(['Active']);
    expect(result.runningEntry).toMatchObject({ id, endedAt: null });
    expect((await stop('eli@acme.test', { id, endedAt: '2025-03-12T11:30:00Z' })).statusCode).toBe(200);
  });

  it('records a heartbeat as presence: online for two minutes, with what the member works on', async () => {
    const beat = await w.post('nina@acme.test', 'Heartbeat', { projectId: active() });
    expect(beat.json().result.lastSeenAt).toBe(w.clock.now().toISOString());
    const nina = w.memberIds['nina@acme.test'] ?? '';
    const [online] = await w.inAcme((tx) =>
      readPresence({ tx, tenantId: w.acme, memberIds: [nina], now: w.clock.now() }),
    );
    expect(online).toMatchObject({ isOnline: true, lastWorkedOn: { projectId: active() } });
    const later = new Date(w.clock.now().getTime() + 121_000);
    const [offline] = await w.inAcme((tx) => readPresence({ tx, tenantId: w.acme, memberIds: [nina], now: later }));
    expect(offline?.isOnline).toBe(false);
  });

  it('refuses a heartbeat naming another member’s entry or another organisation’s project', async () => {
    const emmaEntry = uuidv7();
    await start('emma@acme.test', { id: emmaEntry, projectId: active(), startedAt: '2025-03-12T10:00:00Z' });
    await stop('emma@acme.test', { id: emmaEntry, endedAt: '2025-03-12T10:30:00Z' });
    expect((await w.post('eli@acme.test', 'Heartbeat', { entryId: emmaEntry })).statusCode).toBe(404);
    expect((await w.post('eli@acme.test', 'Heartbeat', { projectId: w.projectIds['Globex work'] })).statusCode).toBe(
      404,
    );
  });
});
