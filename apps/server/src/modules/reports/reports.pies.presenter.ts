import type { PieSlice } from '@worktrail/contract';
import { activityPercent, percentOf } from '../timeline/timeline.presenter.ts';
import type { PieRow } from './reports.pies.repository.ts';
import { reportBasis, workingMinutes } from './reports.presenter.ts';

type Range = { fromDate: string; toDate: string };

/**
 * A pie from its rows: the first 100 slices largest first, each as a share of the whole; what the rest add up to as
 * `other`; the minutes and activity (Σactive/Σtracked) of the whole.
 */
export function presentPie({ range, rows }: { range: Range; rows: PieRow[] }) {
  const all = rows[0];
  const allSeconds = Number(all?.all_seconds ?? 0);
  const slices: PieSlice[] = rows
    .filter((row) => row.seconds !== null)
    .map((row) => {
      const seconds = Number(row.seconds);
      return {
        id: row.id,
        name: row.name ?? '',
        kind: row.kind as PieSlice['kind'],
        colorCode: row.color_code,
        workingMinutes: workingMinutes(seconds),
        seconds,
        percent: percentOf(seconds, allSeconds),
        // App and URL slices carry no activity of their own (app time is not split into active and idle).
        activity: row.tracked === null ? null : activityPercent(Number(row.active), Number(row.tracked)),
      };
    });
  const otherSeconds = allSeconds - slices.reduce((sum, slice) => sum + slice.seconds, 0);
  return {
    basis: {
      ...reportBasis(range.fromDate, range.toDate),
      totalWorkingMinutesForAll: workingMinutes(allSeconds),
      averageActivityLevelForAll: all ? activityPercent(Number(all.all_active), Number(all.all_tracked)) : null,
      other: { seconds: otherSeconds, percent: percentOf(otherSeconds, allSeconds) },
    },
    slices,
  };
}
