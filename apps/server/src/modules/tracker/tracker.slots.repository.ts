import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  layerSettings,
  type SettingRow,
  settingRowsSql,
  zoneFromValues,
} from '../effective-settings/effective-settings.ts';
import { touchLastActivity } from '../presence/presence.repository.ts';
import type { EntryRow } from './tracker.repository.ts';

// The two statements of a tracker batch's own data (issue 19, item 4): everything the checks read, then every row
// the batch writes. The rollups of the days it touched are a third, in modules/time.

type Member = { tx: Tx; tenantId: string; memberId: string };

/** What the checks of a slot need of its entry. */
export type SlotEntry = Pick<EntryRow, 'id' | 'startedAt' | 'endedAt' | 'isOffline'>;

/** An instant as milliseconds since the epoch, exact for the microseconds PostgreSQL keeps up to 2^53 ms. */
const epochMs = (column: SQL) => sql`(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * The statement of {@link readBatchContext}. Both lookups go by key whatever the statistics say. Gathered while a
 * member had little time (every new member, a new organisation), they made PostgreSQL read the member's whole history
 * instead: every entry, and every slot with the batch's starts as a filter, so a batch cost more with each day
 * tracked (issue 19, item 5). Each entry is looked up by its id (LIMIT 1 keeps the lookup from being turned back into
 * a scan of the member's entries), and the slots are bounded by the batch's first and last start, computed once,
 * which the index always uses.
 */
export function batchContextQuery({
  tenantId,
  memberId,
  entryIds,
  startedAts,
  withSettings = false,
}: BatchContextRequest) {
  const starts = sql`${sql.param(startedAts.map((at) => at.toISOString()))}::timestamptz[]`;
  const settings = sql`(SELECT coalesce(json_agg(s ORDER BY s.layer, s.team_created, s.team_id), '[]'::json)
                          FROM (${settingRowsSql({ tenantId, memberId })}) s) AS settings,`;
  return sql`
    SELECT ${withSettings ? settings : sql``}
      (SELECT coalesce(json_agg(json_build_object('id', e.id, 'started_at', ${epochMs(sql`e.started_at`)},
                                                  'ended_at', ${epochMs(sql`e.ended_at`)}, 'is_offline', e.is_offline)),
                       '[]'::json)
         FROM unnest(${sql.param(entryIds)}::uuid[]) AS wanted(id)
         CROSS JOIN LATERAL (SELECT e.id, e.member_id, e.started_at, e.ended_at, e.is_offline FROM time_entries e
                              WHERE e.tenant_id = ${tenantId} AND e.id = wanted.id LIMIT 1) e
        WHERE e.member_id = ${memberId}) AS entries,
      (SELECT coalesce(json_agg(json_build_array(${epochMs(sql`s.started_at`)}, s.entry_id)), '[]'::json)
         FROM activity_slots s
        WHERE s.tenant_id = ${tenantId} AND s.member_id = ${memberId}
          AND s.started_at >= (SELECT min(at) FROM unnest(${starts}) AS at)
          AND s.started_at <= (SELECT max(at) FROM unnest(${starts}) AS at)
          AND s.started_at = ANY(${starts})) AS stored,
      (SELECT m.time_zone FROM members m WHERE m.tenant_id = ${tenantId} AND m.id = ${memberId}) AS member_zone,
      (SELECT o.value FROM organisation_settings o
        WHERE o.tenant_id = ${tenantId} AND o.key = 'Time_Zone') AS organisation_zone`;
}

type BatchContextRequest = Omit<Member, 'tx'> & {
  entryIds: string[];
  startedAts: Date[];
  /** Read the settings that apply to the member too (when no statement before read them). */
  withSettings?: boolean;
};

/**
 * In one round trip, what a batch's checks read: the member's entries among `entryIds`, the start and entry of the
 * member's stored slots that start at any of `startedAts`, the zone of the member's local days and, `withSettings`,
 * the settings that apply to them. Read after the member's lock, in a statement of its own, so it sees what a batch
 * that held the lock before committed.
 */
export async function readBatchContext({ tx, ...batch }: Member & BatchContextRequest) {
  const [row] = rowsOf<{
    entries: Array<{ id: string; started_at: number; ended_at: number | null; is_offline: boolean }>;
    stored: Array<[number, string]>;
    member_zone: string | null;
    organisation_zone: unknown;
    settings?: SettingRow[];
  }>(await tx.execute(batchContextQuery(batch)));
  const entries = (row?.entries ?? []).map(
    (entry): SlotEntry => ({
      id: entry.id,
      startedAt: new Date(entry.started_at),
      endedAt: entry.ended_at === null ? null : new Date(entry.ended_at),
      isOffline: entry.is_offline,
    }),
  );
  /** The entry of each stored slot, by the time of its start. */
  const stored = new Map((row?.stored ?? []).map(([startedAt, entryId]) => [startedAt, entryId]));
  const settings = row?.settings ? layerSettings(row.settings) : undefined;
  return { entries, stored, zone: zoneFromValues(row?.member_zone ?? null, row?.organisation_zone), settings };
}

/** A slot as stored (activity counts already dropped when the member's settings say so). */
export type SlotValues = {
  startedAt: Date;
  entryId: string;
  seconds: number;
  activeSeconds: number;
  keyboardSeconds: number;
  mouseSeconds: number;
  keyCount: number;
  clickCount: number;
  activityPercent: number;
};

/** Seconds of one slot in one app or URL host, the app named by its kind and name. */
export type UsageValues = { slotStartedAt: Date; kind: 'app' | 'url'; name: string; seconds: number };

/**
 * In one round trip, a batch's rows: the slots, skipping those whose key exists; the apps and URL hosts of the slots
 * written that the organisation's dictionary lacks, added with their ids from `apps` in that order (a stable order,
 * so concurrent batches cannot deadlock); the app usage of the slots written; and, with `touch`, the member's last
 * activity at the end of the slots written. Answers the starts (ms) of the slots written and how many app usage
 * rows were written.
 *
 * An app another transaction added after this statement began is in neither the statement's snapshot nor what it
 * inserted: its usage is then missing from the count, for the caller to write again in a statement of its own.
 */
export async function writeBatch({
  tx,
  tenantId,
  memberId,
  now,
  slots,
  apps,
  usage,
  touch,
}: Member & {
  now: Date;
  slots: SlotValues[];
  /** Each app and URL host of the batch once, with the id it gets if it is new. */
  apps: Array<{ id: string; kind: 'app' | 'url'; name: string }>;
  usage: UsageValues[];
  touch: boolean;
}) {
  const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;
  const slotRows = json(slots.map((slot, position) => ({ ...slot, position })));
  const appRows = json(apps.map((app, position) => ({ ...app, position })));
  const usageRows = json(usage);
  const presence = touchLastActivity({
    tenantId,
    memberId,
    at: sql`(SELECT max(started_at + make_interval(secs => seconds)) FROM slots_written)`,
    seenAt: now,
  });
  const [row] = rowsOf<{ written: number[]; usage: number }>(
    await tx.execute(sql`
      WITH slots_written AS (
        INSERT INTO activity_slots (tenant_id, member_id, started_at, entry_id, seconds, active_seconds,
                                    keyboard_seconds, mouse_seconds, key_count, click_count, activity_percent,
                                    created_at)
        SELECT ${tenantId}::uuid, ${memberId}::uuid, s."startedAt", s."entryId", s.seconds, s."activeSeconds",
               s."keyboardSeconds", s."mouseSeconds", s."keyCount", s."clickCount", s."activityPercent",
               ${now.toISOString()}::timestamptz
          FROM json_to_recordset(${slotRows}) AS s(position int, "startedAt" timestamptz, "entryId" uuid, seconds int,
               "activeSeconds" int, "keyboardSeconds" int, "mouseSeconds" int, "keyCount" int, "clickCount" int,
               "activityPercent" int)
         ORDER BY s.position
        ON CONFLICT DO NOTHING
        RETURNING started_at, seconds
      ),
      usage_kept AS (
        SELECT u.*
          FROM json_to_recordset(${usageRows}) AS u("slotStartedAt" timestamptz, kind text, name text, seconds int)
          JOIN slots_written s ON s.started_at = u."slotStartedAt"
      ),
      names AS (
        SELECT a.*
          FROM json_to_recordset(${appRows}) AS a(position int, id uuid, kind text, name text)
         WHERE EXISTS (SELECT 1 FROM usage_kept u WHERE u.kind = a.kind AND u.name = a.name)
      ),
      apps_added AS (
        INSERT INTO apps (tenant_id, id, kind, name)
        SELECT ${tenantId}::uuid, id, kind, name FROM names ORDER BY position
        ON CONFLICT DO NOTHING
        RETURNING id, kind, name
      ),
      apps_known AS (
        SELECT id, kind, name FROM apps_added
        UNION ALL
        SELECT a.id, a.kind, a.name
          FROM apps a JOIN names n ON n.kind = a.kind AND n.name = a.name
         WHERE a.tenant_id = ${tenantId}
      ),
      usage_written AS (
        INSERT INTO app_usage (tenant_id, member_id, slot_started_at, app_id, seconds)
        SELECT ${tenantId}::uuid, ${memberId}::uuid, u."slotStartedAt", k.id, u.seconds
          FROM usage_kept u JOIN apps_known k ON k.kind = u.kind AND k.name = u.name
        ON CONFLICT DO NOTHING
        RETURNING 1
      )${touch ? sql`, presence_touched AS (${presence})` : sql``}
      SELECT (SELECT coalesce(json_agg(${epochMs(sql`started_at`)}), '[]'::json) FROM slots_written) AS written,
             (SELECT count(*)::int FROM usage_written) AS usage`),
  );
  return { written: new Set(row?.written ?? []), usage: row?.usage ?? 0 };
}
