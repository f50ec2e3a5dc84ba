import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { inTenant } from '../../apps/server/src/db/transactions.ts';
import { recomputeMonths } from '../../apps/server/src/modules/time/rollups.ts';
import { generateTrackedDays } from '../../apps/server/src/modules/tracker/tracker.demo.ts';
import { inParallel } from './in-parallel.ts';

/** How much history is generated through the tracker's ingestion functions (env to scale). */
export const trackedSize = (database: 'pglite' | 'postgres') => ({
  /** Members whose history goes through the ingestion functions; the others get a copy of one of theirs. */
  members: Number(process.env.BENCH_TRACKED_MEMBERS ?? (database === 'postgres' ? 24 : 8)),
  days: Number(process.env.BENCH_TRACKED_DAYS ?? (database === 'postgres' ? 90 : 10)),
  /** Members generated at once, each in its own transaction (PGlite has one connection). */
  parallel: database === 'postgres' ? Number(process.env.BENCH_TRACKED_PARALLEL ?? 4) : 1,
});

/**
 * Generates the organisation's history of tracked time THROUGH the tracker's ingestion service functions
 * (start entry, upload slots in batches, stop entry; rollups rewritten once per member in the same transaction):
 * weekdays, a start around 09:00 in each member's zone, a lunch break, two or three projects, apps and URLs.
 */
export async function generateTrackedHistory({
  db,
  tenantId,
  members,
  days,
  parallel,
  now = new Date(),
  except = [],
}: {
  db: Db;
  tenantId: string;
  members: number;
  days: number;
  parallel: number;
  now?: Date;
  /** Members left without history (the benchmark's agents). */
  except?: string[];
}) {
  const rows = (
    (await inTenant({ db, tenantId }, (tx) =>
      tx.execute(sql`SELECT id FROM members m WHERE tenant_id = ${tenantId} AND status = 'active'
                        AND NOT EXISTS (SELECT 1 FROM time_entries e WHERE e.tenant_id = m.tenant_id AND e.member_id = m.id)
                        AND NOT (m.id = ANY(${sql.param(except)}::uuid[]))
                      ORDER BY created_at, id LIMIT ${members}`),
    )) as unknown as { rows: Array<{ id: string }> }
  ).rows;
  const totals = { members: rows.length, days, entries: 0, slots: 0 };
  await inParallel(parallel, rows, async ({ id: memberId }, index) => {
    const made = await inTenant({ db, tenantId }, (tx) =>
      generateTrackedDays({ tx, tenantId, memberId, now, days, seed: index + 1 }),
    );
    totals.entries += made.entries;
    totals.slots += made.slots;
    if ((index + 1) % 50 === 0) process.stderr.write(`tracked history: ${index + 1}/${rows.length} members\n`);
  });
  return totals;
}

/**
 * Gives every other active member without time a copy of the history of a generated member of the same time
 * zone (entries, slots, app usage and rollups, with new entry ids), in set-based SQL: the 1,000 × 90-day tenant
 * in minutes, while the rows themselves were produced by the ingestion functions. Rollups stay exact: same
 * zone, same raw rows.
 */
