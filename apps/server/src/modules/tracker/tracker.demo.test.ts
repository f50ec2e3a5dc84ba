import { describe, expect, it } from 'vitest';
import { localTimeToUtc, seededRandom, slotsFor } from './tracker.demo.ts';

// Seeding the demo takes seconds, so its tracked time is checked in ../demo/demo.seed.test.ts on the demo seeded there.
describe('tracked time of the demo organisation', () => {
  it('converts local wall-clock times to UTC across DST changes', () => {
    expect(localTimeToUtc({ day: '2025-03-28', minutes: 540, zone: 'Europe/London' }).toISOString()).toBe(
      '2025-03-28T09:00:00.000Z',
    );
    expect(localTimeToUtc({ day: '2025-03-31', minutes: 540, zone: 'Europe/London' }).toISOString()).toBe(
      '2025-03-31T08:00:00.000Z',
    );
    expect(localTimeToUtc({ day: '2025-11-03', minutes: 540, zone: 'America/New_York' }).toISOString()).toBe(
      '2025-11-03T14:00:00.000Z',
    );
  });

  it('cuts an entry into one slot per UTC 10-minute window, the first at the entry’s start', () => {
    const slots = slotsFor({
      entryId: '0190c0de-0000-7000-8000-000000000000',
      from: new Date('2025-03-03T09:03:30Z'),
      to: new Date('2025-03-03T09:25:00Z'),
      random: seededRandom(1),
      apps: [{ kind: 'app', name: 'Code' }],
    });
    expect(slots.map((slot) => [slot.startedAt, slot.seconds])).toEqual([
      ['2025-03-03T09:03:30.000Z', 390],
      ['2025-03-03T09:10:00.000Z', 600],
      ['2025-03-03T09:20:00.000Z', 300],
    ]);
  });
});
