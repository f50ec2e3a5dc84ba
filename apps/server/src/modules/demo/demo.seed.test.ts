import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/rows.ts';
import { inTenant } from '../../db/transactions.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { createFsBlobStore } from '../files/fs-blob-store.ts';
import { seedDemoScreenshots } from '../screenshots/screenshots.demo.ts';
import { recomputeAllMemberDays } from '../time/rollups.ts';
import { demoScreenshots, memberTime } from './demo.fixture.ts';
import { demoAccounts, demoOrganisationName, seedDemo } from './demo.seed.ts';

// A Wednesday afternoon: 14:30 in London, 15:30 in Berlin, 09:30 in New York (in the past: tokens are not
// issued in the future).
const clock = manualClock(new Date('2026-11-18T14:30:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let blobs: BlobStore;
beforeAll(async () => {
  t = await createTestApp({ clock });
  // The app's own store, so the seeded pictures are served by the app.
  blobs = createFsBlobStore({ root: join(t.dataDir, 'files') });
});
afterAll(() => t.close());

async function demoTenant() {
  const [tenant] = rowsOf<{ id: string }>(
    await t.db.execute(sql`SELECT id FROM tenants WHERE name = ${demoOrganisationName}`),
  );
  return tenant?.id ?? '';
}

/** Whether the manager's timeline sees Emma online now. */
async function emmaOnline() {
  const manager = await signIn(t.app, { email: 'manager@demo.example', password: 'demo-password-1' });
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/Timeline/GetActivityUsers',
    headers: bearer(manager.access_token),
  });
  const users = response.json().result as Array<{ email: string; isOnline: boolean }>;
  return users.find((user) => user.email === 'employee@demo.example')?.isOnline;
}

