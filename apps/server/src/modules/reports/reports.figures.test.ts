import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  marchOnTimeline,
  type ReportsWorld,
  recordMarch,
  type SummaryDay,
  startReportsWorld,
  type Totals,
  tally,
} from './reports.fixture.ts';

let w: ReportsWorld;
beforeAll(async () => {
  w = await startReportsWorld();
  await recordMarch(w);
});
afterAll(() => w.close());

type Figures = Omit<Totals, 'activityPercent'> & { activity: number | null; amounts: unknown };
type Named = { name: string; seconds: number };

const owner = 'owner@acme.test';
const march = 'FromDate=2026-03-01&ToDate=2026-03-31';
const people = ['emma@acme.test', 'nora@acme.test', 'eli@acme.test'];
const instant = (value: string | null) => (value === null ? null : Date.parse(value));

/** The timeline's own figures in the contract's report shape. */
const asFigures = (totals: Totals) => ({
  workedSeconds: totals.workedSeconds,
  trackedSeconds: totals.trackedSeconds,
  activeSeconds: totals.activeSeconds,
  offlineSeconds: totals.offlineSeconds,
  activity: totals.activityPercent,
});
const withoutAmounts = ({ amounts: _amounts, ...figures }: Figures) => figures;
const sorted = (entries: Iterable<[string, number]>) => [...entries].sort(([a], [b]) => a.localeCompare(b));
const timelineOf = (email: string) => marchOnTimeline(w, email);

