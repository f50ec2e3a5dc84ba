import { describe, expect, it } from 'vitest';
import { formattersFor } from './use-formatters.ts';

describe('formatters', () => {
  it('formats numbers and dates in the chosen language', () => {
    const date = Date.UTC(2026, 2, 5, 12);

    expect(formattersFor('en').number(1234.5)).toBe('1,234.5');
    expect(formattersFor('en').date(date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 5, 2026');
    expect(formattersFor('ar').number(1234.5)).toBe(new Intl.NumberFormat('ar').format(1234.5));
    expect(formattersFor('ar').date(date, { month: 'long', timeZone: 'UTC' })).toBe('مارس');
  });
});

describe('formatters with display preferences', () => {
  const at = Date.UTC(2026, 2, 5, 15, 7);
  it('writes a day in the chosen pattern and a time in the chosen clock', () => {
    const us = formattersFor('en', { dateFormat: 'MM/DD/YYYY', timeFormat: '12h', weekStart: 'sunday' });
    expect(us.day(at, { timeZone: 'UTC' })).toBe('03/05/2026');
    expect(us.time(at, { timeZone: 'UTC' })).toBe('3:07 PM');
    const iso = formattersFor('en', { dateFormat: 'YYYY-MM-DD', timeFormat: '24h', weekStart: 'monday' });
    expect(iso.day(at, { timeZone: 'UTC' })).toBe('2026-03-05');
    expect(iso.time(at, { timeZone: 'UTC' })).toBe('15:07');
    expect(formattersFor('en').day(at, { timeZone: 'UTC' })).toBe('05/03/2026');
  });
});

describe('one duration and date-range format for every screen', () => {
  it('writes durations in whole hours and minutes, rounded down, never negative', () => {
    const en = formattersFor('en');
    expect(en.duration(541 * 3600 + 38 * 60 + 59)).toBe('541 h 38 min');
    expect(en.duration(0)).toBe('0 h 0 min');
    expect(en.duration(-5)).toBe('0 h 0 min');
    const words = formattersFor('en', undefined, ({ hours, minutes }) => `${hours}:${minutes}`);
    expect(words.duration(12_600)).toBe('3:30');
  });

  it('writes a range of calendar dates in the chosen pattern, one date for a single day', () => {
    const us = formattersFor('en', { dateFormat: 'MM/DD/YYYY', timeFormat: '12h', weekStart: 'sunday' });
    expect(us.dayRange('2026-11-24', '2026-11-30')).toBe('11/24/2026 – 11/30/2026');
    expect(formattersFor('en').dayRange('2026-11-24', '2026-11-24')).toBe('24/11/2026');
  });
});
