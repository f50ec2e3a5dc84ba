import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import { findMemberByUserId } from '../members/members.repository.ts';
import { members } from '../members/members.table.ts';
import { projects } from '../projects/projects.table.ts';
import { organisationSettings } from '../settings/settings.table.ts';
import { activitySlots } from './activity.table.ts';
import { recomputeAllMemberDays, recomputeMemberDays } from './rollups.ts';
import { findOverlappingEntry } from './time-entries.repository.ts';
import { timeEntries } from './time-entries.table.ts';
import { weeklyAllowance } from './weekly-limit.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tenantId = '';
let projectId = '';
const memberIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Rollup Co',
        members: [
          { email: 'owner@rollup.test', role: 'owner' },
          { email: 'riyadh@rollup.test', role: 'employee' },
          { email: 'newyork@rollup.test', role: 'employee' },
          { email: 'mover@rollup.test', role: 'employee' },
          { email: 'monthend@rollup.test', role: 'employee' },
          { email: 'runner@rollup.test', role: 'employee' },
        ],
      },
    ],
  });
  const organisation = seeded['Rollup Co'];
  if (!organisation) throw new Error('not seeded');
  tenantId = organisation.tenantId;
  await inTenant({ db: t.db, tenantId }, async (tx) => {
    for (const [email, userId] of Object.entries(organisation.users))
      memberIds[email] = (await findMemberByUserId({ tx, tenantId, userId }))?.id ?? '';
    const zones: Record<string, string> = {
      'riyadh@rollup.test': 'Asia/Riyadh',
      'newyork@rollup.test': 'America/New_York',
      'mover@rollup.test': 'Asia/Riyadh',
      'monthend@rollup.test': 'Asia/Riyadh',
      'runner@rollup.test': 'Asia/Riyadh',
    };
    for (const [email, timeZone] of Object.entries(zones))
      await tx
        .update(members)
        .set({ timeZone })
        .where(eq(members.id, memberIds[email] ?? ''));
    const customerId = uuidv7();
    await tx
      .insert(customers)
      .values({ tenantId, id: customerId, name: 'Rollup customer', concurrencyStamp: uuidv7() });
    projectId = uuidv7();
    await tx
      .insert(projects)
      .values({ tenantId, id: projectId, customerId, name: 'Rollup project', concurrencyStamp: uuidv7() });
  });
});
afterAll(() => t.close());

/** Stores one finished entry and recomputes the days it touches, as every change does. */
async function track(email: string, from: string, to: string, { offline = false } = {}) {
  const memberId = memberIds[email] ?? '';
  const range = { from: new Date(from), to: new Date(to) };
  await inTenant({ db: t.db, tenantId }, async (tx) => {
    await tx.insert(timeEntries).values({
      tenantId,
      id: uuidv7(),
      memberId,
      projectId,
      startedAt: range.from,
      endedAt: range.to,
      source: offline ? 'offline' : 'desktop',
      isOffline: offline,
    });
    await recomputeMemberDays({ tx, tenantId, memberId, ranges: [range] });
  });
}

async function days(email: string) {
  const rows = await inTenant({ db: t.db, tenantId }, (tx) =>
    tx.execute(sql`
      SELECT day::text AS day, worked_seconds AS worked, offline_seconds AS offline
        FROM member_day WHERE tenant_id = ${tenantId} AND member_id = ${memberIds[email] ?? ''} ORDER BY day`),
  );
  return (rows as unknown as { rows: Array<{ day: string; worked: number; offline: number }> }).rows;
}

/** A member's month rollups, and those per project, as `month worked worked_days`. */
async function months(email: string) {
  const memberId = memberIds[email] ?? '';
  return inTenant({ db: t.db, tenantId }, async (tx) => {
    const lines = async (table: 'member_month' | 'member_month_project') =>
      (
        (await tx.execute(sql`
          SELECT month::text AS month, worked_seconds AS worked, worked_days AS days FROM ${sql.identifier(table)}
           WHERE tenant_id = ${tenantId} AND member_id = ${memberId} ORDER BY month`)) as unknown as {
          rows: Array<{ month: string; worked: number; days: number }>;
        }
      ).rows.map((row) => `${row.month} ${row.worked} ${row.days}`);
    return { members: await lines('member_month'), projects: await lines('member_month_project') };
  });
}