export async function cloneTrackedHistory({
  db,
  tenantId,
  except = [],
}: {
  db: Db;
  tenantId: string;
  except?: string[];
}) {
  return inTenant({ db, tenantId }, async (tx) => {
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const people = rows<{ id: string; zone: string | null; has_time: boolean }>(
      await tx.execute(sql`
        SELECT m.id, m.time_zone AS zone,
               EXISTS (SELECT 1 FROM time_entries e WHERE e.tenant_id = m.tenant_id AND e.member_id = m.id
                          AND e.source = 'desktop') AS has_time
          FROM members m WHERE m.tenant_id = ${tenantId} AND m.status = 'active' ORDER BY m.id`),
    );
    const templates = new Map<string, string[]>();
    for (const person of people)
      if (person.has_time) templates.set(person.zone ?? '', [...(templates.get(person.zone ?? '') ?? []), person.id]);
    const from: string[] = [];
    const to: string[] = [];
    const seen = new Map<string, number>();
    for (const person of people) {
      const list = templates.get(person.zone ?? '');
      if (person.has_time || !list?.length || except.includes(person.id)) continue;
      const n = seen.get(person.zone ?? '') ?? 0;
      seen.set(person.zone ?? '', n + 1);
      from.push(list[n % list.length] ?? '');
      to.push(person.id);
    }
    if (to.length === 0) return { members: 0 };
    const map = sql`unnest(${sql.param(from)}::uuid[], ${sql.param(to)}::uuid[]) AS map(template, member)`;
    // A stable id per (entry, member), shaped as a version-8 UUID: a bare md5 has any version digit, which the API's
    // uuid check rightly refuses in an answer (it showed as 500s on the cloned members' day detail).
    const newId = (entry: unknown) =>
      sql`overlay(overlay(md5(${entry}::text || map.member::text) placing '8' from 13 for 1) placing '8' from 17 for 1)::uuid`;
    await tx.execute(sql`
      INSERT INTO time_entries (tenant_id, id, member_id, project_id, task_id, started_at, ended_at, note, source,
                                is_offline, created_at, updated_at)
      SELECT e.tenant_id, ${newId(sql`e.id`)}, map.member, e.project_id, e.task_id, e.started_at, e.ended_at, e.note,
             e.source, e.is_offline, e.created_at, e.updated_at
        FROM ${map} JOIN time_entries e ON e.tenant_id = ${tenantId} AND e.member_id = map.template`);
    await tx.execute(sql`
      INSERT INTO activity_slots (tenant_id, member_id, started_at, entry_id, seconds, active_seconds,
                                  keyboard_seconds, mouse_seconds, key_count, click_count, activity_percent, created_at)
      SELECT s.tenant_id, map.member, s.started_at, ${newId(sql`s.entry_id`)}, s.seconds, s.active_seconds,
             s.keyboard_seconds, s.mouse_seconds, s.key_count, s.click_count, s.activity_percent, s.created_at
        FROM ${map} JOIN activity_slots s ON s.tenant_id = ${tenantId} AND s.member_id = map.template`);
    await tx.execute(sql`
      INSERT INTO app_usage (tenant_id, member_id, slot_started_at, app_id, seconds)
      SELECT u.tenant_id, map.member, u.slot_started_at, u.app_id, u.seconds
        FROM ${map} JOIN app_usage u ON u.tenant_id = ${tenantId} AND u.member_id = map.template`);
    await tx.execute(sql`
      INSERT INTO member_day (tenant_id, member_id, day, worked_seconds, offline_seconds, tracked_seconds,
                              active_seconds, first_start_at, last_end_at)
      SELECT d.tenant_id, map.member, d.day, d.worked_seconds, d.offline_seconds, d.tracked_seconds, d.active_seconds,
             d.first_start_at, d.last_end_at
        FROM ${map} JOIN member_day d ON d.tenant_id = ${tenantId} AND d.member_id = map.template`);
    await tx.execute(sql`
      INSERT INTO member_day_project (tenant_id, member_id, day, project_id, worked_seconds, offline_seconds,
                                      tracked_seconds, active_seconds)
      SELECT d.tenant_id, map.member, d.day, d.project_id, d.worked_seconds, d.offline_seconds, d.tracked_seconds,
             d.active_seconds
        FROM ${map} JOIN member_day_project d ON d.tenant_id = ${tenantId} AND d.member_id = map.template`);
    await tx.execute(sql`
      INSERT INTO member_day_app (tenant_id, member_id, day, app_id, seconds)
      SELECT d.tenant_id, map.member, d.day, d.app_id, d.seconds
        FROM ${map} JOIN member_day_app d ON d.tenant_id = ${tenantId} AND d.member_id = map.template`);
    // The month rollups are the sums of the days just copied, as the server keeps them.
    await recomputeMonths({ tx, tenantId, memberIds: to });
    return { members: to.length };
  });
}
