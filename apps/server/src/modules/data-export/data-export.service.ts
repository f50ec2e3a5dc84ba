import { type DataExport, dataExportLimits } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { dataExportErrors } from './data-export.errors.ts';
import { dataExportQueue } from './data-export.job.ts';
import { dataExportFileName, isExpired, presentDataExport } from './data-export.presenter.ts';
import {
  findDataExport,
  findDataExportWithCreator,
  findOrganisationName,
  hasUnfinishedExport,
  insertDataExport,
  listDataExports,
  lockOrganisationExports,
} from './data-export.repository.ts';

export type DataExportDeps = { db: Db; clock: Clock; blobs: BlobStore };
type Call = { deps: DataExportDeps; auth: AuthContext };

/**
 * `DataExport/Create`: stores a queued export and its job in one transaction, refusing while another export of the
 * organisation is waiting or running (`dataExportLimits.runningMax`). Creates are serialised per organisation, so
 * two at once cannot both pass.
 */
export async function createDataExport({ deps: { db, clock }, auth }: Call): Promise<DataExport> {
  const { tenantId } = auth;
  const now = clock.now();
  return inTenant({ db, tenantId }, async (tx) => {
    await lockOrganisationExports({ tx, tenantId });
    if (await hasUnfinishedExport({ tx, tenantId })) throw dataExportErrors.alreadyRunning();
    const row = await insertDataExport({
      tx,
      row: { tenantId, id: uuidv7(now.getTime()), createdByMemberId: auth.memberId, createdAt: now },
    });
    await enqueueJob({
      tx,
      queue: dataExportQueue,
      organisationId: tenantId,
      payload: { exportId: row.id },
    });
    const created = await findDataExportWithCreator({ tx, tenantId, id: row.id });
    if (!created) throw new Error('the export just stored was not found');
    const organisationName = await findOrganisationName({ tx, tenantId });
    return presentDataExport({ ...created, now, organisationName });
  });
}

/** `DataExport/GetList`: the organisation's newest exports with their progress. */
export async function listOrganisationDataExports({ deps: { db, clock }, auth }: Call): Promise<DataExport[]> {
  const { tenantId } = auth;
  const now = clock.now();
  return inTenant({ db, tenantId }, async (tx) => {
    const rows = await listDataExports({ tx, tenantId, limit: dataExportLimits.listed });
    const organisationName = await findOrganisationName({ tx, tenantId });
    return rows.map((row) => presentDataExport({ ...row, now, organisationName }));
  });
}

/**
 * `DataExport/Download`: the ZIP of a finished export of the caller's organisation, as a stream from the blob
 * store. Another organisation's export is not found; one still running (or failed) is not ready; one past its
 * lifetime, or whose file was swept, has expired.
 */
export async function downloadDataExport({ deps: { db, clock, blobs }, auth, exportId }: Call & { exportId: string }) {
  const { tenantId } = auth;
  const found = await inTenant({ db, tenantId }, async (tx) => {
    const row = await findDataExport({ tx, tenantId, id: exportId });
    return row && { row, organisationName: await findOrganisationName({ tx, tenantId }) };
  });
  if (!found) throw dataExportErrors.notFound();
  const { row, organisationName } = found;
  if (row.status !== 'ready') throw dataExportErrors.notReady({ failed: row.status === 'failed' });
  if (isExpired(row, clock.now()) || !row.blobKey) throw dataExportErrors.expired();
  const body = await blobs.get(row.blobKey);
  if (!body) throw dataExportErrors.expired();
  const fileName = dataExportFileName({ organisationName, tenantId, createdAt: row.createdAt });
  return { fileName, mediaType: 'application/zip', body };
}
