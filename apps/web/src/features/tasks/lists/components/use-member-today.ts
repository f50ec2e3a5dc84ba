import { useActivityMember } from '../../../../shared/activity/api/activity-api.ts';
import { nextDate, utcToZonedWallTime } from '../../../../shared/activity/time/zoned-time.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The signed-in member (their member id and zone) and today in their zone, the browser's when the members cannot
 * be read; `today` is null while the zone is on its way. The caller comes first on the member picker's first page
 * (as for the reports' "today"): the whole member list is never asked for.
 */
export function useSelfMember() {
  const { self, isPending } = useActivityMember(null);
  const zone = self?.timeZone ?? (isPending ? null : browserZone());
  return {
    memberId: self?.userId ?? null,
    today: zone ? utcToZonedWallTime(Date.now(), zone).date : null,
  };
}

/** The calendar date `days` days after `date` (`YYYY-MM-DD`). */
export const daysAfter = (date: string, days: number): string =>
  Array.from({ length: days }).reduce<string>((day) => nextDate(day), date);
