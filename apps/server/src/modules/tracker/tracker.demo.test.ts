import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { inTenant } from '../../db/transactions.ts';
import { demoOrganisationName, seedDemo } from '../demo/demo.seed.ts';
import { recomputeAllMemberDays } from '../time/rollups.ts';
import { localTimeToUtc, seededRandom, slotsFor } from './tracker.demo.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

  it('gives each demo member weekdays of tracked time through the tracker, rolled up exactly', async () => {
    await seedDemo({ db: t.db, password: 'demo-password-1' });
    const [tenant] = rowsOf<{ id: string }>(
      await t.db.execute(sql`SELECT id FROM tenants WHERE name = ${demoOrganisationName}`),
    );
    const tenantId = tenant?.id ?? '';
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      const perMember = rowsOf<{ member_id: string; entries: number; slots: number; running: number }>(
        await tx.execute(sql`
          SELECT e.member_id, count(DISTINCT e.id)::int AS entries, count(s.started_at)::int AS slots,
                 count(DISTINCT e.id) FILTER (WHERE e.ended_at IS NULL)::int AS running
            FROM time_entries e LEFT JOIN activity_slots s ON s.tenant_id = e.tenant_id AND s.entry_id = e.id
           WHERE e.tenant_id = ${tenantId} AND e.source = 'desktop'
           GROUP BY e.member_id`),
      );
      expect(perMember).toHaveLength(4);
      for (const member of perMember) {
        expect(member.entries).toBeGreaterThan(100);
        expect(member.slots).toBeGreaterThan(2000);
        expect(member.running).toBe(0);
      }
      const apps = rowsOf<{ name: string }>(
        await tx.execute(sql`SELECT name FROM apps WHERE kind = 'url' ORDER BY name`),
      );
      expect(apps.map((app) => app.name)).toContain('github.com');
      const memberId = perMember[0]?.member_id ?? '';
      const snapshot = async () =>
        rowsOf<Record<string, unknown>>(
          await tx.execute(sql`SELECT day::text, worked_seconds, tracked_seconds, active_seconds FROM member_day
                                 WHERE member_id = ${memberId} ORDER BY day`),
        );
      const stored = await snapshot();
      await recomputeAllMemberDays({ tx, tenantId, memberId });
      expect(await snapshot()).toEqual(stored);
    });
  }, 180_000);
});
