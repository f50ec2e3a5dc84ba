import { dashboardMessages, type MemberDashboard, type ScopeDashboard } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { type BoardWorld, startBoardWorld } from './board.fixture.ts';

let w: BoardWorld;
beforeAll(async () => {
  w = await startBoardWorld();
  const figma = [{ kind: 'app' as const, name: 'Figma', seconds: 500 }];
  // Lee (Los Angeles), Tom (Tokyo) and Una (UTC) around the first days of March.
  await w.track('lee@acme.test', 'Build', '2026-02-28T18:00:00Z', 60);
  await w.addOffline('lee@acme.test', '2026-03-01T18:00:00Z', '2026-03-01T18:30:00Z');
  await w.track('lee@acme.test', 'Design', '2026-03-02T07:00:00Z', 120, figma); // 23:00 PST on the 1st
  await w.track('una@acme.test', 'Build', '2026-03-03T09:00:00Z', 180);
  await w.track('tom@acme.test', 'Build', '2026-03-01T14:00:00Z', 120, figma); // 23:00 JST on the 1st
  await w.track('tom@acme.test', 'Build', '2026-03-04T15:00:00Z', 60); // 00:00 JST on the 5th
});
afterAll(() => w.close());

const range = 'fromDate=2026-03-01&toDate=2026-03-04';
const scopeUrl = (query: string) => `/api/v1/Dashboard/GetProjectsAndAppsWorkingTimeAndPercentage?${query}`;
const scope = (as: string, query = range, headers: Record<string, string> = {}) =>
  w.call({ method: 'GET', url: scopeUrl(query), as, headers });
const scopeOf = async (as: string, query = range): Promise<ScopeDashboard> => {
  const response = await scope(as, query);
  expect(response.statusCode).toBe(200);
  return response.json().result;
};

/** Each member's own dashboard over the same range, summed: what the scope's must say. */
async function summed(emails: string[], query = range) {
  const dashboards: MemberDashboard[] = [];
  for (const email of emails) {
    const url = `/api/v1/Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage?${query}&userId=${w.id(email)}`;
    dashboards.push((await w.call({ method: 'GET', url, as: 'owner@acme.test' })).json().result);
  }
  const totals = { workedSeconds: 0, trackedSeconds: 0, activeSeconds: 0, offlineSeconds: 0 };
  const projects = new Map<string, number>();
  const apps = new Map<string, number>();
  for (const dashboard of dashboards) {
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += dashboard.totals[key];
    for (const row of dashboard.projects)
      projects.set(row.project.name, (projects.get(row.project.name) ?? 0) + row.seconds);
    for (const row of dashboard.apps) apps.set(row.name, (apps.get(row.name) ?? 0) + row.seconds);
  }
  return {
    totals,
    memberCount: dashboards.filter((dashboard) => dashboard.totals.workedSeconds > 0).length,
    projects: [...projects].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    apps: [...apps].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  };
}

const figures = (result: ScopeDashboard) => ({
  totals: {
    workedSeconds: result.totals.workedSeconds,
    trackedSeconds: result.totals.trackedSeconds,
    activeSeconds: result.totals.activeSeconds,
    offlineSeconds: result.totals.offlineSeconds,
  },
  memberCount: result.memberCount,
  projects: result.projects.map((row) => [row.project.name, row.seconds]),
  apps: result.apps.map((row) => [row.name, row.seconds]),
});

