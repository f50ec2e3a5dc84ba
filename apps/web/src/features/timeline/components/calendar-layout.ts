import type { WeekStart } from '@worktrail/contract';

/** The JavaScript weekday number (Sunday 0) each week starts on. */
const firstWeekday: Record<WeekStart, number> = { sunday: 0, monday: 1, saturday: 6 };

/** The weekday of a calendar date (`YYYY-MM-DD`), Sunday 0, by calendar arithmetic (no time zone involved). */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The seven weekday numbers in the order the week runs, from the chosen first day. */
export function weekdayOrder(weekStart: WeekStart): number[] {
  const first = firstWeekday[weekStart];
  return Array.from({ length: 7 }, (_, index) => (first + index) % 7);
}

/** The weekday names in the language, in the order the week runs. */
export function weekdayNames(language: string, weekStart: WeekStart, width: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 4 January 1970 was a Sunday.
  return weekdayOrder(weekStart).map((weekday) => format.format(Date.UTC(1970, 0, 4 + weekday)));
}

/**
 * The days laid out in weeks of seven from the chosen first weekday; the cells before the first day and after the
 * last are null. The days are the member's local days as the server gave them, in order.
 */
export function calendarWeeks<Day extends { date: string }>(
  days: Day[],
  weekStart: WeekStart,
): Array<Array<Day | null>> {
  const first = days[0];
  if (!first) return [];
  const lead = (weekdayOf(first.date) - firstWeekday[weekStart] + 7) % 7;
  const cells: Array<Day | null> = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a value is a month `YYYY-MM`. */
export const isMonth = (value: string | null): value is string => value !== null && monthPattern.test(value);

/** Whether a value is a real calendar date `YYYY-MM-DD`. */
export const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The month `steps` months after `month` (negative: before). */
export function shiftMonth(month: string, steps: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, number - 1 + steps, 1));
  return shifted.toISOString().slice(0, 7);
}

/** A month's name and year in the language ("March 2025", "مارس ٢٠٢٥"). */
export function monthTitle(language: string, month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, number - 1, 1),
  );
}

/** A calendar date in full in the language ("Monday 3 March 2025"). */
export function longDate(language: string, date: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
