import { describe, expect, it } from 'vitest';
import {
  datesOf,
  isCurrentPeriod,
  isLocalDate,
  periodOf,
  rangeDays,
  rangeProblem,
  resolveRange,
  shiftRange,
  todayInZone,
  weekStartOf,
} from './dashboard-range.ts';

describe('todayInZone', () => {
  // 2026-03-10 23:30 UTC: already the 11th in Tokyo, still the 10th in New York.
  const lateEvening = Date.parse('2026-03-10T23:30:00Z');

  it("counts today in the member's zone, not the browser's", () => {
    expect(todayInZone('UTC', lateEvening)).toBe('2026-03-10');
    expect(todayInZone('Asia/Tokyo', lateEvening)).toBe('2026-03-11');
    expect(todayInZone('America/New_York', lateEvening)).toBe('2026-03-10');
  });

  it('is yesterday west of UTC just after midnight UTC, across a month and a year', () => {
    const newYear = Date.parse('2027-01-01T02:00:00Z');
    expect(todayInZone('America/Los_Angeles', newYear)).toBe('2026-12-31');
    expect(todayInZone('Europe/Berlin', newYear)).toBe('2027-01-01');
  });
});

describe('weeks and months', () => {
  // 2026-03-11 is a Wednesday.
  it('starts the week on the day the person chose', () => {
    expect(weekStartOf('2026-03-11', 'monday')).toBe('2026-03-09');
    expect(weekStartOf('2026-03-11', 'sunday')).toBe('2026-03-08');
    expect(weekStartOf('2026-03-11', 'saturday')).toBe('2026-03-07');
    expect(weekStartOf('2026-03-09', 'monday')).toBe('2026-03-09');
    expect(weekStartOf('2026-03-08', 'monday')).toBe('2026-03-02');
  });

  it('gives a seven-day week and a whole month, February of a leap year included', () => {
    expect(periodOf({ kind: 'week', anchor: '2026-03-11', weekStart: 'saturday' })).toEqual({
      from: '2026-03-07',
      to: '2026-03-13',
    });
    expect(periodOf({ kind: 'month', anchor: '2028-02-15', weekStart: 'monday' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(periodOf({ kind: 'day', anchor: '2026-03-11', weekStart: 'monday' })).toEqual({
      from: '2026-03-11',
      to: '2026-03-11',
    });
  });

  it('computes this week from today in the member zone', () => {
    const today = todayInZone('Asia/Tokyo', Date.parse('2026-03-08T20:00:00Z'));
    expect(today).toBe('2026-03-09');
    expect(resolveRange({ kind: 'week', from: null, to: null, today, weekStart: 'monday' })).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
  });
});

describe('moving and resolving ranges', () => {
  it('moves by a day, a week, a month, or the custom range length', () => {
    const range = { from: '2026-01-31', to: '2026-01-31' };
    expect(shiftRange({ kind: 'day', range, step: 1 })).toEqual({ from: '2026-02-01', to: '2026-02-01' });
    expect(shiftRange({ kind: 'week', range: { from: '2026-03-09', to: '2026-03-15' }, step: -1 })).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
    });
    expect(shiftRange({ kind: 'month', range: { from: '2026-01-01', to: '2026-01-31' }, step: 1 })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(shiftRange({ kind: 'custom', range: { from: '2026-03-01', to: '2026-03-10' }, step: 1 })).toEqual({
      from: '2026-03-11',
      to: '2026-03-20',
    });
  });

  it('shows the period holding the given date, today when none, and a custom range as given', () => {
    const base = { today: '2026-03-11', weekStart: 'monday' as const, to: null };
    expect(resolveRange({ ...base, kind: 'day', from: null })).toEqual({ from: '2026-03-11', to: '2026-03-11' });
    expect(resolveRange({ ...base, kind: 'month', from: '2026-02-14' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(resolveRange({ ...base, kind: 'day', from: '2026-02-30' })).toEqual({
      from: '2026-03-11',
      to: '2026-03-11',
    });
    expect(resolveRange({ ...base, kind: 'custom', from: '2026-03-01', to: '2026-03-05' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
    });
    expect(resolveRange({ ...base, kind: 'custom', from: null })).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('knows the current day, week and month', () => {
    const base = { today: '2026-03-11', weekStart: 'monday' as const };
    expect(isCurrentPeriod({ ...base, kind: 'day', range: { from: '2026-03-11', to: '2026-03-11' } })).toBe(true);
    expect(isCurrentPeriod({ ...base, kind: 'week', range: { from: '2026-03-09', to: '2026-03-15' } })).toBe(true);
    expect(isCurrentPeriod({ ...base, kind: 'month', range: { from: '2026-02-01', to: '2026-02-28' } })).toBe(false);
    expect(isCurrentPeriod({ ...base, kind: 'custom', range: { from: '2026-03-11', to: '2026-03-11' } })).toBe(false);
  });
});

describe('the 31-day limit (§9)', () => {
  it('allows 31 days and refuses 32, and an end before the start', () => {
    expect(rangeDays({ from: '2026-01-01', to: '2026-01-31' })).toBe(31);
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-02-01' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('order');
  });

  it('counts calendar days across a DST change the same as any other', () => {
    expect(rangeDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
    expect(datesOf({ from: '2026-03-28', to: '2026-03-30' })).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('recognises real calendar dates only', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-3-1')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });
});