/** Every member-day of the demo, as stored, to compare with a recomputation by the server's own function. */
async function rollupsExact(tenantId: string) {
  await inTenant({ db: t.db, tenantId }, async (tx) => {
    const members = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM members WHERE tenant_id = ${tenantId}`));
    for (const { id } of members) {
      const snapshot = async () =>
        rowsOf<Record<string, unknown>>(
          await tx.execute(sql`SELECT day::text, worked_seconds, tracked_seconds, active_seconds FROM member_day
                                 WHERE tenant_id = ${tenantId} AND member_id = ${id} ORDER BY day`),
        );
      const stored = await snapshot();
      await recomputeAllMemberDays({ tx, tenantId, memberId: id });
      expect(await snapshot()).toEqual(stored);
    }
  });
}

describe('demo seed', () => {
  it('creates Demo Co whose four accounts sign in with DEMO_PASSWORD in their roles', async () => {
    expect(await seedDemo({ db: t.db, password: 'demo-password-1', blobs, clock })).toEqual({
      created: true,
      password: 'demo-password-1',
      generated: false,
    });
    const members: Record<string, boolean> = {};
    for (const account of demoAccounts) {
      const { access_token } = await signIn(t.app, { email: account.email, password: 'demo-password-1' });
      const map = (
        await t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(access_token) })
      ).json().result;
      members[account.email] = map['Worktrail.Members'];
    }
    expect(members).toEqual({
      'owner@demo.example': true,
      'manager@demo.example': true,
      'employee@demo.example': false,
      'employee2@demo.example': false,
    });
    // The manager looks after Emma: her time is theirs to review; Ethan's is not.
    const manager = await signIn(t.app, { email: 'manager@demo.example', password: 'demo-password-1' });
    const scope = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/Timeline/GetActivityUsers',
        headers: bearer(manager.access_token),
      })
    ).json().result;
    expect(scope.map((user: { email: string }) => user.email)).toEqual([
      'manager@demo.example',
      'employee@demo.example',
    ]);
    // About three months of tracked time is ingested through the tracker functions: seconds, not milliseconds.
  }, 180_000);

  // The tracker's part of the demo, checked here on the demo just seeded rather than on a second one of its own.
  describe('tracked time of the demo organisation', () => {
    it('gives each demo member weekdays of tracked time through the tracker, rolled up exactly', async () => {
      const tenantId = await demoTenant();
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
        }
        // Only Emma works right now (see the live-demo tests below).
        expect(perMember.map((member) => member.running).sort()).toEqual([0, 0, 0, 1]);
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
    }, 60_000);
  });

  it('is alive at its start: every member has time today up to now, and Emma works right now, online', async () => {
    const rows = await memberTime({ db: t.db, tenantId: await demoTenant(), now: clock.now() });
    const now = clock.now().toISOString().replace('.000Z', 'Z');
    for (const row of rows) {
      expect(row.today).toBeGreaterThan(0);
      expect(row.lastEnd <= now).toBe(true);
    }
    const emma = rows.find((row) => row.email === 'employee@demo.example');
    expect(emma).toMatchObject({ lastEnd: now, runningDay: '2026-11-18' });
    expect(rows.filter((row) => row.running !== null).map((row) => row.email)).toEqual(['employee@demo.example']);
    expect(await emmaOnline()).toBe(true);
    // Her web timer shows the running entry, so the web can stop it.
    const { access_token } = await signIn(t.app, { email: 'employee@demo.example', password: 'demo-password-1' });
    const timer = (
      await t.app.inject({ method: 'GET', url: '/api/v1/Timer/Current', headers: bearer(access_token) })
    ).json().result;
    expect(timer.running).toMatchObject({ id: emma?.running, projectName: 'Warehouse dashboard' });
  });

  it('gives every demo member screenshots of their last two weekdays, inside their entries, about every 30 minutes', async () => {
    const rows = await demoScreenshots({ db: t.db, tenantId: await demoTenant() });
    for (const account of demoAccounts) {
      const own = rows.filter((row) => row.email === account.email);
      const days = [...new Set(own.map((row) => row.day))];
      expect(days).toHaveLength(2);
      // A workday of six to nine tracked hours; today's is under way.
      for (const day of days.filter((day) => day < '2026-11-18'))
        expect(own.filter((row) => row.day === day).length).toBeGreaterThanOrEqual(10);
      expect(own.every((row) => row.isodow <= 5 && row.inside)).toBe(true);
      for (const [index, row] of own.entries()) {
        const next = own[index + 1];
        if (next?.entryId !== row.entryId) continue;
        const minutes = (Date.parse(next.takenAt) - Date.parse(row.takenAt)) / 60_000;
        expect(minutes).toBeGreaterThanOrEqual(25);
        expect(minutes).toBeLessThanOrEqual(35);
      }
    }
    const [first] = rows;
    if (!first?.objectKey || !first.thumbnailKey) throw new Error('the demo screenshot has no picture');
    // Stored as an upload is: a WebP picture and a 320 px thumbnail in the blob store.
    const picture = await sharp(join(t.dataDir, 'files', first.objectKey)).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 1280, height: 800 });
    expect((await sharp(join(t.dataDir, 'files', first.thumbnailKey)).metadata()).width).toBe(320);
    expect(rows.every((row) => row.objectKey && existsSync(join(t.dataDir, 'files', row.objectKey)))).toBe(true);
  });

  it('shows the employee their own newest demo screenshots, whose pictures open', async () => {
    const { access_token } = await signIn(t.app, { email: 'employee@demo.example', password: 'demo-password-1' });
    const today = clock.now().toISOString().slice(0, 10);
    const monthAgo = new Date(clock.now().getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    const recent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Dashboard/GetMemberRecentScreenshots?fromDate=${monthAgo}&toDate=${today}&limit=5`,
      headers: bearer(access_token),
    });
    expect(recent.statusCode).toBe(200);
    const { screenshots, hasMore } = recent.json().result;
    expect(screenshots).toHaveLength(5);
    expect(hasMore).toBe(true);
    const thumbnail = await t.app.inject({ method: 'GET', url: screenshots[0].thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('adds the same screenshots again when run again, quickly, and none without a blob store', async () => {
    const tenantId = await demoTenant();
    const before = await demoScreenshots({ db: t.db, tenantId });
    const memberIds = Object.fromEntries(
      rowsOf<{ email: string; id: string }>(
        await inTenant({ db: t.db, tenantId }, async (tx) =>
          tx.execute(
            sql`SELECT u.email, m.id FROM members m JOIN users u ON u.id = m.user_id WHERE m.tenant_id = ${tenantId}`,
          ),
        ),
      ).map((row) => [row.email, row.id]),
    );
    const now = clock.now();
    await inTenant({ db: t.db, tenantId }, (tx) => seedDemoScreenshots({ tx, tenantId, memberIds, now }));
    expect(await demoScreenshots({ db: t.db, tenantId })).toHaveLength(before.length);
    await inTenant({ db: t.db, tenantId }, (tx) => seedDemoScreenshots({ tx, tenantId, memberIds, now, blobs }));
    const after = await demoScreenshots({ db: t.db, tenantId });
    // Deterministic: the same captures at the same instants, twice over.
    const instants = (rows: typeof before) => rows.map((row) => `${row.email} ${row.takenAt}`);
    expect(instants(after).sort()).toEqual(instants([...before, ...before]).sort());
  }, 60_000);

  it('fills the time since the last start on the next one, adding nothing twice, Emma working again', async () => {
    const tenantId = await demoTenant();
    const first = await memberTime({ db: t.db, tenantId, now: clock.now() });
    // Three hours later, the same day: 17:30 in London, 18:30 in Berlin, 12:30 in New York.
    clock.advance(3 * 3_600_000);
    expect(await seedDemo({ db: t.db, password: 'another-password', blobs, clock })).toEqual({ created: false });
    await expect(signIn(t.app, { email: 'owner@demo.example', password: 'demo-password-1' })).resolves.toHaveProperty(
      'access_token',
    );
    const later = await memberTime({ db: t.db, tenantId, now: clock.now() });
    const now = clock.now().toISOString().replace('.000Z', 'Z');
    for (const [index, row] of later.entries()) {
      const before = first[index];
      expect(row.email).toBe(before?.email);
      expect(row.slots).toBeGreaterThan(before?.slots ?? 0);
      expect(row.today).toBeGreaterThan(before?.today ?? 0);
      expect(row.lastEnd <= now).toBe(true);
    }
    // Emma's entry of this afternoon runs on, its slots up to now.
    const emma = later.find((row) => row.email === 'employee@demo.example');
    expect(emma).toMatchObject({ lastEnd: now, running: first.find((row) => row.email === emma?.email)?.running });
    expect(await emmaOnline()).toBe(true);
    await rollupsExact(tenantId);

    // Started again at once: nothing is added twice.
    await seedDemo({ db: t.db, password: undefined, blobs, clock });
    expect(await memberTime({ db: t.db, tenantId, now: clock.now() })).toEqual(later);

    // The next morning, at a time with milliseconds as a real clock has: yesterday's running entry ended at its last
    // slot, Emma at work again in a new one, its slots up to the last whole second.
    clock.advance(18 * 3_600_000 + 7_654);
    await seedDemo({ db: t.db, password: undefined, blobs, clock });
    const next = await memberTime({ db: t.db, tenantId, now: clock.now() });
    const emmaNext = next.find((row) => row.email === 'employee@demo.example');
    expect(emmaNext?.running).not.toBe(emma?.running);
    expect(emmaNext).toMatchObject({
      runningDay: '2026-11-19',
      lastEnd: new Date(Math.floor(clock.now().getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    });
    expect(next.filter((row) => row.running !== null)).toHaveLength(1);
    expect(await emmaOnline()).toBe(true);
    await rollupsExact(tenantId);

    // And once more: the others' entries of that start ended with its milliseconds, after their last whole-second
    // slot; the time since is filled from those ends, not from the slots, so nothing overlaps.
    clock.advance(3_600_000 + 321);
    await expect(seedDemo({ db: t.db, password: undefined, blobs, clock })).resolves.toEqual({ created: false });
    await rollupsExact(tenantId);
  }, 120_000);
});
