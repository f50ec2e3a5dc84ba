import { describe, expect, it } from 'vitest';
import { localTimeToUtc, planSegments, seededRandom, slotsFor } from '../demo/demo-plan.ts';

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

  it('plans the same work whether a span is seeded at once or in two starts, the live member working at its end', () => {
    const plan = (since: string, until: string) =>
      planSegments({ zone: 'Europe/Berlin', seed: 7, since: new Date(since), until: new Date(until), projects: 3 }).map(
        (segment) => `${segment.from.toISOString()} ${segment.to.toISOString()} ${segment.project}`,
      );
    const whole = plan('2026-11-02T00:00:00Z', '2026-11-18T14:30:00Z');
    const cut = '2026-11-11T10:07:00Z';
    const parts = [...plan('2026-11-02T00:00:00Z', cut), ...plan(cut, '2026-11-18T14:30:00Z')];
    // The same time, at most one stretch split in two at the cut.
    const seconds = (list: string[]) =>
      list.reduce((sum, line) => {
        const [from = '', to = ''] = line.split(' ');
        return sum + (Date.parse(to) - Date.parse(from)) / 1000;
      }, 0);
    expect(seconds(parts)).toBe(seconds(whole));
    expect(parts.length - whole.length).toBeLessThanOrEqual(1);
    expect(whole.every((line) => !/T(0[0-6]|2[0-3])/.test(line.split(' ')[0] ?? ''))).toBe(true);

    // On a Saturday evening the live member is at work all the same, since a while, on the project asked for.
    const saturday = planSegments({
      zone: 'Europe/Berlin',
      seed: 7,
      since: new Date('2026-11-20T17:00:00Z'),
      until: new Date('2026-11-21T19:00:00Z'),
      projects: 3,
      live: true,
      liveProject: 2,
    });
    expect(saturday.filter((segment) => segment.open)).toEqual([
      { from: new Date('2026-11-21T18:15:00Z'), to: new Date('2026-11-21T19:00:00Z'), project: 2, open: true },
    ]);
  });
});
