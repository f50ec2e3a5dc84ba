import type { ExportJob } from '@worktrail/contract';
import type { ExportRow } from './exports.repository.ts';

/** A background export as its member follows it. */
export const presentExportJob = (row: ExportRow): ExportJob => ({
  exportId: row.id,
  status: row.status,
  progress: row.progress,
  fileName: row.fileName,
  format: row.format,
  createdAt: row.createdAt.toISOString(),
  messageKey: row.messageKey,
});
