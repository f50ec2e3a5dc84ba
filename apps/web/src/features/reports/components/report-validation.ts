import { isYearInRange, reportLimits } from '@worktrail/contract';
import { useEffect } from 'react';
import { onDemandModule } from '../../../shared/ui/lazy-on-demand.tsx';
import { type ReportFilters, type ReportGroupingChoice, reportQueryOf } from './report-search.ts';

/** Whose rules apply: attendance (§5: start strictly before end), general (two different groupings), the others. */
export type ReportRules = 'attendance' | 'general' | 'report';

/** The field a problem belongs to, by its call name, and the contract's English text (translated where shown). */
export type FilterProblem = { field: string; message: string };

/** Filters to check, with the rules of their report (and the general report's grouping). */
export type FilterCheck = { rules: ReportRules; filters: ReportFilters; grouping?: ReportGroupingChoice | undefined };

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
// zod's own pattern of a UUID (RFC 9562, as the contract's z.uuid() checks it).
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** A real calendar day `YYYY-MM-DD` within the contract's years. */
const isSoundDate = (text: string) => {
  if (!datePattern.test(text) || !isYearInRange(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  // A day past the month's end (02-30) rolls over into the next month: not the same day back.
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === text;
};

const isSoundIdList = (ids: string[]) =>
  ids.length <= reportLimits.maxFilterIds && ids.every((id) => uuidPattern.test(id));

/**
 * Whether the call's schema surely accepts these filters, told without it: sound dates in order within the longest
 * range, sound ids, two different groupings. Stricter than the schema, never looser (report-validation.test.ts
 * checks), so what it cannot pass is left to the schema for the exact reason.
 */
export function surelyAccepted({ rules, filters, grouping }: FilterCheck): boolean {
  const { from, to } = filters;
  if (!isSoundDate(from) || !isSoundDate(to)) return false;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  // Attendance refuses a single day too (§5: "Please select different start and end dates").
  if (days < (rules === 'attendance' ? 2 : 1) || days > reportLimits.maxRangeDays) return false;
  const lists = [filters.memberIds, filters.departmentIds, filters.projectIds, filters.customerIds];
  if (!lists.every(isSoundIdList)) return false;
  return rules !== 'general' || !grouping || grouping.thenBy !== grouping.groupBy;
}

type Schemas = typeof import('./report-schemas.ts');

/** The first reason the call's own schema gives for refusing these filters; null when it accepts them. */
function schemaProblem({ rules, filters, grouping }: FilterCheck, schemas: Schemas): FilterProblem | null {
  const query = {
    ...reportQueryOf(filters),
    ...(rules === 'general' && grouping ? { GroupBy: grouping.groupBy, ThenBy: grouping.thenBy ?? undefined } : {}),
  };
  const schema = {
    attendance: schemas.attendanceQuery,
    general: schemas.generalReportQuery,
    report: schemas.reportQuery,
  };
  const result = schema[rules].safeParse(query);
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return null;
  return { field: String(issue.path[0] ?? 'FromDate'), message: issue.message };
}

const useReportSchemas = onDemandModule(() => import('./report-schemas.ts'));

/**
 * The check of report filters before anything is sent, with the call's own schema's reasons, so the §5 attendance
 * texts show word for word. `problem` tells at once: null when they are fine, undefined while the schema a doubtful
 * case needs is on its way; `settle` waits for it.
 */
export function useFilterCheck() {
  const schemas = useReportSchemas();
  const { module, demand } = schemas;
  const problem = (check: FilterCheck): FilterProblem | null | undefined => {
    if (surelyAccepted(check)) return null;
    return module ? schemaProblem(check, module) : undefined;
  };
  const settle = async (check: FilterCheck): Promise<FilterProblem | null> =>
    surelyAccepted(check) ? null : schemaProblem(check, await demand());
  return { problem, settle, demand };
}

/**
 * The problem of these filters (see useFilterCheck), fetching the schema when a doubtful case needs it; undefined
 * also while there are no filters yet (null `check`).
 */
export function useFilterProblem(check: FilterCheck | null): FilterProblem | null | undefined {
  const { problem, demand } = useFilterCheck();
  const found = check ? problem(check) : undefined;
  const doubtful = check !== null && found === undefined;
  useEffect(() => {
    if (doubtful) void demand();
  }, [doubtful, demand]);
  return found;
}
