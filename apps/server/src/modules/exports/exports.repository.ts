import { and, eq } from 'drizzle-orm';
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
