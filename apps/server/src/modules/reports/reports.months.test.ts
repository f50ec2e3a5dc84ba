import type { ReportGrouping } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { sumAttendance } from './reports.attendance.repository.ts';
import { authOf, type ReportsWorld, recordAroundMarch, startReportsWorld } from './reports.fixture.ts';
import { sumGeneralReport } from './reports.general.repository.ts';
import { sumAppsPie, sumPie } from './reports.pies.repository.ts';
import { sumProjectMembers, sumProjects } from './reports.projects.repository.ts';
import { edgeMonthOf, splitRange } from './reports.rollups.ts';
import type { ReportIdFilters, RowsRequest } from './reports.rows.ts';

let w: ReportsWorld;
beforeAll(async () => {
  w = await startReportsWorld();
  // The range's first day is 20 February (Emma's 2 h) and its last 11 May (Eli's hour; his next is on the 12th,
  // after it); Nora's 5 February and Emma's 28 May lie outside every range but the edge-month test's months.
  await recordAroundMarch(w);
});
afterAll(() => w.close());

// 20 February to 11 May: a partial month of days, March and April whole, and a partial month again.
const range = { from: '2026-02-20', to: '2026-05-11' };
const query = `FromDate=${range.from}&ToDate=${range.to}`;
const people = [
  ['owner@acme.test', 'owner'],
  ['mona@acme.test', 'manager'],
] as const;

describe('a range of whole months', () => {
  it('is read as its partial months of days around the whole months inside it', () => {
    expect(splitRange(range.from, range.to)).toEqual({
      days: [
        { from: '2026-02-20', to: '2026-02-28' },
        { from: '2026-05-01', to: '2026-05-11' },
      ],
      months: { from: '2026-03-01', to: '2026-04-01' },
      growing: undefined,
    });
    expect(splitRange('2026-03-01', '2026-03-31')).toEqual({
      days: [],
      months: { from: '2026-03-01', to: '2026-03-01' },
      growing: undefined,
    });
    expect(splitRange('2025-12-15', '2026-02-28')).toEqual({
      days: [{ from: '2025-12-15', to: '2025-12-31' }],
      months: { from: '2026-01-01', to: '2026-02-01' },
      growing: undefined,
    });
    for (const [from, to] of [
      ['2026-03-02', '2026-03-31'],
      ['2026-03-01', '2026-03-30'],
      ['2026-01-31', '2026-02-27'],
    ] as const)
      expect(splitRange(from, to)).toEqual({ days: [{ from, to }], months: undefined, growing: undefined });
  });

  it('reads a last month that runs up to today or yesterday as a growing month, never one that ended before', () => {
    const growing = { from: '2026-05-01', to: '2026-05-11', end: '2026-05-31' };
    for (const today of ['2026-05-11', '2026-05-12'])
      expect(splitRange(range.from, range.to, today)).toEqual({
        days: [{ from: '2026-02-20', to: '2026-02-28' }],
        months: { from: '2026-03-01', to: '2026-04-01' },
        growing,
      });
    expect(splitRange('2026-05-01', '2026-05-11', '2026-05-11')).toEqual({ days: [], months: undefined, growing });
    expect(splitRange(range.from, range.to, '2026-05-13').growing).toBeUndefined();
    expect(splitRange('2026-05-02', '2026-05-11', '2026-05-11')).toEqual({
      days: [{ from: '2026-05-02', to: '2026-05-11' }],
      months: undefined,
      growing: undefined,
    });
  });
});

type Figures = {
  workedSeconds: number;
  trackedSeconds: number;
  activeSeconds: number;
  offlineSeconds: number;
  amounts: Array<{ currency: string; amount: number }> | null;
};
type Group = { key: string | null; figures: Figures; memberDays: number; children: Group[] };

