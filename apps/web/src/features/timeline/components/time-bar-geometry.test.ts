import { describe, expect, it } from 'vitest';
import { entryInterval, hourTicks, spanOf, spanStyle } from './time-bar-geometry.ts';

// Europe/Berlin's 24-hour day, and America/New_York's fall-back day of 25 hours and spring-forward day of 23.
const berlinDay = { dayStartUtc: '2025-03-03T23:00:00Z', dayEndUtc: '2025-03-04T23:00:00Z' };
const fallBackDay = { dayStartUtc: '2025-11-02T04:00:00Z', dayEndUtc: '2025-11-03T05:00:00Z' };
const springDay = { dayStartUtc: '2025-03-09T05:00:00Z', dayEndUtc: '2025-03-10T04:00:00Z' };

const ms = (iso: string) => Date.parse(iso);

describe('time bar geometry', () => {
  it('places a stretch by its share of a 24-hour day', () => {
    // 09:00–10:30 local = 08:00–09:30 UTC.
    expect(spanOf(berlinDay, ms('2025-03-04T08:00:00Z'), ms('2025-03-04T09:30:00Z'))).toEqual({
      offset: 37.5,
      width: 6.25,
    });
  });

  it('measures a 25-hour day by its own length, so noon is not half way', () => {
    // Noon EST is 17:00 UTC, 13 hours after local midnight (EDT) on the fall-back day.
    const span = spanOf(fallBackDay, ms('2025-11-02T17:00:00Z'), ms('2025-11-02T18:00:00Z'));
    expect(span?.offset).toBeCloseTo(52);
    expect(span?.width).toBeCloseTo(4);
    expect(hourTicks(fallBackDay)).toHaveLength(26);
    expect(hourTicks(springDay)).toHaveLength(24);
    expect(hourTicks(berlinDay)).toHaveLength(25);
    expect(hourTicks(fallBackDay).at(-1)?.offset).toBe(100);
  });

  it('clips what lies outside the day and drops what lies wholly outside', () => {
    // From 22:00 the evening before to 01:00: only the hour after midnight shows.
    expect(spanOf(berlinDay, ms('2025-03-03T21:00:00Z'), ms('2025-03-04T00:00:00Z'))).toEqual({
      offset: 0,
      width: (1 / 24) * 100,
    });
    expect(spanOf(berlinDay, ms('2025-03-03T10:00:00Z'), ms('2025-03-03T11:00:00Z'))).toBeNull();
  });

  it('draws a running entry as far as its worked seconds reach', () => {
    const running = { startDateTime: '2025-03-04T08:00:00Z', endDateTime: null, workedSeconds: 1800 };
    expect(entryInterval(berlinDay, running)).toEqual({
      from: ms('2025-03-04T08:00:00Z'),
      to: ms('2025-03-04T08:30:00Z'),
    });
  });

  it('measures from the left in left-to-right text and from the right in right-to-left text', () => {
    expect(spanStyle({ offset: 37.5, width: 6.25 }, 'ltr')).toEqual({
      position: 'absolute',
      left: '37.5%',
      width: '6.25%',
    });
    expect(spanStyle({ offset: 37.5, width: 6.25 }, 'rtl')).toEqual({
      position: 'absolute',
      right: '37.5%',
      width: '6.25%',
    });
  });
});
