import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { screenshots } from '../screenshots/screenshots.table.ts';
import { timeEntries } from './time-entries.table.ts';

type Member = { tx: Tx; tenantId: string; memberId: string };

/**
 * The first of the member's entries that overlaps [from, to), ignoring `exceptIds` (the entries being changed);
 * a running entry reaches forever. A member's entries never overlap (ARCHITECTURE §5, invariant 3).
 */
export async function findOverlappingEntry({
  tx,
  tenantId,
  memberId,
  from,
  to,
  exceptIds = [],
}: Member & { from: Date; to: Date | null; exceptIds?: readonly string[] }) {
  const result = await tx.execute(sql`
    SELECT id, started_at AS "startedAt", ended_at AS "endedAt"
      FROM time_entries
     WHERE tenant_id = ${tenantId} AND member_id = ${memberId}
       AND started_at < ${to ? to.toISOString() : 'infinity'}::timestamptz
       AND coalesce(ended_at, 'infinity'::timestamptz) > ${from.toISOString()}::timestamptz
       AND NOT (id = ANY(${sql.param([...exceptIds])}::uuid[]))
     ORDER BY started_at
     LIMIT 1`);
  const [row] = (result as unknown as { rows: Array<{ id: string; startedAt: string; endedAt: string | null }> }).rows;
  return row
    ? { id: row.id, startedAt: new Date(row.startedAt), endedAt: row.endedAt ? new Date(row.endedAt) : null }
    : undefined;
}

export type TimeEntryRow = typeof timeEntries.$inferSelect;

/** The member's entries with these ids (others, and other organisations' ids, are simply not there). */
export async function findEntriesByIds({ tx, tenantId, ids }: { tx: Tx; tenantId: string; ids: readonly string[] }) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), inArray(timeEntries.id, [...ids])));
}

/**
 * Stores a new entry unless its id (or a second running entry of the member) exists already; answers it when stored.
 * The caller recomputes the rollups.
 */
export async function insertEntryOnce({ tx, entry }: { tx: Tx; entry: typeof timeEntries.$inferInsert }) {
  const [row] = await tx.insert(timeEntries).values(entry).onConflictDoNothing().returning();
  return row;
}

/** Changes one entry; the caller recomputes the rollups of its old and new intervals. */
export async function updateEntry({
  tx,
  tenantId,
  id,
  changes,
}: {
  tx: Tx;
  tenantId: string;
  id: string;
  changes: Partial<
    Pick<TimeEntryRow, 'projectId' | 'taskId' | 'startedAt' | 'endedAt' | 'note' | 'editedAt' | 'updatedAt'>
  >;
}) {
  const [row] = await tx
    .update(timeEntries)
    .set(changes)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)))
    .returning();
  if (!row) throw new Error('the time entry was not updated');
  return row;
}

/** Ends the member's entry at `endedAt` if it still runs; false when it no longer did. */
export async function endRunningEntry({
  tx,
  tenantId,
  memberId,
  id,
  endedAt,
  now,
}: Member & { id: string; endedAt: Date; now: Date }) {
  const ended = await tx
    .update(timeEntries)
    .set({ endedAt, updatedAt: now })
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        eq(timeEntries.memberId, memberId),
        eq(timeEntries.id, id),
        isNull(timeEntries.endedAt),
      ),
    )
    .returning({ id: timeEntries.id });
  return ended.length > 0;
}

/** Removes an entry that holds no time (a running entry ended at the moment it started). */
export async function deleteEmptyEntry({ tx, tenantId, memberId, id }: Member & { id: string }) {
  await tx
    .delete(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.memberId, memberId), eq(timeEntries.id, id)));
}

/**
 * Removes an entry's slots that do not lie wholly inside [from, to) — their app usage goes with them (cascade).
 * A slot cut by the new bounds is dropped whole: which part of its activity fell inside is not known.
 */
export async function deleteSlotsOutside({
  tx,
  tenantId,
  entryId,
  from,
  to,
}: {
  tx: Tx;
  tenantId: string;
  entryId: string;
  from: Date;
  to: Date;
}) {
  await tx.execute(sql`
    DELETE FROM activity_slots
     WHERE tenant_id = ${tenantId} AND entry_id = ${entryId}
       AND (started_at < ${from.toISOString()}::timestamptz
            OR started_at + make_interval(secs => seconds) > ${to.toISOString()}::timestamptz)`);
}

/**
 * Removes entries with their slots and app usage (cascade) and their screenshot rows; answers the blob keys of those
 * screenshots, for the caller to remove once the transaction has committed.
 */
export async function deleteEntries({ tx, tenantId, ids }: { tx: Tx; tenantId: string; ids: readonly string[] }) {
  if (ids.length === 0) return [];
  const shots = await tx
    .delete(screenshots)
    .where(and(eq(screenshots.tenantId, tenantId), inArray(screenshots.entryId, [...ids])))
    .returning({ objectKey: screenshots.objectKey, thumbnailKey: screenshots.thumbnailKey });
  await tx.delete(timeEntries).where(and(eq(timeEntries.tenantId, tenantId), inArray(timeEntries.id, [...ids])));
  return shots.flatMap((shot) => [shot.objectKey, shot.thumbnailKey]).filter((key): key is string => Boolean(key));
}
