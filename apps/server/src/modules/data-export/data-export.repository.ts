import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../members/members.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { users } from '../users/users.table.ts';
import { dataExports } from './data-export.table.ts';

export type DataExportRow = typeof dataExports.$inferSelect;
type Scoped = { tx: Tx; tenantId: string };

/** An export with the person who started it, as the list and its answers show it. */
const withCreator = {
  row: dataExports,
  creator: { givenName: users.givenName, familyName: users.familyName, username: users.username, email: users.email },
};
export type DataExportWithCreator = { row: DataExportRow; creator: CreatorRow };
export type CreatorRow = { givenName: string; familyName: string; username: string | null; email: string };

/** Serialises the creates of one organisation, so two at once cannot both find none running. */
export async function lockOrganisationExports({ tx, tenantId }: Scoped) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`data-export:${tenantId}`}))`);
}

/** Whether an export of the organisation is waiting or running. */
export async function hasUnfinishedExport({ tx, tenantId }: Scoped) {
  const [row] = await tx
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.tenantId, tenantId), inArray(dataExports.status, ['queued', 'running'])))
    .limit(1);
  return row !== undefined;
}

export async function insertDataExport({ tx, row }: { tx: Tx; row: typeof dataExports.$inferInsert }) {
  const [inserted] = await tx.insert(dataExports).values(row).returning();
  if (!inserted) throw new Error('the export was not stored');
  return inserted;
}

const selectWithCreator = (tx: Tx, tenantId: string) =>
  tx
    .select(withCreator)
    .from(dataExports)
    .innerJoin(members, and(eq(members.tenantId, dataExports.tenantId), eq(members.id, dataExports.createdByMemberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(dataExports.tenantId, tenantId))
    .$dynamic();

/** The newest `limit` exports of the organisation with their creators. */
export async function listDataExports({ tx, tenantId, limit }: Scoped & { limit: number }) {
  const rows: DataExportWithCreator[] = await selectWithCreator(tx, tenantId)
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
  return rows;
}

/** One export of the organisation with its creator, or undefined. */
export async function findDataExportWithCreator({ tx, tenantId, id }: Scoped & { id: string }) {
  const [row]: DataExportWithCreator[] = await selectWithCreator(tx, tenantId).where(
    and(eq(dataExports.tenantId, tenantId), eq(dataExports.id, id)),
  );
  return row;
}

/** One export of the organisation, or undefined. */
export async function findDataExport({ tx, tenantId, id }: Scoped & { id: string }) {
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.tenantId, tenantId), eq(dataExports.id, id)));
  return row;
}

export async function updateDataExport({
  tx,
  tenantId,
  id,
  set,
}: Scoped & {
  id: string;
  set: Partial<
    Pick<DataExportRow, 'status' | 'progress' | 'blobKey' | 'sizeBytes' | 'finishedAt' | 'expiresAt' | 'error'>
  >;
}) {
  await tx
    .update(dataExports)
    .set(set)
    .where(and(eq(dataExports.tenantId, tenantId), eq(dataExports.id, id)));
}

/** Up to `limit` expired exports whose files are still stored, oldest first. */
export async function listExpiredDataExports({ tx, tenantId, now, limit }: Scoped & { now: Date; limit: number }) {
  return tx
    .select({ id: dataExports.id, blobKey: dataExports.blobKey })
    .from(dataExports)
    .where(and(eq(dataExports.tenantId, tenantId), lte(dataExports.expiresAt, now), isNotNull(dataExports.blobKey)))
    .orderBy(dataExports.expiresAt)
    .limit(limit);
}

/** Forgets the files of these exports; the rows stay, so the list and a late download can say they expired. */
export async function clearDataExportFiles({ tx, tenantId, ids }: Scoped & { ids: string[] }) {
  if (ids.length === 0) return;
  await tx
    .update(dataExports)
    .set({ blobKey: null })
    .where(and(eq(dataExports.tenantId, tenantId), inArray(dataExports.id, ids)));
}

/** The organisation's name, for the export's file name. */
export async function findOrganisationName({ tx, tenantId }: Scoped) {
  const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name ?? '';
}
