import { timelineMessages } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { activitySlots, apps, appUsage } from '../time/activity.table.ts';
import { recomputeMemberDays } from '../time/rollups.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { startTimelineWorld, type TimelineWorld } from './timeline.fixture.ts';

let w: TimelineWorld;
beforeAll(async () => {
  w = await startTimelineWorld();
});
afterAll(() => w.close());

const get = (as: string, url: string) => w.call({ method: 'GET', url, as });
const summary = async (as: string, member: string, query: string) =>
  get(as, `/api/v1/Timeline/GetActivityMonthSummary?${query}&userId=${w.id(member)}`);
const detail = async (as: string, member: string, date: string) =>
  (await get(as, `/api/v1/Timeline/GetActivityMonthDetailed?date=${date}&userId=${w.id(member)}`)).json().result;

async function offline(member: string, start: string, end: string) {
  const response = await w.addOffline('owner@acme.test', member, { startDateTime: start, endDateTime: end });
  expect(response.statusCode).toBe(200);
  return response.json().result.id as string;
}

type Day = { date: string; workedSeconds: number; offlineSeconds: number };
const workedDays = (days: Day[]) =>
  Object.fromEntries(days.filter((day) => day.workedSeconds > 0).map((day) => [day.date, day.workedSeconds]));

describe('the month summary', () => {
  it('shows every day of the month, and its figures equal the raw entries', async () => {
    await offline('eli@acme.test', '2026-01-05T05:00:00Z', '2026-01-05T08:00:00Z');
    await offline('eli@acme.test', '2026-01-05T09:00:00Z', '2026-01-05T09:45:00Z');
    await offline('eli@acme.test', '2026-01-20T06:00:00Z', '2026-01-20T06:30:00Z');
    const response = await summary('owner@acme.test', 'eli@acme.test', 'month=2026-01');
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({
      year: 2026,
      month: 1,
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      timeZone: 'Asia/Riyadh',
    });
    expect(result.days).toHaveLength(31);
    expect(workedDays(result.days)).toEqual({ '2026-01-05': 3 * 3600 + 45 * 60, '2026-01-20': 1800 });
    expect(result.days.find((day: Day) => day.date === '2026-01-05')).toMatchObject({
      firstStartAt: '2026-01-05T05:00:00.000Z',
      lastEndAt: '2026-01-05T09:45:00.000Z',
    });
    const raw = await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
      const rows = await tx.execute(sql`
        SELECT coalesce(sum(extract(epoch FROM ended_at - started_at)), 0)::int AS seconds FROM time_entries
         WHERE member_id = ${w.id('eli@acme.test')} AND started_at >= '2026-01-01T00:00:00+03'
           AND started_at < '2026-02-01T00:00:00+03'`);
      return (rows as unknown as { rows: Array<{ seconds: number }> }).rows[0]?.seconds;
    });
    expect(result.totals).toMatchObject({ workedSeconds: raw, offlineSeconds: raw, activityPercent: null });
  });

  it("splits an entry across midnight between the member's two local days", async () => {
    // 22:00–02:00 in Riyadh (UTC+3).
    await offline('eli@acme.test', '2026-01-10T19:00:00Z', '2026-01-10T23:00:00Z');
    const days = (await summary('owner@acme.test', 'eli@acme.test', 'fromDate=2026-01-10&toDate=2026-01-11')).json()
      .result.days;
    expect(workedDays(days)).toEqual({ '2026-01-10': 7200, '2026-01-11': 7200 });
  });

  it('gives New York a 23-hour day in spring and a 25-hour day in autumn', async () => {
    await offline('emma@acme.test', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z');
    await offline('emma@acme.test', '2026-11-01T04:00:00Z', '2026-11-01T17:00:00Z');
    await offline('emma@acme.test', '2026-11-01T17:00:00Z', '2026-11-02T05:00:00Z');
    const march = (await summary('emma@acme.test', 'emma@acme.test', 'month=2026-03')).json().result;
    expect(workedDays(march.days)).toEqual({ '2026-03-08': 23 * 3600 });
    const november = (await summary('emma@acme.test', 'emma@acme.test', 'month=2026-11')).json().result;
    expect(workedDays(november.days)).toEqual({ '2026-11-01': 25 * 3600 });
    const spring = await detail('emma@acme.test', 'emma@acme.test', '2026-03-08');
    expect(spring).toMatchObject({ dayStartUtc: '2026-03-08T05:00:00.000Z', dayEndUtc: '2026-03-09T04:00:00.000Z' });
    const autumn = await detail('emma@acme.test', 'emma@acme.test', '2026-11-01');
    expect(autumn).toMatchObject({ dayStartUtc: '2026-11-01T04:00:00.000Z', dayEndUtc: '2026-11-02T05:00:00.000Z' });
    expect(autumn.totals.workedSeconds).toBe(25 * 3600);
  });

  it('accepts a range of at most 31 days, and says so otherwise', async () => {
    const ok = await summary('owner@acme.test', 'eli@acme.test', 'fromDate=2026-01-01&toDate=2026-01-31');
    expect(ok.json().result.days).toHaveLength(31);
    const long = await summary('owner@acme.test', 'eli@acme.test', 'fromDate=2026-01-01&toDate=2026-02-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      expect.objectContaining({ field: 'querystring.toDate', message: timelineMessages.rangeTooLong }),
    ]);
    const backwards = await summary('owner@acme.test', 'eli@acme.test', 'fromDate=2026-01-05&toDate=2026-01-01');
    expect(backwards.json().errors[0].message).toBe(timelineMessages.rangeOrder);
    const neither = await get('owner@acme.test', '/api/v1/Timeline/GetActivityMonthSummary');
    expect(neither.json().errors[0].message).toBe(timelineMessages.monthOrRange);
  });

  it("answers the caller's own month without userId, and 404 for members outside the scope", async () => {
    const own = await get('eli@acme.test', '/api/v1/Timeline/GetActivityMonthSummary?month=2026-01');
    expect(own.json().result.memberId).toBe(w.id('eli@acme.test'));
    expect((await summary('mona@acme.test', 'eli@acme.test', 'month=2026-01')).statusCode).toBe(200);
    for (const [as, member] of [
      ['mona@acme.test', 'emma@acme.test'],
      ['eli@acme.test', 'emma@acme.test'],
      ['owner@globex.test', 'eli@acme.test'],
    ] as const) {
      const refused = await summary(as, member, 'month=2026-01');
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(timelineMessages.memberNotFound);
      expect(
        (await get(as, `/api/v1/Timeline/GetActivityMonthDetailed?date=2026-01-05&userId=${w.id(member)}`)).statusCode,
      ).toBe(404);
    }
    expect((await get('', '/api/v1/Timeline/GetActivityMonthSummary?month=2026-01')).statusCode).toBe(401);
  });
});

