import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../members/members.table.ts';
import { projects } from '../projects/projects.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { screenshots } from './screenshots.table.ts';

export type ScreenshotRow = typeof screenshots.$inferSelect;

export async function findScreenshot({ tx, tenantId, id }: { tx: Tx; tenantId: string; id: string }) {
  const [row] = await tx
    .select()
    .from(screenshots)
    .where(and(eq(screenshots.tenantId, tenantId), eq(screenshots.id, id)));
  return row;
}

/** The member's own entry, with the member's status; undefined when the entry is not theirs. */
export async function findEntryOfMember({
  tx,
  tenantId,
  memberId,
  entryId,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  entryId: string;
}) {
  const [row] = await tx
    .select({ startedAt: timeEntries.startedAt, endedAt: timeEntries.endedAt, memberStatus: members.status })
    .from(timeEntries)
    .innerJoin(members, and(eq(members.tenantId, timeEntries.tenantId), eq(members.id, timeEntries.memberId)))
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, entryId), eq(timeEntries.memberId, memberId)));
  return row;
}

/** Inserts a screenshot unless its id is already known; true when this call inserted it. */
export async function insertScreenshot({ tx, row }: { tx: Tx; row: typeof screenshots.$inferInsert }) {
  const inserted = await tx
    .insert(screenshots)
    .values(row)
    .onConflictDoNothing({ target: [screenshots.tenantId, screenshots.id] })
    .returning({ id: screenshots.id });
  return inserted.length > 0;
}

/**
 * Replaces the stored objects of a screenshot that still has exactly `previous` keys and is not deleted; false
 * when someone else changed it first (blurred or deleted it meanwhile).
 */
export async function replaceObjects({
  tx,
  tenantId,
  id,
  previous,
  next,
}: {
  tx: Tx;
  tenantId: string;
  id: string;
  previous: { objectKey: string | null; thumbnailKey: string | null };
  next: {
    objectKey: string | null;
    thumbnailKey: string | null;
    width?: number;
    height?: number;
    blurredAt?: Date;
    deletedAt?: Date;
  };
}) {
  const changed = await tx
    .update(screenshots)
    .set(next)
    .where(
      and(
        eq(screenshots.tenantId, tenantId),
        eq(screenshots.id, id),
        isNull(screenshots.deletedAt),
        previous.objectKey === null ? isNull(screenshots.objectKey) : eq(screenshots.objectKey, previous.objectKey),
        previous.thumbnailKey === null
          ? isNull(screenshots.thumbnailKey)
          : eq(screenshots.thumbnailKey, previous.thumbnailKey),
      ),
    )
    .returning({ id: screenshots.id });
  return changed.length > 0;
}

/** Screenshots with the project of their entry. */
const selectWithProject = (tx: Tx) =>
  tx
    .select({
      screenshot: screenshots,
      projectId: projects.id,
      projectName: projects.name,
      colorCode: projects.colorCode,
    })
    .from(screenshots)
    .innerJoin(
      timeEntries,
      and(eq(timeEntries.tenantId, screenshots.tenantId), eq(timeEntries.id, screenshots.entryId)),
    )
    .innerJoin(projects, and(eq(projects.tenantId, timeEntries.tenantId), eq(projects.id, timeEntries.projectId)));

