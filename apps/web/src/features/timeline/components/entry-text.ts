import type { DayDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { utcToZonedWallTime } from '../../../shared/activity/time/zoned-time.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';

export type DayEntry = DayDetail['entries'][number];

/** How the day's entries are named: their local start and end, with the date when it is another day. */
export function useEntryText({ date, timeZone }: { date: string; timeZone: string }) {
  const { t } = useTranslation();
  const { time, day } = useFormatters();
  const moment = (instant: string) => {
    const at = new Date(instant);
    const clock = time(at, { timeZone });
    return utcToZonedWallTime(at, timeZone).date === date ? clock : `${day(at, { timeZone })} ${clock}`;
  };
  const start = (entry: DayEntry) => moment(entry.startDateTime);
  const end = (entry: DayEntry) => (entry.endDateTime ? moment(entry.endDateTime) : t('timeline.entries.running'));
  /** "09:00–10:30 Apollo", for labels and confirmations. */
  const describe = (entry: DayEntry) =>
    entry.running
      ? t('timeline.entries.describeRunning', { from: start(entry), project: entry.project.name })
      : t('timeline.entries.describe', { from: start(entry), to: end(entry), project: entry.project.name });
  return { start, end, describe };
}
