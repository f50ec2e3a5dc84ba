import {
  type ImportRow,
  type ImportSummary,
  type MessageKey,
  type MessageParams,
  messageText,
} from '@worktrail/contract';
import type { ImportRecord } from './imports.repository.ts';
import type { importRows } from './imports.table.ts';

/** The English of a stored text key with its values; none without a key. */
const englishOf = (key: MessageKey | null, params: MessageParams) => (key === null ? null : messageText(key, params));

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
    error: englishOf(record.errorKey, record.errorParams),
    errorKey: record.errorKey,
    errorParams: record.errorParams,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

/** One row of a file, stored or checked in a dry run. */
export function presentImportRow(
  row: Pick<typeof importRows.$inferSelect, 'rowNumber' | 'values' | 'status' | 'reasonKey' | 'reasonParams'>,
): ImportRow {
  return {
    rowNumber: row.rowNumber,
    values: row.values,
    status: row.status,
    reason: englishOf(row.reasonKey, row.reasonParams),
    reasonKey: row.reasonKey,
    reasonParams: row.reasonParams,
  };
}
