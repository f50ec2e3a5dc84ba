import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { insertCustomers } from '../customers/customers.repository.ts';
import type { Job, JobHandler } from '../jobs/jobs.worker.ts';
import { insertProjects } from '../projects/projects.repository.ts';
import { type Classified, classifyRows } from './import-classify.ts';
import {
  countRowsWithStatus,
  findImport,
  listRowsWithStatus,
  markValidRowsImported,
  setRowOutcomes,
  updateImport,
} from './imports.repository.ts';
import type { ImportsDeps } from './imports.service.ts';

const chunkSize = 500;

/** The innermost message of an error (the database's own words, not the wrapper's echo of the query). */
function rootMessage(error: unknown): string {
  let message = String(error);
  for (let cause = error; cause instanceof Error; cause = cause.cause) message = cause.message;
  return message;
}

type Scoped = { tx: Tx; tenantId: string; importId: string };

/** Re-checks still-valid rows against today's data; rows that became duplicates or lost their customer say so. */
async function recheck({
  tx,
  tenantId,
  importId,
  kind,
  rows,
}: Scoped & { kind: 'customers' | 'projects'; rows: Awaited<ReturnType<typeof listRowsWithStatus>> }) {
  const classified = await classifyRows({ tx, tenantId, kind, rows });
  const changed = classified.rows.filter((row) => row.status !== 'valid');
  await setRowOutcomes({ tx, tenantId, importId, outcomes: changed });
  return classified;
}

async function insertRecords({
  tx,
  tenantId,
  classified,
  now,
}: {
  tx: Tx;
  tenantId: string;
  classified: Classified;
  now: Date;
}) {
  const stamped = <T>(records: readonly T[]) => records.map((record) => ({ ...record, createdAt: now }));
  if (classified.kind === 'customers') await insertCustomers({ tx, tenantId, customers: stamped(classified.records) });
  else await insertProjects({ tx, tenantId, projects: stamped(classified.records) });
  return classified.records.length;
}

/**
 * Runs one stored import: re-checks its valid rows chunk by chunk (committing progress), then inserts them
 * all in ONE transaction with the final counts, so a failure leaves nothing half-imported and marks the
 * import failed with its reason. A finished import is left alone, so a repeated job changes nothing.
 */
export function createImportJobHandler({ db, clock }: ImportsDeps): JobHandler {
  return async (job: Job) => {
    const importId = typeof job.payload.importId === 'string' ? job.payload.importId : '';
    const tenantId = job.organisationId;
    const scoped = <T>(work: (scope: Scoped) => Promise<T>) =>
      inTenant({ db, tenantId }, (tx) => work({ tx, tenantId, importId }));

    const started = await scoped(async ({ tx }) => {
      const record = await findImport({ tx, tenantId, id: importId });
      if (!record || record.status === 'succeeded' || record.status === 'failed') return undefined;
      const valid = await listRowsWithStatus({ tx, tenantId, importId, status: 'valid' });
      const processedRows = record.totalRows - valid.length;
      await updateImport({ tx, tenantId, id: importId, set: { status: 'running', processedRows } });
      return { kind: record.kind, validRowNumbers: valid.map((row) => row.rowNumber), processedRows };
    });
    if (!started) return;

    try {
      let processedRows = started.processedRows;
      const { validRowNumbers } = started;
      for (let index = 0; index < validRowNumbers.length; index += chunkSize) {
        const chunk = validRowNumbers.slice(index, index + chunkSize);
        await scoped(async ({ tx }) => {
          const rows = await listRowsWithStatus({
            tx,
            tenantId,
            importId,
            status: 'valid',
            fromRow: chunk[0],
            toRow: chunk[chunk.length - 1],
          });
          await recheck({ tx, tenantId, importId, kind: started.kind, rows });
          processedRows += chunk.length;
          await updateImport({ tx, tenantId, id: importId, set: { processedRows } });
        });
      }
      await scoped(async ({ tx }) => {
        const rows = await listRowsWithStatus({ tx, tenantId, importId, status: 'valid' });
        const classified = await recheck({ tx, tenantId, importId, kind: started.kind, rows });
        const importedRows = await insertRecords({ tx, tenantId, classified, now: clock.now() });
        await markValidRowsImported({ tx, tenantId, importId });
        const failed = await countRowsWithStatus({ tx, tenantId, importIds: [importId], status: 'failed' });
        await updateImport({
          tx,
          tenantId,
          id: importId,
          set: {
            status: 'succeeded',
            importedRows,
            failedRows: failed.get(importId) ?? 0,
            processedRows: started.processedRows + validRowNumbers.length,
            finishedAt: clock.now(),
          },
        });
      });
    } catch (error) {
      const reason = rootMessage(error).slice(0, 300);
      await scoped(({ tx }) =>
        updateImport({
          tx,
          tenantId,
          id: importId,
          set: {
            status: 'failed',
            importedRows: 0,
            errorKey: 'imports.messages.importFailed',
            errorParams: { reason },
            finishedAt: clock.now(),
          },
        }),
      );
    }
  };
}
