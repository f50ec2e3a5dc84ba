import type { DataExport } from '@worktrail/contract';
import { displayName } from '../members/members.presenter.ts';
import type { DataExportRow, DataExportWithCreator } from './data-export.repository.ts';

/** Whether a finished export is past its lifetime (its file swept or about to be). */
export const isExpired = (row: Pick<DataExportRow, 'expiresAt'>, now: Date) =>
  row.expiresAt !== null && row.expiresAt <= now;

/** `worktrail-export-acme-2026-11-26.zip`: the organisation by an ASCII slug of its name (else its id) and the day. */
export function dataExportFileName({
  organisationName,
  tenantId,
  createdAt,
}: {
  organisationName: string;
  tenantId: string;
  createdAt: Date;
}) {
  const slug = organisationName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `worktrail-export-${slug || tenantId}-${createdAt.toISOString().slice(0, 10)}.zip`;
}

/** An export as the organisation page follows it; `expired` is worked out from its expiry, not stored. */
export function presentDataExport({
  row,
  creator,
  now,
  organisationName,
}: DataExportWithCreator & { now: Date; organisationName: string }): DataExport {
  const status = row.status === 'ready' && isExpired(row, now) ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    createdByName: displayName(creator, { showEmail: true }),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    fileName:
      status === 'ready'
        ? dataExportFileName({ organisationName, tenantId: row.tenantId, createdAt: row.createdAt })
        : null,
  };
}
