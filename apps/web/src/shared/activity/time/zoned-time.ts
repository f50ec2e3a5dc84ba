/**
 * Wall-clock time in an IANA zone ↔ UTC instants, with Intl only (no time library). The member's zone decides what
 * "09:00 on 3 March" means, never the browser's.
 */

const minuteMs = 60_000;
const dayMs = 86_400_000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

type WallParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallParts(instantMs: number, timeZone: string): WallParts {
  const parts = partsFormat(timeZone).formatToParts(instantMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

/** The zone's offset from UTC at an instant, in minutes (Asia/Tokyo: 540). */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const wall = wallParts(instantMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / minuteMs);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "UTC+09:00", "UTC−03:30", "UTC+00:00" for the zone at an instant. */
export function zoneOffsetLabel(instantMs: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(instantMs, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `UTC${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The UTC instant (ISO, `Z`) of a wall-clock date and time in the zone, or null when either is malformed. DST as
 * Temporal's "compatible": a time skipped by a spring-forward change moves forward by the gap (02:30 → 03:30); a
 * time that happens twice on a fall-back day is the first of the two.
 */
export function zonedWallTimeToUtc({
  date,
  time,
  timeZone,
}: {
  date: string;
  time: string;
  timeZone: string;
}): string | null {
  const dateMatch = datePattern.exec(date);
  const timeMatch = timePattern.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [, year, month, day] = dateMatch.map(Number) as [number, number, number, number];
  const [, hour, minute, second = 0] = timeMatch.map((value) => Number(value ?? 0)) as [number, number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day) return null;

  // Offsets in force a day either side: at most one change lies between them.
  const before = zoneOffsetMinutes(wall - dayMs, timeZone);
  const after = zoneOffsetMinutes(wall + dayMs, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset * minuteMs)
    .filter((instant) => wall - zoneOffsetMinutes(instant, timeZone) * minuteMs === instant)
    .sort((a, b) => a - b);
  const instant = valid[0] ?? wall - before * minuteMs;
  return new Date(instant).toISOString();
}

/** The wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`) of an instant in the zone. */
export function utcToZonedWallTime(instant: string | number | Date, timeZone: string): { date: string; time: string } {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  const wall = wallParts(ms, timeZone);
  return {
    date: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}

/** The calendar date after `date` (`YYYY-MM-DD`), by calendar arithmetic only. */
export function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Whether the zone is one the browser knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