const dayBit = (day: number) => 2 ** (day - 1);

describe('member-day rollups', () => {
  it("splits an entry across midnight between the member's two local days", async () => {
    // 22:00–02:00 in Riyadh (UTC+3) is 19:00–23:00 UTC: one UTC day, two local ones.
    await track('riyadh@rollup.test', '2026-05-04T19:00:00Z', '2026-05-04T23:00:00Z');
    expect(await days('riyadh@rollup.test')).toEqual([
      { day: '2026-05-04', worked: 2 * 3600, offline: 0 },
      { day: '2026-05-05', worked: 2 * 3600, offline: 0 },
    ]);
  });

  it('gives a spring-forward day 23 hours and a fall-back day 25 hours in New York', async () => {
    // Local midnight to midnight on 8 March 2026 (clocks go forward) and 1 November 2026 (clocks go back).
    await track('newyork@rollup.test', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z');
    await track('newyork@rollup.test', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', { offline: true });
    expect(await days('newyork@rollup.test')).toEqual([
      { day: '2026-03-08', worked: 23 * 3600, offline: 0 },
      { day: '2026-11-01', worked: 25 * 3600, offline: 25 * 3600 },
    ]);
  });

  it('moves every day when the member changes time zone', async () => {
    // 23:30–00:30 in Riyadh is 20:30–21:30 UTC: two Riyadh days, one London day.
    await track('mover@rollup.test', '2026-06-10T20:30:00Z', '2026-06-10T21:30:00Z');
    expect((await days('mover@rollup.test')).map((row) => row.day)).toEqual(['2026-06-10', '2026-06-11']);
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      const memberId = memberIds['mover@rollup.test'] ?? '';
      await tx
        .update(members)
        .set({ timeZone: 'Europe/London' })
        .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
      await recomputeAllMemberDays({ tx, tenantId, memberId });
    });
    expect(await days('mover@rollup.test')).toEqual([{ day: '2026-06-10', worked: 3600, offline: 0 }]);
  });

  it("sums the days into the member's local months, across a month's end and a time-zone change", async () => {
    // 2 h on 10 July, and 23:00–01:00 in Riyadh from 31 July into 1 August (20:00–22:00 UTC).
    await track('monthend@rollup.test', '2026-07-10T06:00:00Z', '2026-07-10T08:00:00Z');
    await track('monthend@rollup.test', '2026-07-31T20:00:00Z', '2026-07-31T22:00:00Z');
    const split = [`2026-07-01 ${3 * 3600} ${dayBit(10) + dayBit(31)}`, `2026-08-01 3600 ${dayBit(1)}`];
    expect(await months('monthend@rollup.test')).toEqual({ members: split, projects: split });

    // In London (UTC+1 in summer) the same hours are 21:00–23:00 on 31 July: August has no time left.
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      const memberId = memberIds['monthend@rollup.test'] ?? '';
      await tx
        .update(members)
        .set({ timeZone: 'Europe/London' })
        .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
      await recomputeAllMemberDays({ tx, tenantId, memberId });
    });
    const july = [`2026-07-01 ${4 * 3600} ${dayBit(10) + dayBit(31)}`];
    expect(await months('monthend@rollup.test')).toEqual({ members: july, projects: july });
  });

  it("rewrites every day a running entry's slots reach when all the member's days are rewritten", async () => {
    // Started at 23:30 in Riyadh (20:30 UTC), still running, with slots up to 00:20 the next local day. A time-zone or
    // settings change rewrites all the member's days: the second day is among them, as the uploads made it.
    const memberId = memberIds['runner@rollup.test'] ?? '';
    const slot = (at: string) => ({
      tenantId,
      memberId,
      startedAt: new Date(at),
      seconds: 600,
      activeSeconds: 600,
      activityPercent: 100,
    });
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      const entryId = uuidv7();
      const startedAt = new Date('2026-09-10T20:30:00Z');
      await tx
        .insert(timeEntries)
        .values({ tenantId, id: entryId, memberId, projectId, startedAt, endedAt: null, source: 'desktop' });
      await tx.insert(activitySlots).values(
        ['2026-09-10T20:30:00Z', '2026-09-10T20:50:00Z', '2026-09-10T21:10:00Z'].map((at) => ({
          ...slot(at),
          entryId,
        })),
      );
      await recomputeAllMemberDays({ tx, tenantId, memberId });
    });
    expect(await days('runner@rollup.test')).toEqual([
      { day: '2026-09-10', worked: 1800, offline: 0 },
      { day: '2026-09-11', worked: 1200, offline: 0 },
    ]);
  });

  it('counts activity from the slots of tracked entries only', async () => {
    const memberId = memberIds['riyadh@rollup.test'] ?? '';
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      const entryId = uuidv7();
      const startedAt = new Date('2026-05-10T06:00:00Z');
      await tx.insert(timeEntries).values({
        tenantId,
        id: entryId,
        memberId,
        projectId,
        startedAt,
        endedAt: new Date('2026-05-10T06:20:00Z'),
        source: 'desktop',
      });
      await tx.insert(activitySlots).values([
        { tenantId, memberId, entryId, startedAt, seconds: 600, activeSeconds: 300, activityPercent: 50 },
        {
          tenantId,
          memberId,
          entryId,
          startedAt: new Date('2026-05-10T06:10:00Z'),
          seconds: 600,
          activeSeconds: 600,
          activityPercent: 100,
        },
      ]);
      await recomputeMemberDays({ tx, tenantId, memberId, ranges: [{ from: startedAt, to: startedAt }] });
    });
    const rows = await inTenant({ db: t.db, tenantId }, (tx) =>
      tx.execute(sql`SELECT tracked_seconds AS tracked, active_seconds AS active FROM member_day
                      WHERE tenant_id = ${tenantId} AND member_id = ${memberId} AND day = '2026-05-10'`),
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ tracked: 1200, active: 900 }]);
  });

  it('finds the entry a new stretch would overlap, and none for a stretch that only touches it', async () => {
    const memberId = memberIds['riyadh@rollup.test'] ?? '';
    const found = await inTenant({ db: t.db, tenantId }, async (tx) => ({
      inside: await findOverlappingEntry({
        tx,
        tenantId,
        memberId,
        from: new Date('2026-05-04T20:00:00Z'),
        to: new Date('2026-05-04T20:30:00Z'),
      }),
      touching: await findOverlappingEntry({
        tx,
        tenantId,
        memberId,
        from: new Date('2026-05-04T23:00:00Z'),
        to: new Date('2026-05-05T01:00:00Z'),
      }),
    }));
    expect(found.inside?.startedAt).toEqual(new Date('2026-05-04T19:00:00Z'));
    expect(found.touching).toBeUndefined();
  });

  it("measures the weekly allowance over the member's local week, against Maximum_Hours_Per_Week", async () => {
    const memberId = memberIds['riyadh@rollup.test'] ?? '';
    const allowance = await inTenant({ db: t.db, tenantId }, async (tx) => {
      await tx.insert(organisationSettings).values({ tenantId, key: 'Maximum_Hours_Per_Week', value: 10 });
      // Thursday 7 May 2026 in Riyadh: the week began Monday 4 May 00:00 local (3 May 21:00 UTC).
      return weeklyAllowance({ tx, tenantId, memberId, now: new Date('2026-05-07T12:00:00Z') });
    });
    expect(allowance).toEqual({
      limitSeconds: 36000,
      // Monday's two hours before midnight, Tuesday's two after it, and Sunday's twenty minutes.
      usedSeconds: 4 * 3600 + 1200,
      remainingSeconds: 36000 - 4 * 3600 - 1200,
      weekEndsAt: new Date('2026-05-10T21:00:00Z'),
    });
  });
});
