import type { CSSProperties } from 'react';

/** Where a stretch of time sits on the day's bar, in percent of the day from its start side. */
export type BarSpan = { offset: number; width: number };

type DayBounds = { dayStartUtc: string; dayEndUtc: string };

const bounds = ({ dayStartUtc, dayEndUtc }: DayBounds) => ({
  start: Date.parse(dayStartUtc),
  end: Date.parse(dayEndUtc),
});

/**
 * The part of `from`..`to` inside the day, as a span of the bar; null when none of it is in the day. The day is as
 * long as the server says (23 or 25 hours on a DST change), so an hour is not always 1/24 of the bar.
 */
export function spanOf(day: DayBounds, from: number, to: number): BarSpan | null {
  const { start, end } = bounds(day);
  const length = end - start;
  const clippedFrom = Math.max(from, start);
  const clippedTo = Math.min(to, end);
  if (length <= 0 || clippedTo <= clippedFrom) return null;
  return { offset: ((clippedFrom - start) / length) * 100, width: ((clippedTo - clippedFrom) / length) * 100 };
}

/** An entry's stretch on the bar: to its end, or for a running one as far as its worked seconds reach. */
export function entryInterval(
  day: DayBounds,
  entry: { startDateTime: string; endDateTime: string | null; workedSeconds: number },
): { from: number; to: number } {
  const from = Math.max(Date.parse(entry.startDateTime), bounds(day).start);
  const to = entry.endDateTime ? Date.parse(entry.endDateTime) : from + entry.workedSeconds * 1000;
  return { from, to };
}

/** A tick at every whole hour from the day's start: 24 hours → 25 ticks, 25 hours → 26, 23 → 24. */
export function hourTicks(day: DayBounds): Array<{ at: number; offset: number }> {
  const { start, end } = bounds(day);
  const ticks: Array<{ at: number; offset: number }> = [];
  for (let at = start; at <= end; at += 3_600_000) ticks.push({ at, offset: ((at - start) / (end - start)) * 100 });
  return ticks;
}

/** The span placed from the start side: the left in left-to-right text, the right in right-to-left text. */
export function spanStyle(span: BarSpan, direction: 'ltr' | 'rtl'): CSSProperties {
  const side = direction === 'rtl' ? 'right' : 'left';
  return { position: 'absolute', [side]: `${span.offset}%`, width: `${span.width}%` };
}