/** Groups added up under the key `keyOf` gives each: their figures (amounts per currency) and member-days. */
function addUp(groups: Array<[string, Group]>) {
  const sums = new Map<string, Omit<Figures, 'amounts'> & { amounts: Record<string, number>; memberDays: number }>();
  for (const [key, group] of groups) {
    const sum = sums.get(key) ?? {
      workedSeconds: 0,
      trackedSeconds: 0,
      activeSeconds: 0,
      offlineSeconds: 0,
      amounts: {},
      memberDays: 0,
    };
    for (const figure of ['workedSeconds', 'trackedSeconds', 'activeSeconds', 'offlineSeconds'] as const)
      sum[figure] += group.figures[figure];
    for (const { currency, amount } of group.figures.amounts ?? [])
      sum.amounts[currency] = Math.round(((sum.amounts[currency] ?? 0) + amount) * 100) / 100;
    sum.memberDays += group.memberDays;
    sums.set(key, sum);
  }
  return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)));
}

describe('reports over whole months', () => {
  it('answer the general report by month with the figures of the same days grouped by day', async () => {
    for (const [as] of people) {
      const byMonth = await w.result(as, 'Reports/GeneralReport', `${query}&GroupBy=month&ThenBy=project`);
      const byDay = await w.result(as, 'Reports/GeneralReport', `${query}&GroupBy=day&ThenBy=project`);
      const dayGroups = byDay.groups as Group[];
      const monthGroups = byMonth.groups as Group[];
      const monthOf = (group: Group) => (group.key ?? '').slice(0, 7);
      expect(addUp(monthGroups.map((group) => [group.key ?? '', group])), as).toEqual(
        addUp(dayGroups.map((group) => [monthOf(group), group])),
      );
      expect(
        addUp(monthGroups.flatMap((group) => group.children.map((child) => [`${group.key} ${child.key}`, child]))),
        as,
      ).toEqual(
        addUp(dayGroups.flatMap((group) => group.children.map((child) => [`${monthOf(group)} ${child.key}`, child]))),
      );
      expect(byMonth.totals, as).toEqual(byDay.totals);
    }
    // Not vacuous: four months, with the edges of the range and the nights across month ends in them.
    const owner = await w.result('owner@acme.test', 'Reports/GeneralReport', `${query}&GroupBy=month`);
    expect(owner.groups.map((group: Group) => [group.key, group.figures.workedSeconds, group.memberDays])).toEqual([
      ['2026-02', 7200 + 3600, 2],
      ['2026-03', 19_800 + 9000 + 7200 + 3600 + 3600, 7 + 2],
      ['2026-04', 3600 + 1800, 2],
      ['2026-05', 1800 + 3600, 2],
    ]);
  });

  it('compares with a previous period of whole months as read day by day', async () => {
    // 1 April to 11 May (41 days) against 19 February to 31 March.
    const report = await w.result('owner@acme.test', 'Reports/GeneralReport', 'FromDate=2026-04-01&ToDate=2026-05-11');
    const before = await w.result(
      'owner@acme.test',
      'Reports/GeneralReport',
      'FromDate=2026-02-19&ToDate=2026-03-31&GroupBy=day',
    );
    expect(report.previous).toEqual(before.totals);
    expect(report.previous.figures.workedSeconds).toBe(7200 + 3600 + 36_000 + 3600 + 3600);
  });

  it('sum to the same rows when their whole months are read as days, in every report that reads months', async () => {
    const groupings: Array<[ReportGrouping, ReportGrouping | undefined]> = [
      ['member', undefined],
      ['member', 'project'],
      ['project', 'member'],
      ['customer', 'month'],
      ['department', 'customer'],
      ['task', undefined],
      ['month', 'member'],
    ];
    const filters: ReportIdFilters[] = [{}, { ProjectIds: [w.projectIds.Other ?? ''] }];
    /** Every month-reading query of the reports on the same rows, their whole months read as months or as days. */
    const readAll = (request: RowsRequest) =>
      inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
        const previous = { ...request, from: '2026-02-25', to: '2026-04-30' };
        const answers: unknown[] = [];
        for (const [groupBy, thenBy] of groupings) {
          const perProject = [groupBy, thenBy].some((key) => key === 'project' || key === 'customer');
          answers.push(await sumGeneralReport({ tx, rows: { ...request, perProject }, previous, groupBy, thenBy }));
        }
        answers.push(await sumProjects({ tx, rows: request }), await sumProjectMembers({ tx, rows: request }));
        for (const pie of ['member', 'project', 'customer'] as const)
          answers.push(await sumPie({ tx, rows: request, of: pie }));
        answers.push(await sumAppsPie({ tx, rows: request }), await sumAttendance({ tx, rows: request }));
        return answers.map((rows) => (rows as unknown[]).map((row) => JSON.stringify(row)).sort());
      });
    for (const [email, role] of people)
      for (const filter of filters) {
        const request: RowsRequest = { auth: authOf(w, email, role), filters: filter, ...range, seesRates: true };
        const fromDays = await readAll({ ...request, wholeMonths: false });
        const label = `${role} ${JSON.stringify(filter)}`;
        expect(await readAll({ ...request, wholeMonths: true }), label).toEqual(fromDays);
        // May as a growing month: Nora's by its month row; Eli's by days, as he has time after 11 May.
        expect(await readAll({ ...request, wholeMonths: true, today: range.to }), `${label} growing`).toEqual(fromDays);
      }
  });

  it('total the same when the edge months of a range are read as month rows less their other days', async () => {
    // 6 February to 25 May: most of February (not the 1st to the 5th, where Nora's only February time is) and of
    // May (not the 26th to the 31st, where Emma has time), March and April whole.
    expect(edgeMonthOf({ from: '2026-02-06', to: '2026-02-28' })).toEqual({
      from: '2026-02-06',
      to: '2026-02-28',
      month: '2026-02-01',
      end: '2026-02-28',
    });
    expect(edgeMonthOf({ from: '2026-05-01', to: '2026-05-25' })?.end).toBe('2026-05-31');
    // Not most of its month (9 of 28 days), or across two months: days, as before.
    expect(edgeMonthOf({ from: '2026-02-20', to: '2026-02-28' })).toBeUndefined();
    expect(edgeMonthOf({ from: '2026-01-20', to: '2026-02-28' })).toBeUndefined();
    const ranges = [
      { from: '2026-02-06', to: '2026-05-25' },
      { from: '2026-02-06', to: '2026-02-28' },
      { from: '2026-05-01', to: '2026-05-25' },
      // Two partial months side by side: most of April (from the 10th) an edge month, 3 days of May not.
      { from: '2026-04-10', to: '2026-05-03' },
    ];
    const filters: ReportIdFilters[] = [
      {},
      { ProjectIds: [w.projectIds.Other ?? ''] },
      { MemberIds: [w.id('nora@acme.test')] },
      { MemberIds: [w.id('emma@acme.test')] },
    ];
    /** The totals-only sums: the attendance totals and a general report's previous period. */
    const totals = (request: RowsRequest) =>
      inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
        const general = await sumGeneralReport({
          tx,
          rows: request,
          previous: request,
          groupBy: 'member',
          thenBy: undefined,
        });
        return [await sumAttendance({ tx, rows: request }), general.filter((row) => !row.is_current)];
      });
    for (const [email, role] of people)
      for (const filter of filters)
        for (const range of ranges) {
          const request: RowsRequest = { auth: authOf(w, email, role), filters: filter, ...range, seesRates: true };
          const label = `${role} ${JSON.stringify(filter)} ${range.from}..${range.to}`;
          const fromDays = await totals({ ...request, wholeMonths: false });
          expect(await totals({ ...request, wholeMonths: true, edgeMonths: true }), label).toEqual(fromDays);
        }
    // Not vacuous: the owner's totals hold Emma's USD and Nora's GBP; Nora's February alone has none (her only
    // February time is on the 5th, so her month row and the taken-away day cancel out and the group is dropped).
    const owner = { auth: authOf(w, 'owner@acme.test', 'owner'), seesRates: true, wholeMonths: true, edgeMonths: true };
    const [all] = await totals({ ...owner, filters: {}, from: '2026-02-06', to: '2026-05-25' });
    expect(all?.map((row) => row.cur).sort()).toEqual(['GBP', 'USD', null]);
    const nora = await totals({
      ...owner,
      filters: { MemberIds: [w.id('nora@acme.test')] },
      from: '2026-02-06',
      to: '2026-02-28',
    });
    expect(nora).toEqual([[], []]);
  });
});
