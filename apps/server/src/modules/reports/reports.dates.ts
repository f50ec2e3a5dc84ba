import { daysInRange, reportLimits } from '@worktrail/contract';

const dayMs = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar date `days` after (or before, when negative) `date`, both `YYYY-MM-DD`. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The last date of `month` (`YYYY-MM`). */
export function lastDayOfMonth(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/**
 * Every date from `from` to `to`, inclusive. The count is capped by the longest report range, so the loop is
 * bounded by the contract, never by what a caller sent.
 */
export function datesBetween(from: string, to: string): string[] {
  const count = Math.min(Math.max(0, daysInRange(from, to)), reportLimits.maxRangeDays);
  return Array.from({ length: count }, (_, index) => shiftDate(from, index));
}

const formats = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/**
 * An instant as ISO 8601 in the member's own zone with its offset (`2026-03-29T09:00:00.000+01:00`): the same
 * instant as UTC, read as the member's wall clock, so an entry at 09:00 in London shows as 09:00.
 */
export function isoInZone(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    wallClock(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
    instant.getUTCMilliseconds(),
  );
  const offset = Math.round((local - instant.getTime()) / 60_000);
  const size = Math.abs(offset);
  return `${new Date(local).toISOString().slice(0, 23)}${offset < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** A timestamp column as the driver answers it (a Date or its text), in the member's zone; null stays null. */
export const instantInZone = (value: unknown, zone: string) =>
  value === null || value === undefined ? null : isoInZone(new Date(value as string | Date), zone);
