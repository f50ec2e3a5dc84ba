import { reportMessages } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { members } from '../members/members.table.ts';
import { type ReportsWorld, recordMarch, startReportsWorld } from './reports.fixture.ts';

let w: ReportsWorld;
beforeAll(async () => {
  w = await startReportsWorld();
  await recordMarch(w);
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const manager = 'mona@acme.test';
const march = 'FromDate=2026-03-01&ToDate=2026-03-31';

/** Every report call, with what each needs beyond the range. */
const reports = [
  ['AttendanceReport', '&PageSize=100'],
  ['GeneralReport', '&GroupBy=member&ThenBy=project'],
  ['ProjectsReport', ''],
  ['ProjectMembersReport', ''],
  ['TimeLineReport', '&PageSize=100'],
  ['MembersPieChart', ''],
  ['ProjectsPieChart', ''],
  ['CustomersPieChart', ''],
  ['Apps_URLsPieChart', ''],
] as const;

/** The worked seconds each report answers as its whole. */
async function totalsOf(as: string, query: string) {
  const read = (path: string, more = '') => w.result(as, `Reports/${path}`, `${query}${more}`);
  return {
    attendance: (await read('AttendanceReport')).totals.workedSeconds,
    general: (await read('GeneralReport')).totals.figures.workedSeconds,
    projects: (await read('ProjectsReport')).totals.workedSeconds,
    projectMembers: (await read('ProjectMembersReport')).totals.workedSeconds,
    timelineMinutes: (await read('TimeLineReport')).totalWorkingMinutes,
    membersPieMinutes: (await read('MembersPieChart')).totalWorkingMinutesForAll,
    projectsPieMinutes: (await read('ProjectsPieChart')).totalWorkingMinutesForAll,
    customersPieMinutes: (await read('CustomersPieChart')).totalWorkingMinutesForAll,
    appsPieMinutes: (await read('Apps_URLsPieChart')).totalWorkingMinutesForAll,
  };
}

/** What every report's whole is when it holds `seconds` of worked time and `appSeconds` of app time. */
const wholes = (seconds: number, appSeconds: number) => ({
  attendance: seconds,
  general: seconds,
  projects: seconds,
  projectMembers: seconds,
  timelineMinutes: seconds / 60,
  membersPieMinutes: seconds / 60,
  projectsPieMinutes: seconds / 60,
  customersPieMinutes: seconds / 60,
  appsPieMinutes: appSeconds / 60,
});

describe("a manager's reports", () => {
  it('never show or count a member outside their scope, in any report or total', async () => {
    // Mona manages Eli (2 h, all in "Eli tool"); Emma and Nora are not hers, not even when named.
    for (const [path, more] of reports) {
      const response = await w.get(manager, `Reports/${path}`, `${march}${more}`);
      expect(response.statusCode, path).toBe(200);
      for (const outside of ['emma@acme.test', 'nora@acme.test', w.id('emma@acme.test'), w.id('nora@acme.test')])
        expect(response.body, `${path} names ${outside}`).not.toContain(outside);
      for (const app of ['"Code"', '"Figma"', '"Slack"', 'github.com']) expect(response.body, path).not.toContain(app);
    }
    expect(await totalsOf(manager, march)).toEqual(wholes(7200, 7200));
    const named = `${march}&MemberIds=${w.id('emma@acme.test')},${w.id('nora@acme.test')}`;
    expect(await totalsOf(manager, named)).toEqual(wholes(0, 0));
    const mixed = `${march}&MemberIds=${w.id('emma@acme.test')}&MemberIds=${w.id('eli@acme.test')}`;
    expect(await totalsOf(manager, mixed)).toEqual(wholes(7200, 7200));
    // The owner sees the whole organisation: 10 h of work, 7 h 50 min of it in apps.
    expect(await totalsOf(owner, march)).toEqual(wholes(36_000, 28_200));
  });

  it('hide amounts from a manager who may not manage members, and show the owner each currency', async () => {
    const general = await w.result(manager, 'Reports/GeneralReport', `${march}&GroupBy=member`);
    expect(general.totals.figures.amounts).toBeNull();
    expect(general.groups.map((group: { figures: { amounts: unknown } }) => group.figures.amounts)).toEqual([null]);
    const attendance = await w.result(manager, 'Reports/AttendanceReport', march);
    expect(attendance.totals.amounts).toBeNull();

    const owners = await w.result(owner, 'Reports/GeneralReport', `${march}&GroupBy=member`);
    expect(owners.totals.figures.amounts).toEqual([
      { currency: 'GBP', amount: 100 },
      { currency: 'USD', amount: 275 },
    ]);
    expect(
      owners.groups.map((group: { key: string; figures: { amounts: unknown } }) => [group.key, group.figures.amounts]),
    ).toEqual([
      [w.id('emma@acme.test'), [{ currency: 'USD', amount: 275 }]],
      [w.id('nora@acme.test'), [{ currency: 'GBP', amount: 100 }]],
      [w.id('eli@acme.test'), []],
    ]);
    const projects = await w.result(owner, 'Reports/ProjectsReport', march);
    expect(projects.totals.amounts).toEqual(owners.totals.figures.amounts);
  });

  it('are refused to an employee, whose role grants no report', async () => {
    for (const [path, more] of reports)
      expect((await w.get('eli@acme.test', `Reports/${path}`, `${march}${more}`)).statusCode, path).toBe(403);
  });
});

describe('the rules of the report calls', () => {
  it('refuse attendance dates with the §5 texts word for word', async () => {
    const same = await w.get(owner, 'Reports/AttendanceReport', 'FromDate=2026-03-10&ToDate=2026-03-10');
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([
      expect.objectContaining({ field: 'querystring.ToDate', message: 'Please select different start and end dates' }),
    ]);
    const backwards = await w.get(owner, 'Reports/AttendanceReport', 'FromDate=2026-03-10&ToDate=2026-03-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ field: 'querystring.FromDate', message: 'Start date should be before end date' }),
    ]);
    expect(reportMessages.startBeforeEnd).toBe('Start date should be before end date');
  });

  it('refuse a timeline report over 31 days, and answer one of 31', async () => {
    const long = await w.get(owner, 'Reports/TimeLineReport', 'FromDate=2026-03-01&ToDate=2026-04-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      expect.objectContaining({ field: 'querystring.ToDate', message: reportMessages.timelineRangeTooLong }),
    ]);
    const month = await w.result(owner, 'Reports/TimeLineReport', march);
    expect(month.timeLineOut[0].days).toHaveLength(31);
  });

  it('page attendance by member-day and the timeline report by member, with the §3 pagination fields', async () => {
    // Seven member-days with time in March: Emma 4, Nora 2, Eli 1.
    const first = await w.result(owner, 'Reports/AttendanceReport', `${march}&PageNo=1&PageSize=3`);
    expect(first.pagination).toEqual({ page: 1, per_Page: 3, total_Items: 7, total_Pages: 3 });
    expect(first.attendListOut.map((row: { date: string }) => row.date)).toEqual([
      '2026-03-29',
      '2026-03-28',
      '2026-03-10',
    ]);
    const last = await w.result(owner, 'Reports/AttendanceReport', `${march}&PageNo=3&PageSize=3`);
    expect(last.attendListOut.map((row: { date: string }) => row.date)).toEqual(['2026-03-07']);
    const beyond = await w.result(owner, 'Reports/AttendanceReport', `${march}&PageNo=9&PageSize=3`);
    expect(beyond).toMatchObject({ attendListOut: [], pagination: { page: 9, total_Items: 7, total_Pages: 3 } });
    expect(beyond.totals.workedSeconds).toBe(36_000);
    const defaults = await w.result(owner, 'Reports/AttendanceReport', march);
    expect(defaults.pagination).toEqual({ page: 1, per_Page: 10, total_Items: 7, total_Pages: 1 });
    // Pages of any size put together are the whole list, in its order: newest day first, then by name.
    for (const size of [1, 2, 3]) {
      const rows: unknown[] = [];
      for (let page = 1; page <= Math.ceil(7 / size); page += 1) {
        const paged = await w.result(owner, 'Reports/AttendanceReport', `${march}&PageNo=${page}&PageSize=${size}`);
        rows.push(...paged.attendListOut);
      }
      expect(rows, `pages of ${size}`).toEqual(defaults.attendListOut);
    }

    const second = await w.result(owner, 'Reports/TimeLineReport', `${march}&PageNo=2&PageSize=2`);
    expect(second).toMatchObject({
      totalCount: 3,
      pagination: { page: 2, per_Page: 2, total_Items: 3, total_Pages: 2 },
      totalWorkingMinutes: 600,
    });
    // By name: eli, emma, nora.
    expect(second.timeLineOut.map((row: { email: string }) => row.email)).toEqual(['nora@acme.test']);
    expect((await w.get(owner, 'Reports/AttendanceReport', `${march}&PageSize=101`)).statusCode).toBe(400);
  });
});

describe('deleted members', () => {
  it('leave every report, while inactive and archived members stay', async () => {
    await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx
        .update(members)
        .set({ status: 'deleted' })
        .where(eq(members.id, w.id('nora@acme.test'))),
    );
    await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx
        .update(members)
        .set({ status: 'inactive' })
        .where(eq(members.id, w.id('emma@acme.test'))),
    );
    // Nora's 2.5 h (2 h of it in apps) are gone; Emma's stay.
    expect(await totalsOf(owner, march)).toEqual(wholes(27_000, 21_000));
  });
});
