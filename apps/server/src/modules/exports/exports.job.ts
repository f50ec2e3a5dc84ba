import { exportQuery } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { findMemberAccess } from '../identity/member-access.repository.ts';
import type { Job, JobHandler } from '../jobs/jobs.worker.ts';
import { writeExportFile } from './export-file.ts';
import { readExportTable } from './export-runner.ts';
import {
  deleteExports,
  type ExportRow,
  findExport,
  findMemberUserId,
  listExpiredExports,
  updateExport,
} from './exports.repository.ts';
import { exportBlobKey, mayExport } from './exports.service.ts';

type ExportJobDeps = { db: Db; clock: Clock; blobs: BlobStore };

/** Reading the report is the first 80% of the progress, writing the file the next 10%, storing it the rest. */
const readShare = 80;
const writtenProgress = 90;
/** How many expired exports one job clears before its own work, so clearing never delays an export for long. */
const sweepLimit = 50;

/**
 * Removes the organisation's exports past their 24 hours, files first: a file whose row is gone could never be
 * found again, while a row whose file is gone is only removed on the next sweep. Each export job sweeps its own
 * organisation, so an organisation that exports keeps no more than a day of files.
 */
export async function sweepExpiredExports({ db, clock, blobs, tenantId }: ExportJobDeps & { tenantId: string }) {
  await sweepExpiredFiles({
    db,
    blobs,
    tenantId,
    listExpired: (tx) => listExpiredExports({ tx, tenantId, now: clock.now(), limit: sweepLimit }),
    forget: (tx, ids) => deleteExports({ tx, tenantId, ids }),
  });
}

/**
 * Deletes the files of the organisation's expired exports, then lets `forget` drop (or mark) their rows; the same
 * order for every kind of export, so no row is forgotten while its file is still stored.
 */
export async function sweepExpiredFiles({
  db,
  blobs,
  tenantId,
  listExpired,
  forget,
}: {
  db: Db;
  blobs: BlobStore;
  tenantId: string;
  listExpired: (tx: Tx) => Promise<Array<{ id: string; blobKey: string | null }>>;
  forget: (tx: Tx, ids: string[]) => Promise<void>;
}) {
  const expired = await inTenant({ db, tenantId }, listExpired);
  for (const { blobKey } of expired) if (blobKey) await blobs.delete(blobKey);
  await inTenant({ db, tenantId }, (tx) =>
    forget(
      tx,
      expired.map((row) => row.id),
    ),
  );
}

/**
 * The member who asked, as a request of theirs would be now: active, with their role's current permissions.
 * Undefined when they are no longer an active member.
 */
export async function askerAuth({
  db,
  tenantId,
  memberId,
}: {
  db: Db;
  tenantId: string;
  memberId: string;
}): Promise<AuthContext | undefined> {
  return inTenant({ db, tenantId }, async (tx) => {
    const userId = await findMemberUserId({ tx, tenantId, memberId });
    const access = userId ? await findMemberAccess({ tx, tenantId, userId }) : undefined;
    if (!userId || access?.status !== 'active' || access.memberId !== memberId) return undefined;
    return { userId, tenantId, memberId, roleKey: access.roleKey, permissions: new Set(access.permissions) };
  });
}

/**
 * Runs one background export: the report read as the member who asked (their data scope and permissions as they
 * are now; one who lost either gets a failed export), progress committed as pages are read, the file written to
 * the blob store, the export marked done. A failure marks it failed and is thrown on for the worker to log; the
 * retry then finds the export finished and does nothing, as does any run of an export already done.
 */
export function createExportJobHandler({ db, clock, blobs }: ExportJobDeps): JobHandler {
  return async (job: Job) => {
    const tenantId = job.organisationId;
    const exportId = typeof job.payload.exportId === 'string' ? job.payload.exportId : '';
    await sweepExpiredExports({ db, clock, blobs, tenantId });
    const record = await inTenant({ db, tenantId }, (tx) => findExport({ tx, tenantId, id: exportId }));
    if (!record || record.status === 'done' || record.status === 'failed') return;
    const set = (changes: Parameters<typeof updateExport>[0]['set']) =>
      inTenant({ db, tenantId }, (tx) => updateExport({ tx, tenantId, id: exportId, set: changes }));

    try {
      await set({ status: 'running', progress: 0 });
      await runExport({ db, clock, blobs, record, report: (progress) => set({ progress }) });
      await set({ status: 'done', progress: 100, blobKey: exportBlobKey(record), finishedAt: clock.now() });
    } catch (error) {
      await set({ status: 'failed', messageKey: 'reports.messages.exportFailed', finishedAt: clock.now() });
      throw error;
    }
  };
}

async function runExport({
  db,
  clock,
  blobs,
  record,
  report,
}: ExportJobDeps & { record: ExportRow; report: (progress: number) => Promise<void> }) {
  const query = exportQuery.parse(record.query);
  const auth = await askerAuth({ db, tenantId: record.tenantId, memberId: record.memberId });
  if (!auth || !mayExport(auth, query.Report))
    throw new Error(`member ${record.memberId} may no longer read the ${query.Report} report`);
  let reported = 0;
  const table = await readExportTable({ deps: { db, clock }, auth, query }, async (done) => {
    const progress = Math.floor(done * readShare);
    if (progress <= reported) return;
    reported = progress;
    await report(progress);
  });
  const file = await writeExportFile({ query, table });
  await report(writtenProgress);
  await blobs.put({ key: exportBlobKey(record), data: file.body, contentType: file.mediaType });
}
