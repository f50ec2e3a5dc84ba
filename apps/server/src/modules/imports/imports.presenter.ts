import type { ImportRow, ImportSummary } from '@worktrail/contract';
import type { ImportRecord } from './imports.repository.ts';
import type { importRows } from './imports.table.ts';

/** An import as the history and progress views show it. */
export function presentImport(record: ImportRecord, duplicateRows: number): ImportSummary {
  return {
    id: record.id,
    kind: record.kind,
    fileName: record.fileName,
    status: record.status,
    totalRows: record.totalRows,
    processedRows: record.processedRows,
    importedRows: record.importedRows,
    failedRows: record.failedRows,
    duplicateRows,
    error: record.error,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

/** One stored row of a file. */
export function presentImportRow(
  row: Pick<typeof importRows.$inferSelect, 'rowNumber' | 'values' | 'status' | 'reason'>,
): ImportRow {
  return { rowNumber: row.rowNumber, values: row.values, status: row.status, reason: row.reason };
}
