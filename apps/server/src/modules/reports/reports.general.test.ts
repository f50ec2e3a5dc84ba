import { reportMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marchOnTimeline, type ReportsWorld, recordMarch, startReportsWorld } from './reports.fixture.ts';

let w: ReportsWorld;
beforeAll(async () => {
  w = await startReportsWorld();
  await recordMarch(w);
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const march = 'FromDate=2026-03-01&ToDate=2026-03-31';
const timelineOf = (email: string) => marchOnTimeline(w, email);

type Figures = { workedSeconds: number; activity: number | null; amounts: unknown };
type Group = {
  key: string | null;
  label: string;
  figures: Figures;
  memberCount: number;
  memberDays: number;
  averageSecondsPerMemberDay: number;
  children: Group[];
};
const keysAndWorked = (groups: Group[]) => groups.map((group) => [group.key, group.figures.workedSeconds]);

describe('the general report', () => {
  it("groups by day then project, each member's local day with the projects of its day detail", async () => {
    const report = await w.result(
      owner,
      'Reports/GeneralReport',
      'FromDate=2026-03-07&ToDate=2026-03-10&GroupBy=day&ThenBy=project',
    );
    expect(report).toMatchObject({ groupBy: 'day', thenBy: 'project', dayBasis: 'memberLocalDay' });
    expect(keysAndWorked(report.groups)).toEqual([
      ['2026-03-07', 3600],
      ['2026-03-08', 7200],
      ['2026-03-09', 3600],
      ['2026-03-10', 12_600],
    ]);
    const expected = new Map<string, Array<[string, number]>>();
    for (const email of ['emma@acme.test', 'eli@acme.test'])
      for (const detail of (await timelineOf(email)).details) {
        const projects = expected.get(detail.date) ?? [];
        for (const project of detail.projects as Array<{ project: { name: string }; workedSeconds: number }>) {
          const known = projects.find(([name]) => name === project.project.name);
          if (known) known[1] += project.workedSeconds;
          else projects.push([project.project.name, project.workedSeconds]);
        }
        expected.set(detail.date, projects);
      }
    for (const group of report.groups as Group[])
      expect(
        group.children.map((child) => [child.label, child.figures.workedSeconds]),
        String(group.key),
      ).toEqual(expected.get(group.key ?? ''));
    // 10 March: Emma's offline 1.5 h and Eli's 2 h on Build — two members, two member-days.
    expect(report.groups[3]).toMatchObject({ memberCount: 2, memberDays: 2, averageSecondsPerMemberDay: 6300 });
    // Each member's day on a project is one row, counted without a step per member: still one member-day each.
    expect(
      report.groups.map((group: Group) =>
        group.children.map((child) => [child.label, child.memberCount, child.memberDays]),
      ),
    ).toEqual([[['Build', 1, 1]], [['Build', 1, 1]], [['Other', 1, 1]], [['Build', 2, 2]]]);
  });

  it('keys weeks by their Monday and months as YYYY-MM, and names the "none" groups by an empty label', async () => {
    const query = `${march}&MemberIds=${w.id('emma@acme.test')}`;
    const weeks = await w.result(owner, 'Reports/GeneralReport', `${query}&GroupBy=week`);
    // Saturday 7 and Sunday 8 March are in the week of Monday 2 March.
    expect(keysAndWorked(weeks.groups)).toEqual([
      ['2026-03-02', 10_800],
      ['2026-03-09', 9000],
    ]);
    const months = await w.result(owner, 'Reports/GeneralReport', `${query}&GroupBy=month&ThenBy=customer`);
    expect(keysAndWorked(months.groups)).toEqual([['2026-03', 19_800]]);
    expect(months.groups[0].children).toMatchObject([{ label: 'Customer', figures: { workedSeconds: 19_800 } }]);
    for (const grouping of ['task', 'department']) {
      const none = await w.result(owner, 'Reports/GeneralReport', `${query}&GroupBy=${grouping}`);
      expect(none.groups).toMatchObject([{ key: null, label: '', figures: { workedSeconds: 19_800 }, memberDays: 4 }]);
    }
  });

  it('compares with the same number of days just before, with the same filters', async () => {
    // 8–14 March against 1–7 March: only Emma's hour on the evening of 7 March (New York) lies before.
    const report = await w.result(owner, 'Reports/GeneralReport', 'FromDate=2026-03-08&ToDate=2026-03-14');
    expect(report.totals).toMatchObject({
      fromDate: '2026-03-08',
      toDate: '2026-03-14',
      figures: { workedSeconds: 23_400 },
      memberCount: 2,
      memberDays: 4,
      averageSecondsPerMemberDay: 5850,
    });
    expect(report.previous).toMatchObject({
      fromDate: '2026-03-01',
      toDate: '2026-03-07',
      figures: { workedSeconds: 3600, activity: 50, amounts: [{ currency: 'USD', amount: 50 }] },
      memberCount: 1,
      memberDays: 1,
    });
    // The previous period never leaks into the groups.
    expect(keysAndWorked(report.groups)).toEqual([
      [w.id('emma@acme.test'), 16_200],
      [w.id('eli@acme.test'), 7200],
    ]);
    const onlyEli = await w.result(
      owner,
      'Reports/GeneralReport',
      `FromDate=2026-03-08&ToDate=2026-03-14&MemberIds=${w.id('eli@acme.test')}`,
    );
    expect(onlyEli.previous.figures.workedSeconds).toBe(0);
    const without = await w.result(
      owner,
      'Reports/GeneralReport',
      'FromDate=2026-03-08&ToDate=2026-03-14&Compare=false',
    );
    expect(without.previous).toBeNull();
  });

  it('narrows to projects and customers from the time per project', async () => {
    const other = `${march}&ProjectIds=${w.projectIds.Other}`;
    const general = await w.result(owner, 'Reports/GeneralReport', `${other}&GroupBy=member`);
    expect(keysAndWorked(general.groups)).toEqual([
      [w.id('emma@acme.test'), 3600],
      [w.id('nora@acme.test'), 3600],
    ]);
    const attendance = await w.result(owner, 'Reports/AttendanceReport', other);
    expect(
      attendance.attendListOut.map((row: { date: string; totalSeconds: number }) => [row.date, row.totalSeconds]),
    ).toEqual([
      ['2026-03-29', 3600],
      ['2026-03-09', 3600],
    ]);
    const pie = await w.result(owner, 'Reports/MembersPieChart', other);
    expect(pie.totalWorkingMinutesForAll).toBe(120);
    const all = await w.result(owner, 'Reports/ProjectsReport', march);
    const customerId = all.projectOut[0].customer.id;
    const ofCustomer = await w.result(owner, 'Reports/CustomersPieChart', `${march}&CustomerIds=${customerId}`);
    expect(ofCustomer.customerPieCharts).toMatchObject([{ id: customerId, seconds: 36_000 }]);
    const ofNobody = await w.result(owner, 'Reports/ProjectsReport', `${march}&CustomerIds=${w.projectIds.Other}`);
    expect(ofNobody).toMatchObject({ projectOut: [], totals: { workedSeconds: 0, activity: null } });
  });

  it('keeps the most worked subgroups of each group, saying how many it has, and answers one group alone', async () => {
    const general = (query: string) => w.result(owner, 'Reports/GeneralReport', `${march}&${query}`);
    // Days of members; projects of a month, each in two currencies and none; the "none" department and customer.
    for (const grouping of [
      'GroupBy=member&ThenBy=day',
      'GroupBy=month&ThenBy=project',
      'GroupBy=member&ThenBy=department',
      'GroupBy=department&ThenBy=customer',
    ]) {
      const full = await general(grouping);
      const limited = await general(`${grouping}&SubgroupLimit=1`);
      expect(keysAndWorked(limited.groups), grouping).toEqual(keysAndWorked(full.groups));
      expect(limited.totals, grouping).toEqual(full.totals);
      for (const [index, group] of (full.groups as Array<Group & { subgroupCount: number }>).entries()) {
        expect(group.subgroupCount, grouping).toBe(group.children.length);
        expect(limited.groups[index].subgroupCount, grouping).toBe(group.children.length);
        // The most worked subgroup (the first of equals), with the figures the whole report gives it.
        const most = Math.max(...group.children.map((child) => child.figures.workedSeconds));
        expect(limited.groups[index].children, grouping).toEqual([
          group.children.find((child) => child.figures.workedSeconds === most),
        ]);
      }
    }
    const byDay = await general('GroupBy=member&ThenBy=day');
    expect(byDay.groups.some((group: Group) => group.children.length > 1)).toBe(true);
    const byProject = await general('GroupBy=month&ThenBy=project');
    const amounts = (child: Group['children'][number]) => child.figures.amounts as unknown[];
    expect(byProject.groups.some((group: Group) => group.children.some((child) => amounts(child).length > 1))).toBe(
      true,
    );
    const emma = w.id('emma@acme.test');
    const emmas = await general(`GroupBy=member&ThenBy=day&GroupKey=${emma}&Compare=false`);
    expect(emmas.groups).toEqual(byDay.groups.filter((group: Group) => group.key === emma));
    expect(emmas.totals.figures).toEqual(emmas.groups[0].figures);
    // A day is read alone, with every project it has.
    const days = await general('GroupBy=day&ThenBy=project');
    const tenth = await general('GroupBy=day&ThenBy=project&GroupKey=2026-03-10');
    expect(tenth.groups).toEqual(days.groups.filter((group: Group) => group.key === '2026-03-10'));
    const month = await general('GroupBy=month&ThenBy=member&GroupKey=2026-03');
    expect(keysAndWorked(month.groups)).toEqual([['2026-03', byDay.totals.figures.workedSeconds]]);
    const none = await general('GroupBy=department&GroupKey=none');
    expect(keysAndWorked(none.groups)).toEqual([[null, byDay.totals.figures.workedSeconds]]);
    expect((await general(`GroupBy=member&GroupKey=${w.projectIds.Build}`)).groups).toEqual([]);
    // A key that is not of the grouping is refused with a reason.
    for (const wrong of [
      `GroupBy=day&GroupKey=${emma}`,
      'GroupBy=member&GroupKey=none',
      'GroupBy=month&GroupKey=2026-13',
    ]) {
      const refused = await w.get(owner, 'Reports/GeneralReport', `${march}&${wrong}`);
      expect(refused.statusCode, wrong).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ field: 'querystring.GroupKey', message: reportMessages.groupKeyInvalid }),
      ]);
    }
  });

  it('answers the same figures whether a group is summed from the member rows or from the rows per project', async () => {
    // Without a project filter, the groups and totals keyed by no project read one row per member-day; naming every
    // project makes the whole report read the rows per project. Every figure must be the same either way.
    const everyProject = `ProjectIds=${Object.values(w.projectIds).join(',')}`;
    for (const grouping of [
      'GroupBy=day&ThenBy=project',
      'GroupBy=member&ThenBy=customer',
      'GroupBy=week&ThenBy=task',
      'GroupBy=project&ThenBy=department',
      'GroupBy=day&ThenBy=project&GroupKey=2026-03-10',
      `GroupBy=project&ThenBy=day&GroupKey=${w.projectIds.Build}`,
      'GroupBy=month&ThenBy=project&SubgroupLimit=1',
    ]) {
      const query = `${march}&${grouping}`;
      const [split, perProject] = await Promise.all([
        w.result(owner, 'Reports/GeneralReport', query),
        w.result(owner, 'Reports/GeneralReport', `${query}&${everyProject}`),
      ]);
      expect(split.groups.length, grouping).toBeGreaterThan(0);
      expect({ ...split, filters: undefined }, grouping).toEqual({ ...perProject, filters: undefined });
    }
  });

  // Last: it adds time that the cases above do not expect.
  it('counts a member who worked on two projects of one day as one member-day of that day', async () => {
    // Emma (New York) on Other for 1 h on 10 March, a day she also has 1.5 h offline on Build.
    await w.track('emma@acme.test', 'Other', '2026-03-10T17:00:00.000Z', 60, 300, []);
    const tenth = 'FromDate=2026-03-10&ToDate=2026-03-10';
    const byProject = await w.result(owner, 'Reports/GeneralReport', `${tenth}&GroupBy=day&ThenBy=project`);
    expect(byProject.groups).toMatchObject([
      { key: '2026-03-10', memberCount: 2, memberDays: 2, figures: { workedSeconds: 16_200 } },
    ]);
    expect(
      byProject.groups[0].children.map((child: Group) => [child.label, child.memberCount, child.memberDays]),
    ).toEqual([
      ['Build', 2, 2],
      ['Other', 1, 1],
    ]);
    const byCustomer = await w.result(owner, 'Reports/GeneralReport', `${tenth}&GroupBy=day&ThenBy=customer`);
    const customers = byCustomer.groups[0].children as Group[];
    expect(customers.reduce((sum, child) => sum + child.figures.workedSeconds, 0)).toBe(16_200);
    // Each customer's members are counted once, whatever their projects there.
    for (const child of customers) expect(child.memberDays).toBe(child.memberCount);
    expect(byCustomer.groups[0]).toMatchObject({ memberCount: 2, memberDays: 2 });
  });
});
