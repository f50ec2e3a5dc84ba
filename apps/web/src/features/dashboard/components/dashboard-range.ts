import { maxTimelineRangeDays, type WeekStart } from '@worktrail/contract';

/** The dashboard's filters: one local day, week or month of the member, or a custom range of at most 31 days. */
export const rangeKinds = ['day', 'week', 'month', 'custom'] as const;
export type RangeKind = (typeof rangeKinds)[number];

/** Local days `YYYY-MM-DD` of the member, both ends included. */
export type DateRange = { from: string; to: string };

const dayMs = 86_400_000;
const weekdayIndex: Record<WeekStart, number> = { sunday: 0, monday: 1, saturday: 6 };

const isRangeKind = (value: string | null): value is RangeKind =>
  (rangeKinds as readonly (string | null)[]).includes(value);

/** The range kind of a `range=` parameter: day when missing or unknown. */
export const rangeKindOf = (value: string | null): RangeKind => (isRangeKind(value) ? value : 'day');

/** Whether the text is a real calendar date `YYYY-MM-DD`. */
export function isLocalDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date so many days later (or earlier, when negative). */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * dayMs);

/** The date so many months later, on the first of that month. */
function addMonths(date: string, months: number): string {
  const day = new Date(toUtc(date));
  return fromUtc(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
}

/** How many days the range covers, both ends included (0 or less when the end is before the start). */
export const rangeDays = ({ from, to }: DateRange): number => Math.round((toUtc(to) - toUtc(from)) / dayMs) + 1;

/** Why a range cannot be asked for: its end before its start, or longer than 31 days (§9); null when it can. */
export function rangeProblem(range: DateRange): 'order' | 'tooLong' | null {
  const days = rangeDays(range);
  if (days < 1) return 'order';
  return days > maxTimelineRangeDays ? 'tooLong' : null;
}

/** Every date of the range, in order. */
export function datesOf(range: DateRange): string[] {
  const days = Math.max(0, Math.min(rangeDays(range), 366));
  return Array.from({ length: days }, (_, index) => addDays(range.from, index));
}

/** Today's date in an IANA time zone (the member's, not the browser's), at the instant `now`. */
export function todayInZone(timeZone: string, now: Date | number = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The first day of the week holding `date`, for the person's chosen week start. */
export function weekStartOf(date: string, weekStart: WeekStart): string {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return addDays(date, -((weekday - weekdayIndex[weekStart] + 7) % 7));
}

/** The day, week or month holding `anchor`. */
export function periodOf({
  kind,
  anchor,
  weekStart,
}: {
  kind: Exclude<RangeKind, 'custom'>;
  anchor: string;
  weekStart: WeekStart;
}): DateRange {
  if (kind === 'day') return { from: anchor, to: anchor };
  if (kind === 'week') {
    const from = weekStartOf(anchor, weekStart);
    return { from, to: addDays(from, 6) };
  }
  const from = `${anchor.slice(0, 7)}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The range before (`step` -1) or after (+1): the neighbouring day, week or month, or as many days as the custom one. */
export function shiftRange({ kind, range, step }: { kind: RangeKind; range: DateRange; step: 1 | -1 }): DateRange {
  if (kind === 'month') {
    const from = addMonths(range.from, step);
    return { from, to: addDays(addMonths(from, 1), -1) };
  }
  const length = kind === 'day' ? 1 : kind === 'week' ? 7 : Math.max(1, rangeDays(range));
  return { from: addDays(range.from, step * length), to: addDays(range.to, step * length) };
}

type ResolveInput = {
  kind: RangeKind;
  from: string | null;
  to: string | null;
  /** Today in the member's zone. */
  today: string;
  weekStart: WeekStart;
};

/**
 * The range the page shows: the day, week or month holding `from` (today when missing), or the custom range as
 * given (the current week when its dates are missing).
 */
export function resolveRange({ kind, from, to, today, weekStart }: ResolveInput): DateRange {
  const anchor = isLocalDate(from) ? from : today;
  if (kind !== 'custom') return periodOf({ kind, anchor, weekStart });
  if (isLocalDate(from) && isLocalDate(to)) return { from, to };
  return periodOf({ kind: 'week', anchor, weekStart });
}

/** Whether the range is the current day, week or month, so it can be called "Today", "This week" or "This month". */
export function isCurrentPeriod({
  kind,
  range,
  today,
  weekStart,
}: Omit<ResolveInput, 'from' | 'to'> & { range: DateRange }) {
  if (kind === 'custom') return false;
  const current = periodOf({ kind, anchor: today, weekStart });
  return current.from === range.from && current.to === range.to;
}
