import type { UploadSlot } from '@worktrail/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { inTenant } from '../../apps/server/src/db/transactions.ts';
import {
  recomputeAllMemberDays,
  recomputeMemberDays,
  type TimeRange,
} from '../../apps/server/src/modules/time/rollups.ts';
import { startTrackedEntry, stopTrackedEntry } from '../../apps/server/src/modules/tracker/tracker.entries.service.ts';
import { ingestSlots } from '../../apps/server/src/modules/tracker/tracker.slots.service.ts';

// Proof that the bulk path (bulk-time.ts) writes what the tracker writes, run after every bulk generation and
// failing the bench loudly otherwise: (1) identities over every organisation (rollup totals equal the raw rows);
// (2) the server's own recomputation of a sample of members' rollups changes nothing; (3) one member's whole
// history replayed through the tracker's ingestion functions stores the same entries, slots, app usage and rollups.
// (2) and (3) run in transactions that are rolled back.

/** A set of rows as sorted text lines, to compare two readings. */
async function lines(tx: Tx, query: SQL) {
  return rowsOf<{ line: string }>(await tx.execute(query))
    .map((row) => row.line)
    .sort();
}

function difference(label: string, before: string[], after: string[]) {
  const a = new Set(before);
  const b = new Set(after);
  const missing = before.filter((line) => !b.has(line));
  const extra = after.filter((line) => !a.has(line));
  if (missing.length === 0 && extra.length === 0) return undefined;
  return `${label}: ${missing.length} rows only in bulk (e.g. ${missing.slice(0, 3).join('; ')}), ${extra.length} only after (e.g. ${extra.slice(0, 3).join('; ')})`;
}

const rollupTables = [
  'member_day',
  'member_day_project',
  'member_day_app',
  'member_month',
  'member_month_project',
  'member_month_app',
];

const memberRows = (memberIds: string[]) => sql`member_id = ANY(${sql.param(memberIds)}::uuid[])`;

/** Reads the queries one after the other (one transaction is one connection). */
async function readAll(tx: Tx, queries: SQL[]) {
  const read: string[][] = [];
  for (const query of queries) read.push(await lines(tx, query));
  return read;
}

/** The six rollup tables of these members (days, then months) as text lines. */
const rollups = (tx: Tx, memberIds: string[]) =>
  readAll(tx, [
    sql`SELECT concat_ws('|', member_id, day, worked_seconds, offline_seconds, tracked_seconds, active_seconds,
                              extract(epoch FROM first_start_at), extract(epoch FROM last_end_at)) AS line
          FROM member_day WHERE ${memberRows(memberIds)}`,
    sql`SELECT concat_ws('|', member_id, day, project_id, worked_seconds, offline_seconds, tracked_seconds,
                              active_seconds) AS line
          FROM member_day_project WHERE ${memberRows(memberIds)}`,
    sql`SELECT concat_ws('|', member_id, day, app_id, seconds) AS line FROM member_day_app WHERE ${memberRows(memberIds)}`,
    sql`SELECT concat_ws('|', member_id, month, worked_seconds, offline_seconds, tracked_seconds, active_seconds,
                              worked_days) AS line
          FROM member_month WHERE ${memberRows(memberIds)}`,
    sql`SELECT concat_ws('|', member_id, month, project_id, worked_seconds, offline_seconds, tracked_seconds,
                              active_seconds, worked_days) AS line
          FROM member_month_project WHERE ${memberRows(memberIds)}`,
    sql`SELECT concat_ws('|', member_id, month, app_id, seconds) AS line
          FROM member_month_app WHERE ${memberRows(memberIds)}`,
  ]);

/** The raw rows of one member as text lines: entries, slots, app usage. */
const rawRows = (tx: Tx, memberId: string) =>
  readAll(tx, [
    sql`SELECT concat_ws('|', id, project_id, task_id, extract(epoch FROM started_at), extract(epoch FROM ended_at),
                              note, source, is_offline, edited_at) AS line
          FROM time_entries WHERE ${memberRows([memberId])}`,
    sql`SELECT concat_ws('|', extract(epoch FROM started_at), entry_id, seconds, active_seconds, keyboard_seconds,
                              mouse_seconds, key_count, click_count, activity_percent) AS line
          FROM activity_slots WHERE ${memberRows([memberId])}`,
    sql`SELECT concat_ws('|', extract(epoch FROM slot_started_at), app_id, seconds) AS line
          FROM app_usage WHERE ${memberRows([memberId])}`,
  ]);

class RollBack extends Error {}