describe('the reports agree with the timeline', () => {
  it("counts each member's own local days across a DST change, in New York and in London", async () => {
    const emma = await timelineOf('emma@acme.test');
    expect(emma.days.map((day) => [day.date, day.workedSeconds])).toEqual([
      ['2026-03-07', 3600],
      ['2026-03-08', 7200],
      ['2026-03-09', 3600],
      ['2026-03-10', 5400],
    ]);
    const nora = await timelineOf('nora@acme.test');
    expect(nora.days.map((day) => [day.date, day.workedSeconds])).toEqual([
      ['2026-03-28', 3600],
      ['2026-03-29', 5400],
    ]);

    const query = `${march}&MemberIds=${w.id('emma@acme.test')},${w.id('nora@acme.test')}&PageSize=100`;
    const attendance = await w.result(owner, 'Reports/AttendanceReport', query);
    const rowOf = (email: string, date: string) =>
      attendance.attendListOut.find(
        (row: { memberId: string; date: string }) => row.memberId === w.id(email) && row.date === date,
      );
    // Entry and leave in the member's own zone: New York's 8 March starts at EST and ends at EDT.
    expect(rowOf('emma@acme.test', '2026-03-08')).toMatchObject({
      timeZone: 'America/New_York',
      entry: '2026-03-08T00:00:00.000-05:00',
      leave: '2026-03-08T03:00:00.000-04:00',
      totalSeconds: 7200,
    });
    expect(rowOf('nora@acme.test', '2026-03-29')).toMatchObject({
      timeZone: 'Europe/London',
      entry: '2026-03-29T00:00:00.000+00:00',
      leave: '2026-03-29T02:30:00.000+01:00',
      totalSeconds: 5400,
      activity: 70,
    });
  });

  it("answers every report with the figures of each member's month summary and day details", async () => {
    const all = new Map<string, number>();
    for (const email of people) {
      const timeline = await timelineOf(email);
      const memberId = w.id(email);
      const query = `${march}&MemberIds=${memberId}`;

      const attendance = await w.result(owner, 'Reports/AttendanceReport', `${query}&PageSize=100`);
      expect(
        attendance.attendListOut.map(
          (
            row: { date: string; totalSeconds: number; offlineSeconds: number; activity: number | null } & Record<
              'entry' | 'leave',
              string | null
            >,
          ) => [row.date, row.totalSeconds, row.offlineSeconds, row.activity, instant(row.entry), instant(row.leave)],
        ),
      ).toEqual(
        [...timeline.days]
          .reverse()
          .map((day) => [
            day.date,
            day.workedSeconds,
            day.offlineSeconds,
            day.activityPercent,
            instant(day.firstStartAt),
            instant(day.lastEndAt),
          ]),
      );
      expect(withoutAmounts(attendance.totals)).toEqual(asFigures(timeline.totals));

      const report = await w.result(owner, 'Reports/TimeLineReport', query);
      expect(report.timeLineOut).toHaveLength(1);
      const [row] = report.timeLineOut;
      expect(withoutAmounts(row.figures)).toEqual(asFigures(timeline.totals));
      expect(
        row.days.map((day: { date: string; workedSeconds: number; activity: number | null; entry: string | null }) => [
          day.date,
          day.workedSeconds,
          day.activity,
          instant(day.entry),
        ]),
      ).toEqual(
        (timeline.summary.days as SummaryDay[]).map((day) => [
          day.date,
          day.workedSeconds,
          day.activityPercent,
          instant(day.firstStartAt),
        ]),
      );

      const general = await w.result(owner, 'Reports/GeneralReport', `${query}&GroupBy=member&ThenBy=day`);
      expect(general.groups).toHaveLength(1);
      expect(withoutAmounts(general.groups[0].figures)).toEqual(asFigures(timeline.totals));
      expect(general.groups[0]).toMatchObject({ key: memberId, memberCount: 1, memberDays: timeline.days.length });
      expect(
        general.groups[0].children.map((child: { key: string; figures: Figures }) => [
          child.key,
          withoutAmounts(child.figures),
        ]),
      ).toEqual(timeline.days.map((day) => [day.date, asFigures(day)]));

      const projects = await w.result(owner, 'Reports/ProjectsReport', query);
      expect(
        sorted(projects.projectOut.map((p: { name: string; figures: Figures }) => [p.name, p.figures.workedSeconds])),
      ).toEqual(sorted(timeline.projects));
      const projectMembers = await w.result(owner, 'Reports/ProjectMembersReport', query);
      expect(
        sorted(
          projectMembers.projectsEmployeesListOut.map((p: { name: string; members: Array<{ figures: Figures }> }) => [
            p.name,
            p.members[0]?.figures.workedSeconds ?? 0,
          ]),
        ),
      ).toEqual(sorted(timeline.projects));

      const membersPie = await w.result(owner, 'Reports/MembersPieChart', query);
      expect(membersPie.memberPieCharts).toMatchObject([
        { id: memberId, kind: 'member', seconds: timeline.totals.workedSeconds, percent: 100 },
      ]);
      expect(membersPie.averageActivityLevelForAll).toBe(timeline.totals.activityPercent);
      const projectsPie = await w.result(owner, 'Reports/ProjectsPieChart', query);
      expect(sorted(projectsPie.projectPieCharts.map((slice: Named) => [slice.name, slice.seconds]))).toEqual(
        sorted(timeline.projects),
      );
      const appsPie = await w.result(owner, 'Reports/Apps_URLsPieChart', query);
      expect(sorted(appsPie.apps_URLsPieCharts.map((slice: Named) => [slice.name, slice.seconds]))).toEqual(
        sorted(timeline.apps),
      );
      tally(all, 'worked', timeline.totals.workedSeconds);
    }

    // Everyone together: the organisation's totals are the members' totals added up.
    const general = await w.result(owner, 'Reports/GeneralReport', `${march}&Compare=false`);
    expect(general.totals.figures.workedSeconds).toBe(all.get('worked'));
    expect(general.totals).toMatchObject({ memberCount: 3, memberDays: 7 });
    const customers = await w.result(owner, 'Reports/CustomersPieChart', march);
    expect(customers.customerPieCharts).toMatchObject([{ name: 'Customer', seconds: all.get('worked'), percent: 100 }]);
    expect(customers.totalWorkingMinutesForAll).toBe((all.get('worked') ?? 0) / 60);
  });
});

describe('the pies', () => {
  it('name the 100 largest slices, largest first, and sum the rest as other', async () => {
    // 120 apps of 5 s each over three slots of Nora's on 6 April: ties go by name.
    const name = (index: number) => `App ${String(index).padStart(3, '0')}`;
    const apps = Array.from({ length: 120 }, (_, index) => ({ kind: 'app' as const, name: name(index), seconds: 5 }));
    for (const [slot, from] of [
      '2026-04-06T09:00:00.000Z',
      '2026-04-06T09:10:00.000Z',
      '2026-04-06T09:20:00.000Z',
    ].entries())
      await w.track('nora@acme.test', 'Build', from, 10, 420, apps.slice(slot * 40, slot * 40 + 40));
    const pie = await w.result(owner, 'Reports/Apps_URLsPieChart', 'FromDate=2026-04-01&ToDate=2026-04-30');
    expect(pie.apps_URLsPieCharts).toHaveLength(100);
    expect(pie.apps_URLsPieCharts[0]).toMatchObject({ name: 'App 000', kind: 'app', seconds: 5, percent: 0.8 });
    expect(pie.apps_URLsPieCharts[99]).toMatchObject({ name: 'App 099', seconds: 5 });
    expect(pie.other).toEqual({ seconds: 100, percent: 16.7 });
    expect(pie.totalWorkingMinutesForAll).toBe(10);
    expect(pie.averageActivityLevelForAll).toBe(70);
  });
});
