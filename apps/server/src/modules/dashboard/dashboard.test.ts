import { timelineMessages, type UploadSlot } from '@worktrail/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { rowsOf } from '../../db/rows.ts';
import { inTenant } from '../../db/transactions.ts';
import { members } from '../members/members.table.ts';
import { addProjectMembers } from '../projects/projects.repository.ts';
import { startTimelineWorld, type TimelineWorld } from '../timeline/timeline.fixture.ts';
import { slot } from '../tracker/tracker.fixture.ts';
import { ingestSlots, startTrackedEntry, stopTrackedEntry } from '../tracker/tracker.service.ts';

let w: TimelineWorld;
beforeAll(async () => {
  w = await startTimelineWorld();
  await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
    // Before any time is recorded: Eli counts days in Tokyo, Nora in UTC.
    await tx
      .update(members)
      .set({ timeZone: 'Asia/Tokyo' })
      .where(eq(members.id, w.id('eli@acme.test')));
    await tx
      .update(members)
      .set({ timeZone: 'UTC' })
      .where(eq(members.id, w.id('nora@acme.test')));
    await addProjectMembers({
      tx,
      tenantId: w.acme.tenantId,
      projectId: w.projectIds.Other ?? '',
      memberIds: [w.id('eli@acme.test'), w.id('nora@acme.test')],
    });
  });
});
afterAll(() => w.close());

type Apps = UploadSlot['apps'];

/**
 * Tracks `minutes` from `from` (on a 10-minute boundary) for a member through the tracker's ingestion: start the
 * entry, one slot per 10 minutes (70% active) with the apps `appsOf(slot)`, stop.
 */
async function track(email: string, project: string, from: string, minutes: number, appsOf: (slot: number) => Apps) {
  const tenantId = w.acme.tenantId;
  const memberId = w.id(email);
  const start = new Date(from).getTime();
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    const ingest = { tx, tenantId, memberId, now: w.clock.now() };
    const id = uuidv7();
    await startTrackedEntry({ ...ingest, request: { id, projectId: w.projectIds[project] ?? '', startedAt: from } });
    const slots = Array.from({ length: minutes / 10 }, (_, index) =>
      slot(id, new Date(start + index * 600_000).toISOString(), { apps: appsOf(index) }),
    ) as UploadSlot[];
    const result = await ingestSlots({ ...ingest, slots });
    expect(result.stored).toBe(slots.length);
    await stopTrackedEntry({
      ...ingest,
      request: { id, endedAt: new Date(start + minutes * 60_000).toISOString() },
    });
  });
}

const url = (path: string, member: string | undefined, query: string) =>
  `/api/v1/${path}?${query}${member ? `&userId=${w.id(member)}` : ''}`;
const dashboard = (as: string, member: string | undefined, query: string) =>
  w.call({ method: 'GET', url: url('Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage', member, query), as });
const resultOf = async (as: string, member: string, query: string) => {
  const response = await dashboard(as, member, query);
  expect(response.statusCode).toBe(200);
  return response.json().result;
};

/** Worked seconds per project and seconds per app, straight from the raw entries and app usage of local days. */
const rawFigures = (member: string, from: string, to: string) =>
  inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
    const zone = sql`(SELECT time_zone FROM members WHERE id = ${w.id(member)})`;
    const projects = rowsOf<{ name: string; seconds: number }>(
      await tx.execute(sql`
        SELECT p.name, sum(extract(epoch FROM e.ended_at - e.started_at))::int AS seconds
          FROM time_entries e JOIN projects p ON p.id = e.project_id
         WHERE e.member_id = ${w.id(member)}
           AND (e.started_at AT TIME ZONE ${zone})::date BETWEEN ${from}::date AND ${to}::date
         GROUP BY p.name ORDER BY seconds DESC`),
    );
    const apps = rowsOf<{ name: string; seconds: number }>(
      await tx.execute(sql`
        SELECT a.name, sum(u.seconds)::int AS seconds
          FROM app_usage u JOIN apps a ON a.id = u.app_id
         WHERE u.member_id = ${w.id(member)}
           AND (u.slot_started_at AT TIME ZONE ${zone})::date BETWEEN ${from}::date AND ${to}::date
         GROUP BY a.name ORDER BY seconds DESC`),
    );
    return { projects, apps };
  });

const code = [
  { kind: 'app' as const, name: 'Code', seconds: 400 },
  { kind: 'url' as const, name: 'https://github.com/acme/repo', seconds: 200 },
];

