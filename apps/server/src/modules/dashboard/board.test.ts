import { type BoardRow, dashboardMessages, type MembersBoard } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { type BoardWorld, startBoardWorld } from './board.fixture.ts';

let w: BoardWorld;
beforeAll(async () => {
  w = await startBoardWorld();
  // Recorded in order, as agents would. Lee (Los Angeles; local today Sunday 8 March, week from Monday 2 March):
  await w.track('lee@acme.test', 'Build', '2026-02-28T18:00:00Z', 60); // Saturday 28 February: another month
  await w.addOffline('lee@acme.test', '2026-03-01T18:00:00Z', '2026-03-01T18:30:00Z'); // Sunday 1 March: last week
  await w.track('lee@acme.test', 'Build', '2026-03-02T17:00:00Z', 60); // Monday 2 March, 09:00
  await w.track('lee@acme.test', 'Build', '2026-03-08T09:30:00Z', 60); // 01:30 PST to 03:30 PDT: one hour
  // Una (UTC): Tuesday 3 March (last week), then today.
  await w.track('una@acme.test', 'Build', '2026-03-03T09:00:00Z', 180);
  await w.track('una@acme.test', 'Build', '2026-03-09T05:00:00Z', 60);
  // Tom (the organisation's Tokyo): Sunday 8 March 20:00 (last week), then Monday 9 March 08:00–09:30.
  await w.track('tom@acme.test', 'Build', '2026-03-08T11:00:00Z', 60, [{ kind: 'app', name: 'Figma', seconds: 500 }]);
  await w.track('tom@acme.test', 'Build', '2026-03-08T23:00:00Z', 90, [{ kind: 'app', name: 'Figma', seconds: 500 }]);
  await w.track('lee@acme.test', 'Design', '2026-03-09T03:00:00Z', 60); // Sunday 8 March 20:00 PDT
});
afterAll(() => w.close());

const boardUrl = (query = '') => `/api/v1/Dashboard/GetMembersBoardWorkDataTillDay${query ? `?${query}` : ''}`;
const board = (as: string, query = '', headers: Record<string, string> = {}) =>
  w.call({ method: 'GET', url: boardUrl(query), as, headers });
const boardOf = async (as: string, query = ''): Promise<MembersBoard> => {
  const response = await board(as, query);
  expect(response.statusCode).toBe(200);
  return response.json().result;
};
const names = (rows: BoardRow[]) => rows.map((row) => row.name);
const rowOf = (result: MembersBoard, name: string) => result.members.find((row) => row.name === name);
const periods = (row: BoardRow | undefined) =>
  row && [row.totalWorkingTimeToday, row.totalWorkingTimeThisWeek, row.totalWorkingTimeThisMonth];

