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
async function summed(emails: string[]) {
  const dashboards: MemberDashboard[] = [];
  for (const email of emails) {
    const url = `/api/v1/Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage?${range}&userId=${w.id(email)}`;
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
    projects: [...projects].sort((a, b) => b[1] - a[1]),
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
