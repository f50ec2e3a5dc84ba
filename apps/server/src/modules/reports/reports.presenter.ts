import { type Pagination, type ReportFigures, reportDayBasis, totalPages } from '@worktrail/contract';
import { activityPercent } from '../timeline/timeline.presenter.ts';

/**
 * One aggregate row of a report's SQL: the sums of one group in one currency (`cur` null: members without a rate,
 * or a caller who may not see rates), and for some reports the members and member-days with worked time.
 */
export type FigureRow = {
  worked: unknown;
  tracked: unknown;
  active: unknown;
  offline: unknown;
  cur: string | null;
  amount: string | null;
  members?: unknown;
  member_days?: unknown;
};

const count = (value: unknown) => Number(value ?? 0);

/** Where a report's days come from, which every report says. */
export const reportBasis = (fromDate: string, toDate: string) => ({ dayBasis: reportDayBasis, fromDate, toDate });

/** Whole minutes of worked time (a minute counts once it is complete). */
export const workingMinutes = (seconds: number) => Math.floor(seconds / 60);

/**
 * The figures of one group from its rows (one per currency): sums, activity Σactive/Σtracked (invariant 2), and the
 * amount of each currency its members' rates are in — null for callers who may not see rates.
 */
export function presentFigures(rows: readonly FigureRow[], seesRates: boolean): ReportFigures {
  const sums = { worked: 0, tracked: 0, active: 0, offline: 0 };
  for (const row of rows) {
    sums.worked += count(row.worked);
    sums.tracked += count(row.tracked);
    sums.active += count(row.active);
    sums.offline += count(row.offline);
  }
  const amounts = rows
    .filter((row): row is FigureRow & { cur: string; amount: string } => row.cur !== null && row.amount !== null)
    .map((row) => ({ currency: row.cur, amount: Number(row.amount) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    workedSeconds: sums.worked,
    trackedSeconds: sums.tracked,
    activeSeconds: sums.active,
    offlineSeconds: sums.offline,
    activity: activityPercent(sums.active, sums.tracked),
    amounts: seesRates ? amounts : null,
  };
}

/** Members and member-days with time, and worked seconds per member-day, of one group's rows. */
export function presentHeadcount(rows: readonly FigureRow[], workedSeconds: number) {
  const memberCount = rows.reduce((sum, row) => sum + count(row.members), 0);
  const memberDays = rows.reduce((sum, row) => sum + count(row.member_days), 0);
  return {
    memberCount,
    memberDays,
    averageSecondsPerMemberDay: memberDays > 0 ? Math.round(workedSeconds / memberDays) : 0,
  };
}

/** Rows with the same key together, in the order their keys first appear. */
export function groupRows<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The §3 pagination block: page, per_Page, total_Items, total_Pages = ceil(total / size) (§9). */
export const presentPagination = ({
  page,
  size,
  total,
}: {
  page: number;
  size: number;
  total: number;
}): Pagination => ({
  page,
  per_Page: size,
  total_Items: total,
  total_Pages: totalPages({ total, size }),
});
