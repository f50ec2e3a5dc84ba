import { describe, expect, it } from 'vitest';
import { calendarWeeks, isDate, isMonth, monthTitle, shiftMonth, weekdayNames } from './calendar-layout.ts';

// March 2025: the 1st is a Saturday, 31 days.
const march = Array.from({ length: 31 }, (_, index) => ({ date: `2025-03-${String(index + 1).padStart(2, '0')}` }));
const dates = (weeks: Array<Array<{ date: string } | null>>) =>
  weeks.map((week) => week.map((day) => day?.date.slice(8) ?? null));

describe('calendar layout', () => {
  it('starts weeks on Monday: the 1st (a Saturday) in the sixth column', () => {
    const weeks = dates(calendarWeeks(march, 'monday'));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, '01', '02']);
    expect(weeks[5]).toEqual(['31', null, null, null, null, null, null]);
  });

  it('starts weeks on Sunday or Saturday as chosen', () => {
    expect(dates(calendarWeeks(march, 'sunday'))[0]).toEqual([null, null, null, null, null, null, '01']);
    const saturday = dates(calendarWeeks(march, 'saturday'));
    expect(saturday[0]).toEqual(['01', '02', '03', '04', '05', '06', '07']);
    expect(saturday).toHaveLength(5);
  });

  it('names the weekdays in the language, from the chosen first day', () => {
    expect(weekdayNames('en', 'monday', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('en', 'saturday', 'long')[0]).toBe('Saturday');
    expect(weekdayNames('ar', 'sunday', 'long')[0]).toBe('الأحد');
  });

  it('walks months across years and reads only real months and dates', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(isMonth('2025-13')).toBe(false);
    expect(isMonth('2025-03')).toBe(true);
    expect(isDate('2025-02-30')).toBe(false);
    expect(isDate('2025-02-28')).toBe(true);
    expect(monthTitle('en', '2025-03')).toBe('March 2025');
  });
});