/** One member's screenshots of one local day (`date` in `zone`), with their entry's project, oldest first. */
export async function listDayScreenshots({
  tx,
  tenantId,
  memberId,
  date,
  zone,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  date: string;
  zone: string;
}) {
  const dayStart = sql`((${date}::date)::timestamp AT TIME ZONE ${zone})`;
  const dayEnd = sql`((${date}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  return selectWithProject(tx)
    .where(
      and(
        eq(screenshots.tenantId, tenantId),
        eq(screenshots.memberId, memberId),
        sql`${screenshots.takenAt} >= ${dayStart}`,
        sql`${screenshots.takenAt} < ${dayEnd}`,
      ),
    )
    .orderBy(asc(screenshots.takenAt), asc(screenshots.id));
}

/**
 * One member's screenshots of their local days `fromDate`..`toDate` (in `zone`) that are not deleted, newest first,
 * with their entry's project; at most `limit`.
 */
export async function listRecentScreenshots({
  tx,
  tenantId,
  memberId,
  fromDate,
  toDate,
  zone,
  limit,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  fromDate: string;
  toDate: string;
  zone: string;
  limit: number;
}) {
  const rangeStart = sql`((${fromDate}::date)::timestamp AT TIME ZONE ${zone})`;
  const rangeEnd = sql`((${toDate}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  return selectWithProject(tx)
    .where(
      and(
        eq(screenshots.tenantId, tenantId),
        eq(screenshots.memberId, memberId),
        isNull(screenshots.deletedAt),
        sql`${screenshots.takenAt} >= ${rangeStart}`,
        sql`${screenshots.takenAt} < ${rangeEnd}`,
      ),
    )
    .orderBy(desc(screenshots.takenAt), desc(screenshots.id))
    .limit(limit);
}

/** Removes the screenshot rows of the given entries; returns the object keys they pointed at. */
export async function deleteScreenshotsOfEntries({
  tx,
  tenantId,
  entryIds,
}: {
  tx: Tx;
  tenantId: string;
  entryIds: readonly string[];
}): Promise<string[]> {
  if (entryIds.length === 0) return [];
  const removed = await tx
    .delete(screenshots)
    .where(and(eq(screenshots.tenantId, tenantId), inArray(screenshots.entryId, [...entryIds])))
    .returning({ objectKey: screenshots.objectKey, thumbnailKey: screenshots.thumbnailKey });
  return removed.flatMap((row) => [row.objectKey, row.thumbnailKey].filter((key): key is string => key !== null));
}

/**
 * The slots of a member's finished desktop entries on their last `days` local weekdays (in `zone`) that have any,
 * oldest first, each with its entry's bounds and the app or URL host used most in it (null without app usage).
 * For placing demo screenshots where work was recorded.
 */
export async function listSlotsOfLastWorkdays({
  tx,
  tenantId,
  memberId,
  zone,
  days,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  zone: string;
  days: number;
}) {
  const result = await tx.execute(sql`
    WITH workdays AS (
      SELECT DISTINCT (e.started_at AT TIME ZONE ${zone})::date AS day
        FROM time_entries e
       WHERE e.tenant_id = ${tenantId} AND e.member_id = ${memberId} AND e.source = 'desktop'
         AND e.ended_at IS NOT NULL
         AND extract(isodow FROM (e.started_at AT TIME ZONE ${zone})) < 6
       ORDER BY day DESC
       LIMIT ${days})
    SELECT e.id AS "entryId", e.started_at AS "entryStart", e.ended_at AS "entryEnd",
           s.started_at AS "slotStart", s.seconds, s.active_seconds AS "activeSeconds",
           top.kind AS "appKind", top.name AS "appName"
      FROM time_entries e
      JOIN activity_slots s ON s.tenant_id = e.tenant_id AND s.entry_id = e.id
      LEFT JOIN LATERAL (
        SELECT a.kind, a.name FROM app_usage u
          JOIN apps a ON a.tenant_id = u.tenant_id AND a.id = u.app_id
         WHERE u.tenant_id = s.tenant_id AND u.member_id = s.member_id AND u.slot_started_at = s.started_at
         ORDER BY u.seconds DESC, a.name LIMIT 1) top ON true
     WHERE e.tenant_id = ${tenantId} AND e.member_id = ${memberId} AND e.source = 'desktop'
       AND e.ended_at IS NOT NULL
       AND (e.started_at AT TIME ZONE ${zone})::date IN (SELECT day FROM workdays)
     ORDER BY s.started_at`);
  const rows = (
    result as unknown as {
      rows: Array<{
        entryId: string;
        entryStart: unknown;
        entryEnd: unknown;
        slotStart: unknown;
        seconds: number;
        activeSeconds: number;
        appKind: 'app' | 'url' | null;
        appName: string | null;
      }>;
    }
  ).rows;
  const instant = (value: unknown) => new Date(value as string | Date);
  return rows.map((row) => ({
    entryId: row.entryId,
    entryStart: instant(row.entryStart),
    entryEnd: instant(row.entryEnd),
    slotStart: instant(row.slotStart),
    seconds: Number(row.seconds),
    activeSeconds: Number(row.activeSeconds),
    app: row.appKind && row.appName ? { kind: row.appKind, name: row.appName } : null,
  }));
}
