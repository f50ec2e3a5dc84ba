import { useActivityUsers } from '../../../../shared/activity/api/activity-api.ts';
import { nextDate, utcToZonedWallTime } from '../../../../shared/activity/time/zoned-time.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The signed-in member (their member id and zone) and today in their zone, the browser's when the members cannot
 * be read; `today` is null while the zone is on its way.
 */
export function useSelfMember() {
  const users = useActivityUsers();
  const self = users.data?.find((user) => user.isSelf);
  const zone = self?.timeZone ?? (users.isPending ? null : browserZone());
  return {
    memberId: self?.userId ?? null,
    today: zone ? utcToZonedWallTime(Date.now(), zone).date : null,
  };
}

/** The calendar date `days` days after `date` (`YYYY-MM-DD`). */
export const daysAfter = (date: string, days: number): string =>
  Array.from({ length: days }).reduce<string>((day) => nextDate(day), date);
