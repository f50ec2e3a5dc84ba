import { describe, expect, it } from 'vitest';
import { boardPeriodRange } from './board-period.ts';

// 20:00 UTC on Saturday 14 March 2026 is already Sunday 15 March in Tokyo.
const now = Date.parse('2026-03-14T20:00:00Z');

describe('boardPeriodRange', () => {
  it("counts today in the given zone, not the browser's", () => {
    expect(boardPeriodRange({ period: 'today', timeZone: 'Asia/Tokyo', now })).toEqual({
      from: '2026-03-15',
      to: '2026-03-15',
    });
    expect(boardPeriodRange({ period: 'today', timeZone: 'America/New_York', now })).toEqual({
      from: '2026-03-14',
      to: '2026-03-14',
    });
  });

  it('takes the ISO week, Monday to Sunday, as the board does: a Sunday ends its week', () => {
    expect(boardPeriodRange({ period: 'week', timeZone: 'Asia/Tokyo', now })).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
  });

  it('takes the whole calendar month holding today in the zone', () => {
    expect(
      boardPeriodRange({ period: 'month', timeZone: 'Pacific/Kiritimati', now: Date.parse('2026-02-28T12:00:00Z') }),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });
});