/** Runs `work` in a transaction of the tenant that is always rolled back; rethrows what `work` threw. */
async function rolledBack(db: Db, tenantId: string, work: (tx: Tx) => Promise<void>) {
  try {
    await inTenant({ db, tenantId }, async (tx) => {
      await work(tx);
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}

/** (1) For every organisation: rollups sum to the raw rows they are made of. */
export async function checkTotals(db: Db) {
  const rows = rowsOf<{ tenant_id: string; figure: string; rollup: string; raw: string }>(
    await db.execute(sql`
      WITH sums AS (
        SELECT t.id AS tenant_id,
               -- A running entry (the demo's live member) counts up to its last slot's end, as the rollups count
               -- it, and in whole seconds: it started at the seed's clock, milliseconds included.
               (SELECT sum(round(extract(epoch FROM coalesce(
                         ended_at,
                         (SELECT max(s.started_at + make_interval(secs => s.seconds)) FROM activity_slots s
                           WHERE s.tenant_id = x.tenant_id AND s.entry_id = x.id),
                         started_at) - started_at)))
                  FROM time_entries x WHERE x.tenant_id = t.id) AS raw_worked,
               (SELECT sum(seconds) FROM activity_slots x WHERE x.tenant_id = t.id) AS raw_tracked,
               (SELECT sum(active_seconds) FROM activity_slots x WHERE x.tenant_id = t.id) AS raw_active,
               (SELECT sum(seconds) FROM app_usage x WHERE x.tenant_id = t.id) AS raw_apps,
               (SELECT sum(worked_seconds) FROM member_day x WHERE x.tenant_id = t.id) AS worked,
               (SELECT sum(tracked_seconds) FROM member_day x WHERE x.tenant_id = t.id) AS tracked,
               (SELECT sum(active_seconds) FROM member_day x WHERE x.tenant_id = t.id) AS active,
               (SELECT sum(seconds) FROM member_day_app x WHERE x.tenant_id = t.id) AS apps,
               (SELECT sum(worked_seconds) FROM member_day_project x WHERE x.tenant_id = t.id) AS project_worked,
               (SELECT sum(worked_seconds) FROM member_month x WHERE x.tenant_id = t.id) AS month_worked,
               (SELECT sum(tracked_seconds) FROM member_month_project x WHERE x.tenant_id = t.id) AS month_project_tracked,
               (SELECT sum(seconds) FROM member_month_app x WHERE x.tenant_id = t.id) AS month_apps,
               -- The organisation's rollups, kept by triggers on the members' ones (migrations 0025 and 0026); a row whose
               -- member rows all went stays with zeros, so an organisation without time sums to 0 there.
               (SELECT count(*) FROM member_day_project x WHERE x.tenant_id = t.id) AS project_rows,
               (SELECT sum(worked_seconds) FROM tenant_day_project x WHERE x.tenant_id = t.id) AS organisation_day_worked,
               (SELECT coalesce(sum(member_rows), 0) FROM tenant_day_project x WHERE x.tenant_id = t.id)
                 AS organisation_day_rows,
               (SELECT sum(tracked_seconds) FROM tenant_month_project x WHERE x.tenant_id = t.id)
                 AS organisation_month_tracked
          FROM tenants t
      )
      SELECT tenant_id, c.figure, c.rollup::text, c.raw::text
        FROM sums
       CROSS JOIN LATERAL (VALUES ('worked', worked, raw_worked), ('tracked', tracked, raw_tracked),
                                  ('active', active, raw_active), ('apps', apps, raw_apps),
                                  ('worked per project', project_worked, worked), ('month worked', month_worked, worked),
                                  ('month tracked per project', month_project_tracked, tracked),
                                  ('month apps', month_apps, apps),
                                  ('organisation day worked per project', coalesce(organisation_day_worked, 0), coalesce(worked, 0)),
                                  ('organisation day rows per project', organisation_day_rows, project_rows),
                                  ('organisation month tracked per project', coalesce(organisation_month_tracked, 0),
                                   coalesce(tracked, 0)))
                                  AS c(figure, rollup, raw)
       WHERE c.rollup IS DISTINCT FROM c.raw`),
  );
  if (rows.length > 0) throw new Error(`bulk time: rollups differ from raw rows: ${JSON.stringify(rows.slice(0, 5))}`);
}

/** (2) The server's `recomputeAllMemberDays` on these members leaves their rollups as they are. */
export async function checkRecomputation({
  db,
  tenantId,
  memberIds,
}: {
  db: Db;
  tenantId: string;
  memberIds: string[];
}) {
  await rolledBack(db, tenantId, async (tx) => {
    const before = await rollups(tx, memberIds);
    if (before[0]?.length === 0) throw new Error('bulk time: the members checked have no rollups');
    for (const memberId of memberIds) await recomputeAllMemberDays({ tx, tenantId, memberId });
    const after = await rollups(tx, memberIds);
    const differences = rollupTables
      .map((table, i) => difference(table, before[i] ?? [], after[i] ?? []))
      .filter(Boolean);
    if (differences.length > 0)
      throw new Error(`bulk time: the server's recomputation changed the rollups: ${differences.join(' / ')}`);
  });
}

/**
 * (3) Reads one member's bulk rows, removes them, sends them again through the tracker's ingestion functions
 * (start entry, upload slots 60 at a time with their apps, stop entry; rollups deferred and rewritten once, as the
 * tracker demo does) and compares everything stored with what the bulk path wrote. Every slot must be stored.
 */
export async function checkReplay({ db, tenantId, memberId }: { db: Db; tenantId: string; memberId: string }) {
  let replayed = { entries: 0, slots: 0 };
  await rolledBack(db, tenantId, async (tx) => {
    const raw = await rawRows(tx, memberId);
    const bulkRollups = await rollups(tx, [memberId]);
    const entries = rowsOf<{ id: string; project_id: string; started: string; ended: string }>(
      await tx.execute(sql`
        SELECT id, project_id, (extract(epoch FROM started_at) * 1000)::bigint::text AS started,
               (extract(epoch FROM ended_at) * 1000)::bigint::text AS ended
          FROM time_entries WHERE ${memberRows([memberId])} ORDER BY started_at`),
    );
    const slots = rowsOf<UploadSlot & { startedMs: string }>(
      await tx.execute(sql`
        SELECT s.entry_id AS "entryId", (extract(epoch FROM s.started_at) * 1000)::bigint::text AS "startedMs",
               s.seconds, s.active_seconds AS "activeSeconds", s.keyboard_seconds AS "keyboardSeconds",
               s.mouse_seconds AS "mouseSeconds", s.key_count AS "keyCount", s.click_count AS "clickCount",
               coalesce((SELECT json_agg(json_build_object('kind', a.kind, 'name', a.name, 'seconds', u.seconds))
                           FROM app_usage u JOIN apps a ON a.tenant_id = u.tenant_id AND a.id = u.app_id
                          WHERE u.tenant_id = s.tenant_id AND u.member_id = s.member_id
                            AND u.slot_started_at = s.started_at), '[]') AS apps
          FROM activity_slots s WHERE ${memberRows([memberId])} ORDER BY s.started_at`),
    );
    await tx.execute(sql`
      WITH d1 AS (DELETE FROM member_day_app WHERE ${memberRows([memberId])}),
           d2 AS (DELETE FROM member_day_project WHERE ${memberRows([memberId])}),
           d3 AS (DELETE FROM member_day WHERE ${memberRows([memberId])}),
           m1 AS (DELETE FROM member_month_app WHERE ${memberRows([memberId])}),
           m2 AS (DELETE FROM member_month_project WHERE ${memberRows([memberId])}),
           m3 AS (DELETE FROM member_month WHERE ${memberRows([memberId])})
      DELETE FROM time_entries WHERE ${memberRows([memberId])}`);
    const byEntry = Map.groupBy(slots, (slot) => slot.entryId);
    const now = new Date();
    const deferRollups: TimeRange[] = [];
    const ingest = { tx, tenantId, memberId, now, deferRollups };
    for (const entry of entries) {
      const startedAt = new Date(Number(entry.started)).toISOString();
      await startTrackedEntry({ ...ingest, request: { id: entry.id, projectId: entry.project_id, startedAt } });
      const upload = (byEntry.get(entry.id) ?? []).map(({ startedMs, ...slot }) => ({
        ...slot,
        startedAt: new Date(Number(startedMs)).toISOString(),
      }));
      for (let i = 0; i < upload.length; i += 60) {
        const result = await ingestSlots({ ...ingest, slots: upload.slice(i, i + 60) });
        const refused = result.items.find((item) => item.status !== 'stored');
        if (refused) throw new Error(`bulk time: the tracker did not store a bulk slot: ${JSON.stringify(refused)}`);
      }
      const endedAt = new Date(Number(entry.ended)).toISOString();
      await stopTrackedEntry({ ...ingest, request: { id: entry.id, endedAt } });
    }
    await recomputeMemberDays({ tx, tenantId, memberId, ranges: deferRollups });
    const again = await rawRows(tx, memberId);
    const againRollups = await rollups(tx, [memberId]);
    const differences = [
      ...['time_entries', 'activity_slots', 'app_usage'].map((table, i) =>
        difference(table, raw[i] ?? [], again[i] ?? []),
      ),
      ...rollupTables.map((table, i) => difference(table, bulkRollups[i] ?? [], againRollups[i] ?? [])),
    ].filter(Boolean);
    if (differences.length > 0)
      throw new Error(`bulk time: the tracker stores other rows than the bulk path: ${differences.join(' / ')}`);
    replayed = { entries: entries.length, slots: slots.length };
  });
  return replayed;
}
