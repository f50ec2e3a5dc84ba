import { attendanceQuery, generalReportQuery, reportQuery } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { type ReportFilters, type ReportGroupingChoice, reportQueryOf } from './report-search.ts';
import { type ReportRules, surelyAccepted } from './report-validation.ts';

const member = '0198c1f0-0000-7000-8000-0000000000a1';
const filters = (overrides: Partial<ReportFilters> = {}): ReportFilters => ({
  from: '2030-01-01',
  to: '2030-01-07',
  memberIds: [],
  departmentIds: [],
  projectIds: [],
  customerIds: [],
  ...overrides,
});
const byMember: ReportGroupingChoice = { groupBy: 'member', thenBy: null };

const schemaAccepts = (rules: ReportRules, shown: ReportFilters, grouping: ReportGroupingChoice) => {
  const query = {
    ...reportQueryOf(shown),
    ...(rules === 'general' ? { GroupBy: grouping.groupBy, ThenBy: grouping.thenBy ?? undefined } : {}),
  };
  const schema = { attendance: attendanceQuery, general: generalReportQuery, report: reportQuery }[rules];
  return schema.safeParse(query).success;
};

const cases: [string, ReportFilters, ReportGroupingChoice][] = [
  ['a week', filters(), byMember],
  ['one day', filters({ to: '2030-01-01' }), byMember],
  ['the end before the start', filters({ from: '2030-01-07', to: '2030-01-01' }), byMember],
  ['the longest range', filters({ from: '2028-01-01', to: '2030-03-10' }), byMember],
  ['a range too long', filters({ from: '2027-01-01', to: '2030-01-01' }), byMember],
  ['a 29 February of a leap year', filters({ from: '2028-02-01', to: '2028-02-29' }), byMember],
  ['a 29 February of another year', filters({ from: '2030-02-01', to: '2030-02-29' }), byMember],
  ['an April 31', filters({ from: '2030-04-01', to: '2030-04-31' }), byMember],
  ['a thirteenth month', filters({ to: '2030-13-01' }), byMember],
  ['a year out of range', filters({ from: '1999-12-30', to: '2000-01-02' }), byMember],
  ['the last accepted year', filters({ from: '2100-12-01', to: '2100-12-31' }), byMember],
  ['a date without its day', filters({ to: '2030-01' }), byMember],
  ['no date', filters({ from: '' }), byMember],
  ['a member', filters({ memberIds: [member] }), byMember],
  ['an id that is no UUID', filters({ projectIds: ['not-an-id'] }), byMember],
  ['an id with a zero version', filters({ customerIds: ['0198c1f0-0000-0000-8000-0000000000a1'] }), byMember],
  ['too many ids', filters({ departmentIds: Array.from({ length: 1001 }, () => member) }), byMember],
  ['two levels', filters(), { groupBy: 'project', thenBy: 'member' }],
  ['the same level twice', filters(), { groupBy: 'project', thenBy: 'project' }],
];

describe('the quick check of report filters', () => {
  it.each(cases)('never passes what the call’s schema refuses: %s', (_, shown, grouping) => {
    for (const rules of ['attendance', 'general', 'report'] as const) {
      if (surelyAccepted({ rules, filters: shown, grouping })) expect(schemaAccepts(rules, shown, grouping)).toBe(true);
    }
  });

  it('passes the usual filters without the schema: a range of days, members, two levels', () => {
    const usual = filters({ memberIds: [member], projectIds: [member] });
    for (const rules of ['attendance', 'general', 'report'] as const) {
      expect(surelyAccepted({ rules, filters: usual, grouping: { groupBy: 'project', thenBy: 'member' } })).toBe(true);
    }
    expect(surelyAccepted({ rules: 'report', filters: filters({ to: '2030-01-01' }) })).toBe(true);
  });
});
