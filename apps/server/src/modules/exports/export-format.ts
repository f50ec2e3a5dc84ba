const instantPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** The wall-clock parts of an instant as written in its member's zone (the offset is the zone's, not ours). */
export function wallClock(instant: string) {
  const match = instantPattern.exec(instant);
  if (!match) throw new Error(`not an ISO 8601 instant: ${instant}`);
  const [year, month, day, hour, minute, second = '00'] = match.slice(1);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}`, seconds: second, parts: match.slice(1, 7) };
}

/** `2026-10-01 09:05:00`: the member's own time, a form every spreadsheet reads as a date and time. */
export const wallClockText = (instant: string) => {
  const { date, time, seconds } = wallClock(instant);
  return `${date} ${time}:${seconds}`;
};

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Seconds as hours and minutes, the hours not wrapping at 24: `37:05` (to the nearest minute), or `37:05:00`
 * with seconds.
 */
export function durationText(totalSeconds: number, { withSeconds }: { withSeconds: boolean }) {
  const seconds = Math.max(0, totalSeconds);
  const whole = withSeconds ? Math.round(seconds) : Math.round(seconds / 60) * 60;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return withSeconds ? `${hours}:${two(minutes)}:${two(whole % 60)}` : `${hours}:${two(minutes)}`;
}

/** Cents as a plain decimal (`1234.50`): exact, and read as a number by any spreadsheet. */
export const moneyText = (amount: number) => amount.toFixed(2);
