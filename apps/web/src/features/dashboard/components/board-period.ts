import type { BoardPeriod } from '@worktrail/contract';
import { type DateRange, periodOf, type RangeKind, todayInZone } from './dashboard-range.ts';

/** The member dashboard's range kind (`?range=`) that shows the same period as the board's. */
export const rangeKindOfPeriod = { today: 'day', week: 'week', month: 'month' } as const satisfies Record<
  BoardPeriod,
  RangeKind
>;

/**
 * The local days of a board period in a time zone at the instant `now`: today, this ISO week (Monday to Sunday,
 * as the board counts it whatever the person's own week start) or this month.
 */
export function boardPeriodRange({
  period,
  timeZone,
  now = Date.now(),
}: {
  period: BoardPeriod;
  timeZone: string;
  now?: Date | number;
}): DateRange {
  return periodOf({ kind: rangeKindOfPeriod[period], anchor: todayInZone(timeZone, now), weekStart: 'monday' });
}
