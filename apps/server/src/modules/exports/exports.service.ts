import { daysInRange, type ExportJob, type ExportReport, type PermissionName, permissions } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { forbidden } from '../../http/errors.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { type ExportFile, exportFileName, mediaTypes, writeExportFile } from './export-file.ts';
import { type ExportRequest, measureExport, readExportTable } from './export-runner.ts';
import { attendanceSameDay, exportNotFound, exportNotReady } from './exports.errors.ts';
import { presentExportJob } from './exports.presenter.ts';
import { type ExportRow, findExport, insertExport } from './exports.repository.ts';

export type ExportsDeps = {
  db: Db;
  clock: Clock;
  blobs: BlobStore;
  /** Rows beyond which an export runs in the background (reportLimits.maxDirectExportRows; tests lower it). */
  maxDirectRows: number;
};
type Call = { deps: ExportsDeps; auth: AuthContext };

/** The queue of background exports; the payload is `{ exportId }`. */
export const exportQueue = 'report-export';

/** How long a background export's file is kept. Removing expired files is left to a cleanup job (not yet). */
export const exportLifetimeMs = 24 * 60 * 60 * 1000;

/** The permission each report asks for, as its own call does. */
const reportPermission: Record<ExportReport, PermissionName> = {
  attendance: permissions.reports.attendance,
  general: permissions.reports.general,
  projects: permissions.reports.general,
  projectMembers: permissions.reports.general,
  timeline: permissions.reports.general,
  membersPie: permissions.reports.charts,
  projectsPie: permissions.reports.charts,
  customersPie: permissions.reports.charts,
  appsUrlsPie: permissions.reports.charts,
};

/** Whether the member may read the report an export is of (the data scope is the report's own business). */
export const mayExport = (auth: AuthContext, report: ExportReport) => auth.permissions.has(reportPermission[report]);

/** Where a finished export's file is kept. */
export const exportBlobKey = (row: Pick<ExportRow, 'tenantId' | 'id' | 'format'>) =>
  `tenants/${row.tenantId}/exports/${row.id}.${row.format}`;

/**
 * `Reports/Export`: the report as a file, read as the caller. Its rows are counted first (see `measureExport`): up
 * to `maxDirectRows` the file is the answer; beyond, the export is stored and its job queued in one transaction,
 * and the answer is the export to follow.
 */
export async function startExport({
  deps,
  auth,
  query,
}: Call & { query: ExportRequest }): Promise<{ file: ExportFile } | { job: ExportJob }> {
  if (!mayExport(auth, query.Report)) throw forbidden();
  if (query.Report === 'attendance' && daysInRange(query.FromDate, query.ToDate) === 1) throw attendanceSameDay();
  const { db, clock } = deps;
  const call = { deps: { db, clock }, auth, query };
  const measured = await measureExport(call);
  if (measured.rows <= deps.maxDirectRows)
    return { file: await writeExportFile({ query, table: measured.table ?? (await readExportTable(call)) }) };

  const now = clock.now();
  const { tenantId } = auth;
  const row = await inTenant({ db, tenantId }, async (tx) => {
    const stored = await insertExport({
      tx,
      row: {
        tenantId,
        id: uuidv7(now.getTime()),
        memberId: auth.memberId,
        report: query.Report,
        format: query.Format,
        query,
        fileName: exportFileName(query),
        createdAt: now,
        expiresAt: new Date(now.getTime() + exportLifetimeMs),
      },
    });
    await enqueueJob({
      tx,
      queue: exportQueue,
      organisationId: tenantId,
      payload: { exportId: stored.id },
    });
    return stored;
  });
  return { job: presentExportJob(row) };
}

/** The caller's own export while it is kept; anyone else's, or an expired one, is not found. */
async function ownExport({ deps: { db, clock }, auth, exportId }: Call & { exportId: string }) {
  const row = await inTenant({ db, tenantId: auth.tenantId }, (tx) =>
    findExport({ tx, tenantId: auth.tenantId, id: exportId }),
  );
  if (!row || row.memberId !== auth.memberId || row.expiresAt <= clock.now()) throw exportNotFound();
  return row;
}

/** `Reports/GetExport`: where the caller's background export stands. */
export async function getExport(call: Call & { exportId: string }): Promise<ExportJob> {
  return presentExportJob(await ownExport(call));
}

/** `Reports/DownloadExport`: the file of the caller's finished export, as a stream from the blob store. */
export async function downloadExport(call: Call & { exportId: string }) {
  const row = await ownExport(call);
  if (row.status !== 'done' || !row.blobKey) throw exportNotReady({ failed: row.status === 'failed' });
  const body = await call.deps.blobs.get(row.blobKey);
  if (!body) throw exportNotFound();
  return { fileName: row.fileName, mediaType: mediaTypes[row.format], body };
}
