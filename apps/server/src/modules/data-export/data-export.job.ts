import { dataExportLimits } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { sweepExpiredFiles } from '../exports/exports.job.ts';
import type { BlobStore } from '../files/blob-store.ts';
import type { Job, JobHandler } from '../jobs/jobs.worker.ts';
import { dataExportFileList } from './data-export.files.ts';
import {
  clearDataExportFiles,
  findDataExport,
  listExpiredDataExports,
  updateDataExport,
} from './data-export.repository.ts';
import { writeDataExportZip } from './data-export.zip.ts';

type DataExportJobDeps = { db: Db; clock: Clock; blobs: BlobStore };

/** The queue of the organisation data export; the payload is `{ exportId }`. */
export const dataExportQueue = 'organization-export';

/** How long a finished export stays downloadable. */
export const dataExportLifetimeMs = dataExportLimits.expiresAfterHours * 60 * 60 * 1000;

/** How many expired exports one job clears before its own work. */
const sweepLimit = 50;

/** Where an export's ZIP is kept: under its organisation, like every file of it. */
export const dataExportBlobKey = ({ tenantId, id }: { tenantId: string; id: string }) =>
  `tenants/${tenantId}/data-exports/${id}.zip`;

/**
 * Deletes the ZIPs of the organisation's exports past their lifetime (the report exports' sweep); the rows stay
 * without a file, so the list shows them expired and a late download is told so.
 */
export function sweepExpiredDataExports({ db, clock, blobs, tenantId }: DataExportJobDeps & { tenantId: string }) {
  return sweepExpiredFiles({
    db,
    blobs,
    tenantId,
    listExpired: (tx) => listExpiredDataExports({ tx, tenantId, now: clock.now(), limit: sweepLimit }),
    forget: (tx, ids) => clearDataExportFiles({ tx, tenantId, ids }),
  });
}

/**
 * Writes one organisation export: its six CSV files streamed into a ZIP (progress committed after each file), the
 * ZIP stored under the organisation, the export ready until `finished + 24 h`. A failure marks it failed with the
 * error and is thrown on, so the queue retries it; a retry runs it again from the start unless it is ready.
 */
export function createDataExportJobHandler({ db, clock, blobs }: DataExportJobDeps): JobHandler {
  return async (job: Job) => {
    const tenantId = job.organisationId;
    const id = typeof job.payload.exportId === 'string' ? job.payload.exportId : '';
    await sweepExpiredDataExports({ db, clock, blobs, tenantId });
    const record = await inTenant({ db, tenantId }, (tx) => findDataExport({ tx, tenantId, id }));
    if (!record || record.status === 'ready') return;
    const set = (changes: Parameters<typeof updateDataExport>[0]['set']) =>
      inTenant({ db, tenantId }, (tx) => updateDataExport({ tx, tenantId, id, set: changes }));

    try {
      await set({ status: 'running', progress: 0, error: null });
      const files = dataExportFileList;
      const zip = await writeDataExportZip({
        db,
        tenantId,
        files,
        modifiedAt: record.createdAt,
        onFileDone: (done) => set({ progress: Math.floor((done * 100) / files.length) }),
      });
      const key = dataExportBlobKey(record);
      await blobs.put({ key, data: zip, contentType: 'application/zip' });
      const finishedAt = clock.now();
      await set({
        status: 'ready',
        progress: 100,
        blobKey: key,
        sizeBytes: zip.length,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + dataExportLifetimeMs),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await set({ status: 'failed', error: message.slice(0, 1000), finishedAt: clock.now() });
      throw error;
    }
  };
}
