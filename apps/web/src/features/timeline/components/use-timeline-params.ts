import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isDate, isMonth } from './calendar-layout.ts';

/** What the timeline shows, from the address (`?member=&month=&date=`), so a view can be linked and reloaded. */
export type TimelineParams = { member: string | null; month: string | null; date: string | null };

/** The timeline's view in the query string; malformed values read as absent. */
export function useTimelineParams() {
  const [search, setSearch] = useSearchParams();
  const member = search.get('member') || null;
  const rawMonth = search.get('month');
  const rawDate = search.get('date');
  const date = isDate(rawDate) ? rawDate : null;
  // A day without a month opens in its own month.
  const month = isMonth(rawMonth) ? rawMonth : (date?.slice(0, 7) ?? null);
  const params: TimelineParams = { member, month, date };

  const update = useCallback(
    (change: Partial<TimelineParams>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setSearch],
  );
  return { params, update };
}
