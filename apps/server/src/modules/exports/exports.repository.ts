import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../members/members.table.ts';
import { reportExports } from './exports.table.ts';

export type ExportRow = typeof reportExports.$inferSelect;
type Scoped = { tx: Tx; tenantId: string };

export async function insertExport({ tx, row }: { tx: Tx; row: typeof reportExports.$inferInsert }) {
  const [inserted] = await tx.insert(reportExports).values(row).returning();
  if (!inserted) throw new Error('the export was not stored');
  return inserted;
}

/** One export of the organisation, or undefined. */
export async function findExport({ tx, tenantId, id }: Scoped & { id: string }): Promise<ExportRow | undefined> {
  const [row] = await tx
    .select()
    .from(reportExports)
    .where(and(eq(reportExports.tenantId, tenantId), eq(reportExports.id, id)));
  return row;
}

export async function updateExport({
  tx,
  tenantId,
  id,
  set,
}: Scoped & {
  id: string;
  set: Partial<Pick<ExportRow, 'status' | 'progress' | 'blobKey' | 'messageKey' | 'finishedAt'>>;
}) {
  await tx
    .update(reportExports)
    .set(set)
    .where(and(eq(reportExports.tenantId, tenantId), eq(reportExports.id, id)));
}

/** The user behind a membership: a job rebuilds the asker's access from it. */
export async function findMemberUserId({ tx, tenantId, memberId }: Scoped & { memberId: string }) {
  const [row] = await tx
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  return row?.userId;
}

/** Up to `limit` exports of the organisation past their lifetime, oldest first, with their files' keys. */
export async function listExpiredExports({ tx, tenantId, now, limit }: Scoped & { now: Date; limit: number }) {
  return tx
    .select({ id: reportExports.id, blobKey: reportExports.blobKey })
    .from(reportExports)
    .where(and(eq(reportExports.tenantId, tenantId), lte(reportExports.expiresAt, now)))
    .orderBy(asc(reportExports.expiresAt))
    .limit(limit);
}

export async function deleteExports({ tx, tenantId, ids }: Scoped & { ids: string[] }) {
  if (ids.length === 0) return;
  await tx.delete(reportExports).where(and(eq(reportExports.tenantId, tenantId), inArray(reportExports.id, ids)));
}