describe('the members board', () => {
  it("counts today, this week and this month in each member's own local days", async () => {
    const result = await boardOf('owner@acme.test', 'UsersPageCount=100');
    // Lee's Sunday had 23 hours: 01:30 PST to 03:30 PDT is one hour; his evening was already Monday in UTC.
    expect(periods(rowOf(result, 'Lee Park'))).toEqual([7200, 10_800, 12_600]);
    // Tom's Monday began at 23:00 UTC on Sunday; his Sunday evening is last week but this month.
    expect(periods(rowOf(result, 'tom@acme.test'))).toEqual([5400, 5400, 9000]);
    expect(periods(rowOf(result, 'una@acme.test'))).toEqual([3600, 3600, 14_400]);
    expect(rowOf(result, 'tom@acme.test')).toMatchObject({
      timeZone: 'Asia/Tokyo',
      departmentName: 'Field',
      activityToday: 70,
      lastWorkedOnProjectName: 'Build',
      lastWorkedOnTaskName: null,
      totalOpenedTasksCount: 0,
      totalOpenedProjectsCount: 1,
    });
    // Lee's last activity ended at 04:00 UTC, two and a half hours before now; Design and Build are open, Old is not.
    expect(rowOf(result, 'Lee Park')).toMatchObject({
      timeZone: 'America/Los_Angeles',
      lastWorkedOnProjectName: 'Design',
      timePastFromLastActivity: 9000,
      totalOpenedProjectsCount: 2,
    });
    expect(rowOf(result, 'mona@acme.test')).toMatchObject({
      activityToday: null,
      timePastFromLastActivity: null,
      lastWorkedOnProjectName: null,
    });
    expect(result).toMatchObject({
      totalEmployeesCount: 5,
      totalEmployeesWorkingTodayCount: 3,
      onlineEmployeesCount: 0,
      workedTodaySeconds: 16_200,
      workedThisWeekSeconds: 19_800,
      workedThisMonthSeconds: 36_000,
      managerTimeZone: 'Europe/Berlin',
      period: 'today',
      asOf: '2026-03-09T06:30:00.000Z',
    });
    expect(names(result.members)).not.toContain('del@acme.test');
  });

  it('moves each member to their own next month', async () => {
    const world = await startBoardWorld();
    try {
      // Tuesday 31 March 23:30 in Los Angeles, Wednesday 1 April 15:30 in Tokyo.
      world.moveClockTo('2026-04-01T06:30:00Z');
      await world.track('lee@acme.test', 'Build', '2026-03-30T16:00:00Z', 60); // Monday 30 March, 09:00 PDT
      await world.track('tom@acme.test', 'Build', '2026-03-31T01:00:00Z', 60); // Tuesday 31 March, 10:00 JST
      await world.track('tom@acme.test', 'Build', '2026-04-01T00:00:00Z', 60); // Wednesday 1 April, 09:00 JST
      const response = await world.call({ method: 'GET', url: boardUrl(), as: 'owner@acme.test' });
      const result: MembersBoard = response.json().result;
      expect(periods(rowOf(result, 'Lee Park'))).toEqual([0, 3600, 3600]);
      expect(periods(rowOf(result, 'tom@acme.test'))).toEqual([3600, 7200, 3600]);
    } finally {
      await world.close();
    }
  });

  it('leaves time recorded for a later day of the month out of this month until that day comes', async () => {
    const world = await startBoardWorld();
    try {
      // Monday 9 March 06:30 UTC. Una (UTC) has an hour on Tuesday 3 March and two on Friday 20 March: time the
      // month's rollup already holds, as time entered ahead would be.
      await world.track('una@acme.test', 'Build', '2026-03-03T09:00:00Z', 60);
      await world.track('una@acme.test', 'Build', '2026-03-20T09:00:00Z', 120);
      const before: MembersBoard = (
        await world.call({ method: 'GET', url: boardUrl('Period=month'), as: 'owner@acme.test' })
      ).json().result;
      expect(periods(rowOf(before, 'una@acme.test'))).toEqual([0, 0, 3600]);
      expect(before.workedThisMonthSeconds).toBe(3600);
      world.moveClockTo('2026-03-20T12:00:00Z');
      const after: MembersBoard = (
        await world.call({ method: 'GET', url: boardUrl('Period=month'), as: 'owner@acme.test' })
      ).json().result;
      expect(periods(rowOf(after, 'una@acme.test'))).toEqual([7200, 7200, 10_800]);
    } finally {
      await world.close();
    }
  });

  it('orders by the worked time of the period, then by name, one page at a time', async () => {
    const today = await boardOf('owner@acme.test', 'UsersPageNo=2&UsersPageCount=2');
    expect(names(today.members)).toEqual(['una@acme.test', 'mona@acme.test']);
    expect(today.pagination).toEqual({ page: 2, per_Page: 2, total_Items: 5, total_Pages: 3 });
    expect(today.me).toMatchObject({ name: 'owner@acme.test', totalWorkingTimeToday: 0 });
    const month = await boardOf('owner@acme.test', 'Period=month');
    expect(month.period).toBe('month');
    expect(names(month.members)).toEqual([
      'una@acme.test',
      'Lee Park',
      'tom@acme.test',
      'mona@acme.test',
      'owner@acme.test',
    ]);
    expect(month.pagination).toEqual({ page: 1, per_Page: 10, total_Items: 5, total_Pages: 1 });
    const beyond = await boardOf('owner@acme.test', 'UsersPageNo=4&UsersPageCount=2');
    expect(beyond.members).toEqual([]);
    expect(beyond).toMatchObject({
      totalEmployeesCount: 5,
      workedTodaySeconds: 16_200,
      me: { name: 'owner@acme.test' },
    });
    const farthest = await boardOf('owner@acme.test', `UsersPageNo=${Number.MAX_SAFE_INTEGER}&UsersPageCount=100`);
    expect(farthest.members).toEqual([]);
  });

  it('narrows rows and totals to a department and to a name, and keeps my own row', async () => {
    const field = await boardOf('owner@acme.test', `DepartmentId=${w.fieldId}`);
    expect(names(field.members)).toEqual(['Lee Park', 'tom@acme.test']);
    expect(field).toMatchObject({ totalEmployeesCount: 2, workedTodaySeconds: 12_600, workedThisMonthSeconds: 21_600 });
    expect(field.me?.name).toBe('owner@acme.test');
    const unknown = await board('owner@acme.test', `DepartmentId=${uuidv7()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(dashboardMessages.departmentNotFound);

    expect(names((await boardOf('owner@acme.test', 'MemberName=pARk')).members)).toEqual(['Lee Park']);
    const byMail = await boardOf('owner@acme.test', 'MemberName=TOM@ACME');
    expect(names(byMail.members)).toEqual(['tom@acme.test']);
    expect(byMail).toMatchObject({ totalEmployeesCount: 1, totalEmployeesWorkingTodayCount: 1 });
    // LIKE wildcards are plain characters.
    for (const wildcard of ['%', '_', 'a%c'])
      expect((await boardOf('owner@acme.test', `MemberName=${encodeURIComponent(wildcard)}`)).totalEmployeesCount).toBe(
        0,
      );
  });

  it('shows a manager themself and their members only, and refuses employees', async () => {
    const result = await boardOf('mona@acme.test');
    expect(names(result.members)).toEqual(['Lee Park', 'tom@acme.test', 'mona@acme.test']);
    expect(result).toMatchObject({
      totalEmployeesCount: 3,
      totalEmployeesWorkingTodayCount: 2,
      workedTodaySeconds: 12_600,
      workedThisMonthSeconds: 21_600,
      managerTimeZone: 'Europe/London',
      me: { name: 'mona@acme.test' },
    });
    expect(JSON.stringify(result)).not.toContain('una@acme.test');
    expect((await boardOf('mona@acme.test', 'MemberName=una')).members).toEqual([]);
    expect((await board('lee@acme.test')).statusCode).toBe(403);
  });

  it('shows a member online from a heartbeat, and offline once the window has passed', async () => {
    const heartbeat = await w.call({
      method: 'POST',
      url: '/api/v1/Tracker/Heartbeat',
      as: 'una@acme.test',
      payload: { projectId: w.projectIds.Build },
    });
    expect(heartbeat.statusCode).toBe(200);
    const online = await boardOf('owner@acme.test');
    expect(online.onlineEmployeesCount).toBe(1);
    expect(rowOf(online, 'una@acme.test')).toMatchObject({ isOnline: true, lastWorkedOnProjectName: 'Build' });
    w.clock.advance(121_000);
    const later = await boardOf('owner@acme.test');
    expect(later.onlineEmployeesCount).toBe(0);
    expect(rowOf(later, 'una@acme.test')?.isOnline).toBe(false);
  });

  it('answers 304 to an unchanged board, however the clock runs, and a new ETag once it changes', async () => {
    const first = await board('owner@acme.test');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // Seconds later asOf and the time since the last activity moved on, but nothing happened.
    w.clock.advance(5000);
    const same = await board('owner@acme.test', '', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    // Another page is another answer.
    expect((await board('owner@acme.test', 'Period=week', { 'if-none-match': etag })).statusCode).toBe(200);

    await w.track('mona@acme.test', 'Build', '2026-03-09T06:00:00Z', 30);
    const changed = await board('owner@acme.test', '', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().result.workedTodaySeconds).toBe(18_000);
    expect((await board('owner@acme.test', '', { 'if-none-match': String(changed.headers.etag) })).statusCode).toBe(
      304,
    );
  });

  it('counts a running web timer as online and its time up to now as worked, then the stopped time', async () => {
    const timer = (action: 'Start' | 'Stop', payload?: object) =>
      w.call({ method: 'POST', url: `/api/v1/Timer/${action}`, as: 'una@acme.test', ...(payload ? { payload } : {}) });
    const before = await boardOf('owner@acme.test');
    const una = rowOf(before, 'una@acme.test');
    expect(una?.isOnline).toBe(false);
    const worked = periods(una) ?? [];

    expect((await timer('Start', { projectId: w.projectIds.Build })).statusCode).toBe(200);
    w.clock.advance(600_000);
    const running = await boardOf('owner@acme.test');
    expect(rowOf(running, 'una@acme.test')).toMatchObject({ isOnline: true, lastWorkedOnProjectName: 'Build' });
    expect(periods(rowOf(running, 'una@acme.test'))).toEqual(worked.map((seconds) => seconds + 600));
    expect(running.onlineEmployeesCount).toBe(before.onlineEmployeesCount + 1);
    expect(running.workedTodaySeconds).toBe(before.workedTodaySeconds + 600);

    w.clock.advance(60_000);
    expect((await timer('Stop')).statusCode).toBe(200);
    const stopped = await boardOf('owner@acme.test');
    expect(rowOf(stopped, 'una@acme.test')?.isOnline).toBe(false);
    expect(periods(rowOf(stopped, 'una@acme.test'))).toEqual(worked.map((seconds) => seconds + 660));
  });
});
