import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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
  return tx
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
    .innerJoin(projects, and(eq(projects.tenantId, timeEntries.tenantId), eq(projects.id, timeEntries.projectId)))
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