describe('the day detail', () => {
  it('lists the entries with idle gaps, activity from slots, projects and apps of one member-day', async () => {
    const tenantId = w.acme.tenantId;
    const memberId = w.id('eli@acme.test');
    const trackedId = uuidv7();
    const appId = uuidv7();
    const urlId = uuidv7();
    await inTenant({ db: w.t.db, tenantId }, async (tx) => {
      // 09:00–09:20 Riyadh, tracked: two slots, 75% active.
      const from = new Date('2026-05-04T06:00:00Z');
      await tx.insert(timeEntries).values({
        tenantId,
        id: trackedId,
        memberId,
        projectId: w.projectIds.Build ?? '',
        startedAt: from,
        endedAt: new Date('2026-05-04T06:20:00Z'),
        source: 'desktop',
        note: 'Coding',
      });
      await tx.insert(apps).values([
        { tenantId, id: appId, kind: 'app', name: 'Code' },
        { tenantId, id: urlId, kind: 'url', name: 'docs.example.com' },
      ]);
      const second = new Date('2026-05-04T06:10:00Z');
      await tx.insert(activitySlots).values([
        { tenantId, memberId, entryId: trackedId, startedAt: from, seconds: 600, activeSeconds: 300 },
        { tenantId, memberId, entryId: trackedId, startedAt: second, seconds: 600, activeSeconds: 600 },
      ]);
      await tx.insert(appUsage).values([
        { tenantId, memberId, slotStartedAt: from, appId, seconds: 600 },
        { tenantId, memberId, slotStartedAt: second, appId, seconds: 400 },
        { tenantId, memberId, slotStartedAt: second, appId: urlId, seconds: 200 },
      ]);
      await recomputeMemberDays({ tx, tenantId, memberId, ranges: [{ from, to: second }] });
    });
    await offline('eli@acme.test', '2026-05-04T07:00:00Z', '2026-05-04T08:00:00Z');
    const day = await detail('mona@acme.test', 'eli@acme.test', '2026-05-04');
    expect(day).toMatchObject({
      date: '2026-05-04',
      timeZone: 'Asia/Riyadh',
      dayStartUtc: '2026-05-03T21:00:00.000Z',
      dayEndUtc: '2026-05-04T21:00:00.000Z',
      idleGaps: [{ from: '2026-05-04T06:20:00.000Z', to: '2026-05-04T07:00:00.000Z', seconds: 2400 }],
      apps: [
        { id: appId, kind: 'app', name: 'Code', seconds: 1000 },
        { id: urlId, kind: 'url', name: 'docs.example.com', seconds: 200 },
      ],
      totals: {
        workedSeconds: 4800,
        trackedSeconds: 1200,
        activeSeconds: 900,
        offlineSeconds: 3600,
        activityPercent: 75,
      },
    });
    expect(
      day.entries.map((entry: Record<string, unknown>) => [entry.source, entry.workedSeconds, entry.activityPercent]),
    ).toEqual([
      ['desktop', 1200, 75],
      ['offline', 3600, null],
    ]);
    expect(day.projects).toEqual([
      {
        project: { id: w.projectIds.Build, name: 'Build', colorCode: expect.any(String) },
        workedSeconds: 4800,
        trackedSeconds: 1200,
        activeSeconds: 900,
        offlineSeconds: 3600,
        activityPercent: 75,
      },
    ]);
  });

  it('answers an empty list of tasks for a project without any, and 404 for a member outside the scope', async () => {
    const response = await get(
      'eli@acme.test',
      `/api/v1/ProjectTask/GetUserTasksByProjectID?projectId=${w.projectIds.Build}`,
    );
    expect(response.json()).toMatchObject({ success: true, result: [] });
    expect(
      (
        await get(
          'eli@acme.test',
          `/api/v1/ProjectTask/GetUserTasksByProjectID?projectId=${w.projectIds.Build}&userId=${w.id('emma@acme.test')}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('a member whose time zone changes', () => {
  it('has their days rewritten when they change it in My Profile', async () => {
    // 23:30–00:30 in London (winter, UTC+0): two London days, one Riyadh day (02:30–03:30).
    await offline('nora@acme.test', '2026-01-14T23:30:00Z', '2026-01-15T00:30:00Z');
    const before = (await summary('owner@acme.test', 'nora@acme.test', 'month=2026-01')).json().result;
    expect(workedDays(before.days)).toEqual({ '2026-01-14': 1800, '2026-01-15': 1800 });
    const token = await signIn(w.t.app, { email: 'nora@acme.test' });
    const saved = await w.call({
      method: 'PUT',
      url: '/v1/Profile/UpdateCurrentProfile',
      as: token.access_token,
      payload: { name: 'Nora', surname: 'North', phone: null, country: null, timeZone: 'Asia/Riyadh' },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await summary('owner@acme.test', 'nora@acme.test', 'month=2026-01')).json().result;
    expect(after.timeZone).toBe('Asia/Riyadh');
    expect(workedDays(after.days)).toEqual({ '2026-01-15': 3600 });
  });

  it('has their days rewritten when an owner changes it on the members screen', async () => {
    await offline('emma@acme.test', '2026-01-15T04:30:00Z', '2026-01-15T05:30:00Z');
    // 23:30–00:30 in New York (UTC−5): two days; in Riyadh 07:30–08:30, one.
    const before = (await summary('owner@acme.test', 'emma@acme.test', 'month=2026-01')).json().result;
    expect(workedDays(before.days)).toEqual({ '2026-01-14': 1800, '2026-01-15': 1800 });
    const post = async (url: string) => (await w.call({ method: 'POST', url, as: 'owner@acme.test' })).json().result.id;
    const departmentId = await post('/api/v1/Department/Create?DepartmentName=Ops');
    const positionId = await post('/api/v1/Position/Create?positionName=Analyst');
    const list = await get('owner@acme.test', '/api/v1/Member/GetMemberPagedList?Status=all&UsersPageCount=100');
    const emma = list.json().result.items.find((item: { email: string }) => item.email === 'emma@acme.test');
    const saved = await w.call({
      method: 'PUT',
      url: `/api/v1/Member/UpdateMember?MemberId=${w.id('emma@acme.test')}`,
      as: 'owner@acme.test',
      payload: {
        name: emma.name,
        surname: emma.surname,
        phone: emma.phone,
        country: emma.country,
        timeZone: 'Asia/Riyadh',
        positionId,
        role: emma.role,
        departmentId,
        managerId: null,
        hourlyRate: emma.hourlyRate,
        currency: emma.currency,
        status: emma.status,
        concurrencyStamp: emma.concurrencyStamp,
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await summary('owner@acme.test', 'emma@acme.test', 'month=2026-01')).json().result;
    expect(workedDays(after.days)).toEqual({ '2026-01-15': 3600 });
  });
});
