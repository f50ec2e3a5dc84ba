import { attendanceQuery, generalReportQuery, reportQuery } from '@worktrail/contract';
import { type ReportFilters, type ReportGroupingChoice, reportQueryOf } from './report-search.ts';

/** Whose rules apply: attendance (§5: start strictly before end), general (two different groupings), the others. */
export type ReportRules = 'attendance' | 'general' | 'report';

/** The field a problem belongs to, by its call name, and the contract's English text (translated where shown). */
export type FilterProblem = { field: string; message: string };

const schemas = {
  attendance: attendanceQuery,
  general: generalReportQuery,
  report: reportQuery,
} as const;

/**
 * The first reason the server would refuse these filters, checked with the call's own schema before anything is
 * sent, so the §5 attendance texts show word for word; null when they are fine.
 */
export function filterProblem({
  rules,
  filters,
  grouping,
}: {
  rules: ReportRules;
  filters: ReportFilters;
  grouping?: ReportGroupingChoice;
}): FilterProblem | null {
  const query = {
    ...reportQueryOf(filters),
    ...(rules === 'general' && grouping ? { GroupBy: grouping.groupBy, ThenBy: grouping.thenBy ?? undefined } : {}),
  };
  const result = schemas[rules].safeParse(query);
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return null;
  return { field: String(issue.path[0] ?? 'FromDate'), message: issue.message };
}
