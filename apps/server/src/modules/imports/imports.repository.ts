import type { ImportKind, ImportRowStatus } from '@worktrail/contract';
import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { inBatches } from '../../db/batches.ts';
import type { Tx } from '../../db/client.ts';
import { type CheckedRow, noReason } from './import-rules.ts';
import { importRows, imports } from './imports.table.ts';

export type ImportRecord = typeof imports.$inferSelect;
type Scoped = { tx: Tx; tenantId: string };

/** Stores an upload and every one of its rows with what the checks found. */
export async function insertImport({
  tx,
  tenantId,
  record,
  rows,
}: Scoped & {
  record: Omit<typeof imports.$inferInsert, 'tenantId'>;
  rows: readonly CheckedRow[];
}) {
  await tx.insert(imports).values({ ...record, tenantId });
  for (const batch of inBatches(rows))
    await tx.insert(importRows).values(
      batch.map((row) => ({
        tenantId,
        importId: record.id,
        rowNumber: row.rowNumber,
        values: row.values,
        status: row.status,
        reasonKey: row.reasonKey,
        reasonParams: row.reasonParams,
      })),
    );
}

export async function findImport({ tx, tenantId, id }: Scoped & { id: string }): Promise<ImportRecord | undefined> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
  return row;
}

/** One page of the organisation's imports, newest first, and how many there are. */
export async function listImports({
  tx,
  tenantId,
  kind,
  limit,
  offset,
}: Scoped & { kind: ImportKind | undefined; limit: number; offset: number }) {
  const where = and(eq(imports.tenantId, tenantId), kind ? eq(imports.kind, kind) : undefined);
  const rows = await tx
    .select()
    .from(imports)
    .where(where)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ value: count() }).from(imports).where(where);
  return { rows, totalCount: total?.value ?? 0 };
}

/** How many rows of this status each of these imports has. */
export async function countRowsWithStatus({
  tx,
  tenantId,
  importIds,
  status,
}: Scoped & { importIds: string[]; status: ImportRowStatus }) {
  if (importIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ importId: importRows.importId, value: count() })
    .from(importRows)
    .where(
      and(eq(importRows.tenantId, tenantId), inArray(importRows.importId, importIds), eq(importRows.status, status)),
    )
    .groupBy(importRows.importId);
  return new Map(rows.map((row) => [row.importId, row.value]));
}

/** One page of an import's rows in file order, optionally of one status. */
export async function listImportRows({
  tx,
  tenantId,
  importId,
  status,
  limit,
  offset,
}: Scoped & { importId: string; status: ImportRowStatus | undefined; limit: number; offset: number }) {
  const where = and(
    eq(importRows.tenantId, tenantId),
    eq(importRows.importId, importId),
    status ? eq(importRows.status, status) : undefined,
  );
  const rows = await tx
    .select()
    .from(importRows)
    .where(where)
    .orderBy(asc(importRows.rowNumber))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ value: count() }).from(importRows).where(where);
  return { rows, totalCount: total?.value ?? 0 };
}

/** The rows of an import with this status, in file order, optionally within a range of row numbers. */
export function listRowsWithStatus({
  tx,
  tenantId,
  importId,
  status,
  fromRow,
  toRow,
}: Scoped & { importId: string; status: ImportRowStatus; fromRow?: number; toRow?: number }) {
  return tx
    .select()
    .from(importRows)
    .where(
      and(
        eq(importRows.tenantId, tenantId),
        eq(importRows.importId, importId),
        eq(importRows.status, status),
        fromRow === undefined ? undefined : gte(importRows.rowNumber, fromRow),
        toRow === undefined ? undefined : lte(importRows.rowNumber, toRow),
      ),
    )
    .orderBy(asc(importRows.rowNumber));
}

/** Records what became of some rows. */
export async function setRowOutcomes({
  tx,
  tenantId,
  importId,
  outcomes,
}: Scoped & {
  importId: string;
  outcomes: ReadonlyArray<Pick<CheckedRow, 'rowNumber' | 'status' | 'reasonKey' | 'reasonParams'>>;
}) {
  for (const outcome of outcomes)
    await tx
      .update(importRows)
      .set({ status: outcome.status, reasonKey: outcome.reasonKey, reasonParams: outcome.reasonParams })
      .where(
        and(
          eq(importRows.tenantId, tenantId),
          eq(importRows.importId, importId),
          eq(importRows.rowNumber, outcome.rowNumber),
        ),
      );
}

/** Marks every still-valid row of an import imported (in the transaction that inserted them). */
export async function markValidRowsImported({ tx, tenantId, importId }: Scoped & { importId: string }) {
  await tx
    .update(importRows)
    .set({ status: 'imported', ...noReason })
    .where(and(eq(importRows.tenantId, tenantId), eq(importRows.importId, importId), eq(importRows.status, 'valid')));
}

export async function updateImport({
  tx,
  tenantId,
  id,
  set,
}: Scoped & { id: string; set: Partial<Omit<ImportRecord, 'tenantId' | 'id'>> }) {
  await tx
    .update(imports)
    .set(set)
    .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
}