describe("the scope's projects and apps", () => {
  it("equals the sum of its members' dashboards over the same local days", async () => {
    const result = await scopeOf('owner@acme.test');
    const everyone = ['owner@acme.test', 'mona@acme.test', 'lee@acme.test', 'tom@acme.test', 'una@acme.test'];
    expect(figures(result)).toEqual(await summed(everyone));
    expect(result).toMatchObject({
      fromDate: '2026-03-01',
      toDate: '2026-03-04',
      dayBasis: 'memberLocalDay',
      // Lee's 28 February and Tom's 5 March are outside; Lee's evening of the 1st is inside though the 2nd in UTC.
      totals: { workedSeconds: 27_000, trackedSeconds: 25_200, offlineSeconds: 1800, activityPercent: 70 },
      memberCount: 3,
    });
    expect(result.projects).toEqual([
      { project: expect.objectContaining({ name: 'Build' }), seconds: 19_800, percent: 73.3 },
      { project: expect.objectContaining({ name: 'Design' }), seconds: 7200, percent: 26.7 },
    ]);
    expect(result.otherApps).toEqual({ seconds: 0, percent: 0 });
  });

  it("counts a manager's own members only, and one department when asked", async () => {
    const mona = await scopeOf('mona@acme.test');
    expect(figures(mona)).toEqual(await summed(['mona@acme.test', 'lee@acme.test', 'tom@acme.test']));
    expect(mona.totals.workedSeconds).toBe(16_200);
    const field = await scopeOf('owner@acme.test', `${range}&DepartmentId=${w.fieldId}`);
    expect(figures(field)).toEqual(figures(mona));
    const unknown = await scope('owner@acme.test', `${range}&DepartmentId=${uuidv7()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(dashboardMessages.departmentNotFound);
    expect((await scope('lee@acme.test')).statusCode).toBe(403);
  });

  it('refuses a range over 31 days', async () => {
    expect((await scope('owner@acme.test', 'fromDate=2026-03-01&toDate=2026-04-01')).statusCode).toBe(400);
  });

  it('answers 304 while nothing changed, and a new ETag once time is recorded', async () => {
    const first = await scope('owner@acme.test');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    w.clock.advance(60_000);
    const same = await scope('owner@acme.test', range, { 'if-none-match': `"other", ${etag}` });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await w.track('una@acme.test', 'Build', '2026-03-04T09:00:00Z', 30);
    const changed = await scope('owner@acme.test', range, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().result.totals.workedSeconds).toBe(28_800);
  });
});

describe('the scope over whole months', () => {
  const everyone = ['owner@acme.test', 'mona@acme.test', 'lee@acme.test', 'tom@acme.test', 'una@acme.test'];
  const monas = ['mona@acme.test', 'lee@acme.test', 'tom@acme.test'];
  beforeAll(async () => {
    const code = [{ kind: 'app' as const, name: 'Code', seconds: 400 }];
    const figma = [{ kind: 'app' as const, name: 'Figma', seconds: 300 }];
    // Around February, each in the member's own zone, where the UTC date is often across a month end; Lee, Tom and
    // Una have later time already, so theirs is entered as offline time (the tracker records in order).
    await w.addOffline('tom@acme.test', '2026-01-30T03:00:00Z', '2026-01-30T04:00:00Z'); // 12:00 JST on 30 January
    await w.addOffline('tom@acme.test', '2026-01-30T16:00:00Z', '2026-01-30T17:00:00Z'); // 01:00 JST on 31 January
    await w.addOffline('lee@acme.test', '2026-02-01T07:00:00Z', '2026-02-01T08:00:00Z'); // 23:00 PST on 31 January
    await w.addOffline('una@acme.test', '2026-02-10T09:00:00Z', '2026-02-10T11:00:00Z');
    await w.addOffline('tom@acme.test', '2026-02-15T01:00:00Z', '2026-02-15T02:30:00Z');
    await w.addOffline('tom@acme.test', '2026-02-28T16:00:00Z', '2026-02-28T17:00:00Z'); // 01:00 JST on 1 March
    await w.addOffline('lee@acme.test', '2026-03-01T05:00:00Z', '2026-03-01T06:00:00Z'); // 21:00 PST on 28 February
    await w.track('owner@acme.test', 'Build', '2026-02-12T10:00:00Z', 60, figma);
    await w.track('mona@acme.test', 'Build', '2026-02-20T10:00:00Z', 60, code);
    await w.track('owner@acme.test', 'Build', '2026-02-28T23:00:00Z', 60, code); // 00:00 CET on 1 March
    await w.track('owner@acme.test', 'Build', '2026-03-01T23:00:00Z', 60, code); // 00:00 CET on 2 March
    // March up to and after today (9 March, UTC): Tom's 9th in Tokyo, and Una's 20th, as time entered ahead would be.
    await w.track('lee@acme.test', 'Build', '2026-03-02T17:00:00Z', 30, code);
    await w.track('mona@acme.test', 'Build', '2026-03-05T10:00:00Z', 60, code);
    await w.track('tom@acme.test', 'Build', '2026-03-09T01:00:00Z', 60, code);
    await w.track('una@acme.test', 'Build', '2026-03-20T09:00:00Z', 120, code);
  });

  /** The scope's figures over `query` must be its members' own dashboards (read day by day) summed. */
  const expectSummed = async (as: string, emails: string[], query: string) => {
    const result = await scopeOf(as, query);
    expect(figures(result), `${as} ${query}`).toEqual(await summed(emails, query));
    return figures(result);
  };

  it('reads a whole month and the partial months around it as the days summed', async () => {
    // 31 January as days, February as months, 1 March as days; Tom's 30 January and March after the 1st are out.
    const query = 'fromDate=2026-01-31&toDate=2026-03-01';
    const owner = await expectSummed('owner@acme.test', everyone, query);
    // Tom and Lee (each with the first hour only of a night into 2 March), Una, the owner and Mona.
    expect(owner.totals.workedSeconds).toBe(16_200 + 16_200 + 7200 + 7200 + 3600);
    expect(owner.memberCount).toBe(5);
    expect(owner.projects).toEqual([
      ['Build', 46_800],
      ['Design', 3600],
    ]);
    expect(owner.apps.map(([name]) => name).sort()).toEqual(['Code', 'Figma', 'github.com']);
    await expectSummed('mona@acme.test', monas, query);
    await expectSummed('owner@acme.test', ['lee@acme.test', 'tom@acme.test'], `${query}&DepartmentId=${w.fieldId}`);
  });

  it("reads this month up to today or yesterday without a member's time after the range", async () => {
    // 9 March is today: a growing month, by its month rows but for Una (the 20th) and, up to the 8th, Tom (the 9th).
    for (const query of ['fromDate=2026-03-01&toDate=2026-03-09', 'fromDate=2026-03-01&toDate=2026-03-08']) {
      await expectSummed('owner@acme.test', everyone, query);
      await expectSummed('mona@acme.test', monas, query);
    }
    // 7 February as days to 9 March, 31 days: the partial February before a growing March.
    await expectSummed('owner@acme.test', everyone, 'fromDate=2026-02-07&toDate=2026-03-09');
    // Not vacuous: the whole of March holds Una's two hours on the 20th, which up to today leaves out.
    const upToToday = await scopeOf('owner@acme.test', 'fromDate=2026-03-01&toDate=2026-03-09');
    const march = await scopeOf('owner@acme.test', 'fromDate=2026-03-01&toDate=2026-03-31');
    expect(march.totals.workedSeconds - upToToday.totals.workedSeconds).toBe(7200);
    expect(figures(march)).toEqual(await summed(everyone, 'fromDate=2026-03-01&toDate=2026-03-31'));
  });
});