describe("a member's dashboard", () => {
  it('shares worked time by project and app time by app, as the raw entries and slots say', async () => {
    // Eli in Tokyo (UTC+9): 09:00–11:00 on 2 February, 10:00–11:00 on the 3rd, offline 11:00–12:30 on the 4th.
    await track('eli@acme.test', 'Build', '2026-02-02T00:00:00.000Z', 120, () => code);
    await track('eli@acme.test', 'Other', '2026-02-03T01:00:00.000Z', 60, () => [
      { kind: 'app', name: 'Figma', seconds: 500 },
    ]);
    const offline = await w.addOffline('owner@acme.test', 'eli@acme.test', {
      startDateTime: '2026-02-04T02:00:00Z',
      endDateTime: '2026-02-04T03:30:00Z',
    });
    expect(offline.statusCode).toBe(200);

    const result = await resultOf('owner@acme.test', 'eli@acme.test', 'fromDate=2026-02-01&toDate=2026-02-05');
    expect(result).toMatchObject({
      memberId: w.id('eli@acme.test'),
      timeZone: 'Asia/Tokyo',
      fromDate: '2026-02-01',
      toDate: '2026-02-05',
      totals: { workedSeconds: 16_200, trackedSeconds: 10_800, activeSeconds: 7560, offlineSeconds: 5400 },
    });
    expect(
      result.projects.map((row: { project: { name: string }; seconds: number; percent: number }) => [
        row.project.name,
        row.seconds,
        row.percent,
      ]),
    ).toEqual([
      ['Build', 12_600, 77.8],
      ['Other', 3600, 22.2],
    ]);
    expect(
      result.apps.map((row: { kind: string; name: string; seconds: number; percent: number }) => [
        row.kind,
        row.name,
        row.seconds,
        row.percent,
      ]),
    ).toEqual([
      ['app', 'Code', 4800, 47.1],
      ['app', 'Figma', 3000, 29.4],
      ['url', 'github.com', 2400, 23.5],
    ]);
    expect(result.otherApps).toEqual({ seconds: 0, percent: 0 });

    const raw = await rawFigures('eli@acme.test', '2026-02-01', '2026-02-05');
    expect(
      result.projects.map((row: { project: { name: string }; seconds: number }) => [row.project.name, row.seconds]),
    ).toEqual(raw.projects.map((row) => [row.name, row.seconds]));
    expect(result.apps.map((row: { name: string; seconds: number }) => [row.name, row.seconds])).toEqual(
      raw.apps.map((row) => [row.name, row.seconds]),
    );

    // Days and totals exactly as the month summary answers them for the same range.
    const summary = await w.call({
      method: 'GET',
      url: url('Timeline/GetActivityMonthSummary', 'eli@acme.test', 'fromDate=2026-02-01&toDate=2026-02-05'),
      as: 'owner@acme.test',
    });
    expect(result.days).toEqual(summary.json().result.days);
    expect(result.totals).toEqual(summary.json().result.totals);
    expect(result.days).toHaveLength(5);
  });

  it("counts the member's own local days: the same hours are two days in Tokyo and one in UTC", async () => {
    // 14:00–16:00 UTC: 23:00–01:00 in Tokyo.
    for (const email of ['eli@acme.test', 'nora@acme.test'])
      await track(email, 'Build', '2026-03-02T14:00:00.000Z', 120, () => code);
    const tokyo = await resultOf('owner@acme.test', 'eli@acme.test', 'fromDate=2026-03-03&toDate=2026-03-03');
    expect(tokyo.totals.workedSeconds).toBe(3600);
    expect(tokyo.projects).toMatchObject([{ project: { name: 'Build' }, seconds: 3600, percent: 100 }]);
    expect(tokyo.apps.map((row: { seconds: number }) => row.seconds)).toEqual([2400, 1200]);
    const utc = await resultOf('owner@acme.test', 'nora@acme.test', 'fromDate=2026-03-03&toDate=2026-03-03');
    expect(utc).toMatchObject({ timeZone: 'UTC', projects: [], apps: [], otherApps: { seconds: 0, percent: 0 } });
    expect(utc.totals).toMatchObject({ workedSeconds: 0, activityPercent: null });
    const utcDay = await resultOf('owner@acme.test', 'nora@acme.test', 'fromDate=2026-03-02&toDate=2026-03-02');
    expect(utcDay.totals.workedSeconds).toBe(7200);
    expect(utcDay.totals.activityPercent).toBe(70);
  });

  it('names the 20 most used apps and sums the rest as other', async () => {
    // 25 slots, one app each: App 0 used 100 s … App 24 used 580 s.
    await track('nora@acme.test', 'Other', '2026-04-06T08:00:00.000Z', 250, (slot) => [
      { kind: 'app', name: `App ${slot}`, seconds: 100 + slot * 20 },
    ]);
    const result = await resultOf('owner@acme.test', 'nora@acme.test', 'fromDate=2026-04-06&toDate=2026-04-06');
    expect(result.apps).toHaveLength(20);
    expect(result.apps[0]).toMatchObject({ name: 'App 24', seconds: 580, percent: 6.8 });
    expect(result.apps[19]).toMatchObject({ name: 'App 5', seconds: 200, percent: 2.4 });
    expect(result.otherApps).toEqual({ seconds: 700, percent: 8.2 });
    const shares = result.apps.reduce((sum: number, row: { seconds: number }) => sum + row.seconds, 0);
    expect(shares + result.otherApps.seconds).toBe(8500);
  });

  it('refuses a range over 31 days, and an end before the start', async () => {
    const long = await dashboard('owner@acme.test', 'eli@acme.test', 'fromDate=2026-01-01&toDate=2026-02-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      expect.objectContaining({ field: 'querystring.toDate', message: timelineMessages.rangeTooLong }),
    ]);
    const backwards = await dashboard('owner@acme.test', 'eli@acme.test', 'fromDate=2026-01-05&toDate=2026-01-04');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ field: 'querystring.toDate', message: timelineMessages.rangeOrder }),
    ]);
    const month = await dashboard('owner@acme.test', 'eli@acme.test', 'fromDate=2026-01-01&toDate=2026-01-31');
    expect(month.json().result.days).toHaveLength(31);
  });

  it("answers the caller's own dashboard without userId, and 404 for members outside the scope", async () => {
    const own = await dashboard('eli@acme.test', undefined, 'fromDate=2026-02-01&toDate=2026-02-05');
    expect(own.json().result).toMatchObject({ memberId: w.id('eli@acme.test'), totals: { workedSeconds: 16_200 } });
    expect(
      (await dashboard('mona@acme.test', 'eli@acme.test', 'fromDate=2026-02-01&toDate=2026-02-05')).statusCode,
    ).toBe(200);
    for (const [as, member] of [
      ['mona@acme.test', 'emma@acme.test'],
      ['eli@acme.test', 'emma@acme.test'],
      ['owner@globex.test', 'eli@acme.test'],
    ] as const) {
      const refused = await dashboard(as, member, 'fromDate=2026-02-01&toDate=2026-02-05');
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(timelineMessages.memberNotFound);
      expect(refused.body).not.toContain('Build');
    }
    expect((await dashboard('', undefined, 'fromDate=2026-02-01&toDate=2026-02-05')).statusCode).toBe(401);
  });

  it('counts a running web timer up to now as worked, and the member online, then the stopped time', async () => {
    const timer = (action: 'Start' | 'Stop', payload?: object) =>
      w.call({ method: 'POST', url: `/api/v1/Timer/${action}`, as: 'eli@acme.test', ...(payload ? { payload } : {}) });
    const isOnline = async () => {
      const users = await w.call({ method: 'GET', url: '/api/v1/Timeline/GetActivityUsers', as: 'owner@acme.test' });
      return users.json().result.find((user: { email: string }) => user.email === 'eli@acme.test')?.isOnline;
    };
    // Past the online window of the heartbeats of the time tracked above.
    w.clock.advance(180_000);
    // Eli counts in Tokyo; the day after too, should the ten minutes cross midnight there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(w.clock.now());
    const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10);
    const query = `fromDate=${today}&toDate=${tomorrow}`;
    const before = await resultOf('owner@acme.test', 'eli@acme.test', query);
    const otherSeconds = (result: { projects: { project: { name: string }; seconds: number }[] }) =>
      result.projects.find((share) => share.project.name === 'Other')?.seconds ?? 0;
    const daySeconds = (result: { days: { workedSeconds: number }[] }) =>
      result.days.reduce((sum, day) => sum + day.workedSeconds, 0);
    expect(await isOnline()).toBe(false);

    expect((await timer('Start', { projectId: w.projectIds.Other })).statusCode).toBe(200);
    w.clock.advance(600_000);
    const running = await resultOf('owner@acme.test', 'eli@acme.test', query);
    expect(running.totals.workedSeconds).toBe(before.totals.workedSeconds + 600);
    expect(daySeconds(running)).toBe(daySeconds(before) + 600);
    expect(otherSeconds(running)).toBe(otherSeconds(before) + 600);
    expect(running.projects[0].percent).toBeGreaterThan(0);
    expect(await isOnline()).toBe(true);

    w.clock.advance(60_000);
    expect((await timer('Stop')).statusCode).toBe(200);
    const stopped = await resultOf('owner@acme.test', 'eli@acme.test', query);
    expect(stopped.totals.workedSeconds).toBe(before.totals.workedSeconds + 660);
    expect(otherSeconds(stopped)).toBe(otherSeconds(before) + 660);
    expect(await isOnline()).toBe(false);
  });
});
