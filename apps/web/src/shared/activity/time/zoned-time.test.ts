import { describe, expect, it } from 'vitest';
import { nextDate, utcToZonedWallTime, zonedWallTimeToUtc, zoneOffsetLabel, zoneOffsetMinutes } from './zoned-time.ts';

describe('zonedWallTimeToUtc', () => {
  it('reads the wall time in the member’s zone, not the browser’s', () => {
    expect(zonedWallTimeToUtc({ date: '2025-03-03', time: '09:00', timeZone: 'Asia/Tokyo' })).toBe(
      '2025-03-03T00:00:00.000Z',
    );
    expect(zonedWallTimeToUtc({ date: '2025-03-03', time: '00:30', timeZone: 'Asia/Tokyo' })).toBe(
      '2025-03-02T15:30:00.000Z',
    );
    expect(zonedWallTimeToUtc({ date: '2025-07-01', time: '09:00', timeZone: 'America/New_York' })).toBe(
      '2025-07-01T13:00:00.000Z',
    );
    expect(zonedWallTimeToUtc({ date: '2025-01-15', time: '09:00', timeZone: 'America/New_York' })).toBe(
      '2025-01-15T14:00:00.000Z',
    );
    expect(zonedWallTimeToUtc({ date: '2025-01-15', time: '09:00', timeZone: 'Asia/Kolkata' })).toBe(
      '2025-01-15T03:30:00.000Z',
    );
  });

  it('uses the right offset either side of a spring-forward change (Europe/Berlin, 30 March 2025)', () => {
    const on = (time: string) => zonedWallTimeToUtc({ date: '2025-03-30', time, timeZone: 'Europe/Berlin' });
    expect(on('01:59')).toBe('2025-03-30T00:59:00.000Z');
    expect(on('03:00')).toBe('2025-03-30T01:00:00.000Z');
    expect(on('09:00')).toBe('2025-03-30T07:00:00.000Z');
    // 02:30 does not exist that day: it moves forward by the gap, to 03:30 CEST.
    expect(on('02:30')).toBe('2025-03-30T01:30:00.000Z');
  });

  it('takes the first of a time that happens twice on a fall-back day (America/New_York, 2 November 2025)', () => {
    const on = (time: string) => zonedWallTimeToUtc({ date: '2025-11-02', time, timeZone: 'America/New_York' });
    expect(on('00:30')).toBe('2025-11-02T04:30:00.000Z');
    expect(on('01:30')).toBe('2025-11-02T05:30:00.000Z');
    expect(on('02:30')).toBe('2025-11-02T07:30:00.000Z');
    expect(on('23:00')).toBe('2025-11-03T04:00:00.000Z');
  });

  it('refuses a malformed date or time instead of guessing', () => {
    expect(zonedWallTimeToUtc({ date: '', time: '09:00', timeZone: 'UTC' })).toBeNull();
    expect(zonedWallTimeToUtc({ date: '2025-02-30', time: '09:00', timeZone: 'UTC' })).toBeNull();
    expect(zonedWallTimeToUtc({ date: '2025-02-03', time: '', timeZone: 'UTC' })).toBeNull();
    expect(zonedWallTimeToUtc({ date: '2025-02-03', time: '24:10', timeZone: 'UTC' })).toBeNull();
  });

  it('accepts the seconds a time picker gives', () => {
    expect(zonedWallTimeToUtc({ date: '2025-02-03', time: '09:15:00', timeZone: 'UTC' })).toBe(
      '2025-02-03T09:15:00.000Z',
    );
  });
});

describe('utcToZonedWallTime', () => {
  it('gives the member’s date and time of an instant, round-tripping through DST days', () => {
    expect(utcToZonedWallTime('2025-03-02T15:30:00Z', 'Asia/Tokyo')).toEqual({ date: '2025-03-03', time: '00:30' });
    expect(utcToZonedWallTime('2025-11-02T06:30:00Z', 'America/New_York')).toEqual({
      date: '2025-11-02',
      time: '01:30',
    });
    for (const time of ['00:00', '01:59', '03:00', '12:45', '23:59']) {
      const instant = zonedWallTimeToUtc({ date: '2025-03-30', time, timeZone: 'Europe/Berlin' }) ?? '';
      expect(utcToZonedWallTime(instant, 'Europe/Berlin')).toEqual({ date: '2025-03-30', time });
    }
  });
});

describe('zone offsets', () => {
  it('names the offset in force at the instant', () => {
    expect(zoneOffsetLabel(Date.parse('2025-03-03T00:00:00Z'), 'Asia/Tokyo')).toBe('UTC+09:00');
    expect(zoneOffsetLabel(Date.parse('2025-01-15T12:00:00Z'), 'America/St_Johns')).toBe('UTC-03:30');
    expect(zoneOffsetLabel(Date.parse('2025-07-15T12:00:00Z'), 'UTC')).toBe('UTC+00:00');
    expect(zoneOffsetMinutes(Date.parse('2025-03-30T00:59:00Z'), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2025-03-30T01:00:00Z'), 'Europe/Berlin')).toBe(120);
  });

  it('steps calendar dates across month and year ends', () => {
    expect(nextDate('2025-02-28')).toBe('2025-03-01');
    expect(nextDate('2024-12-31')).toBe('2025-01-01');
  });
});
