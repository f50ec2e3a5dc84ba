import type {
  ImportHistory,
  ImportKind,
  ImportPreview,
  ImportRowStatus,
  ImportRowsPage,
  ImportStarted,
  ImportSummary,
} from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { classifyRows } from './import-classify.ts';
import { readImportFile } from './import-file.ts';
import { importNotFound } from './imports.errors.ts';
import { presentImport, presentImportRow } from './imports.presenter.ts';
import { countRowsWithStatus, findImport, insertImport, listImportRows, listImports } from './imports.repository.ts';

export type ImportsDeps = { db: Db; clock: Clock };
export type Upload = { fileName: string; bytes: Uint8Array };

/** The queue of background imports; the payload is `{ importId }`. */
export const importQueue = 'imports';

const previewFirstRows = 10;
const previewMaxProblems = 200;

/** Parses and checks a file without writing anything: counts, the first rows and the rows that would not import. */
export async function previewImport({
  deps: { db },
  auth: { tenantId },
  kind,
  upload,
}: {
  deps: ImportsDeps;
  auth: AuthContext;
  kind: ImportKind;
  upload: Upload;
}): Promise<ImportPreview> {
  const file = await readImportFile({ kind, bytes: upload.bytes });
  const { rows } = await inTenant({ db, tenantId }, (tx) => classifyRows({ tx, tenantId, kind, rows: file.rows }));
  const count = (status: ImportRowStatus) => rows.filter((row) => row.status === status).length;
  return {
    kind,
    fileName: upload.fileName,
    columns: file.columns,
    totalRows: rows.length,
    validRows: count('valid'),
    failedRows: count('failed'),
    duplicateRows: count('duplicate'),
    firstRows: rows.slice(0, previewFirstRows).map(presentImportRow),
    problems: rows
      .filter((row) => row.status !== 'valid')
      .slice(0, previewMaxProblems)
      .map(presentImportRow),
  };
}

/** Stores the file's rows with what the checks found and queues the import, in one transaction. */
export async function startImport({
  deps: { db, clock },
  auth: { tenantId, memberId },
  kind,
  upload,
}: {
  deps: ImportsDeps;
  auth: AuthContext;
  kind: ImportKind;
  upload: Upload;
}): Promise<ImportStarted> {
  const file = await readImportFile({ kind, bytes: upload.bytes });
  const importId = uuidv7(clock.now().getTime());
  await inTenant({ db, tenantId }, async (tx) => {
    const { rows } = await classifyRows({ tx, tenantId, kind, rows: file.rows });
    await insertImport({
      tx,
      tenantId,
      record: {
        id: importId,
        kind,
        fileName: upload.fileName,
        status: 'pending',
        totalRows: rows.length,
        failedRows: rows.filter((row) => row.status === 'failed').length,
        createdByMemberId: memberId,
        createdAt: clock.now(),
      },
      rows,
    });
    await enqueueJob({
      tx,
      queue: importQueue,
      organisationId: tenantId,
      payload: { importId },
    });
  });
  return { importId };
}

/** An import of the organisation, with its duplicate count; one of another organisation is not found. */
export async function summariseImport({ tx, tenantId, id }: { tx: Tx; tenantId: string; id: string }) {
  const record = await findImport({ tx, tenantId, id });
  if (!record) throw importNotFound();
  const duplicates = await countRowsWithStatus({ tx, tenantId, importIds: [id], status: 'duplicate' });
  return presentImport(record, duplicates.get(id) ?? 0);
}

/** One import's status, counts and progress. */
export function getImport({
  deps: { db },
  auth: { tenantId },
  id,
}: {
  deps: ImportsDeps;
  auth: AuthContext;
  id: string;
}): Promise<ImportSummary> {
  return inTenant({ db, tenantId }, (tx) => summariseImport({ tx, tenantId, id }));
}

/** The organisation's uploads, newest first. */
export function listImportHistory({
  deps: { db },
  auth: { tenantId },
  query,
}: {
  deps: ImportsDeps;
  auth: AuthContext;
  query: { page: number; size: number; kind: ImportKind | undefined };
}): Promise<ImportHistory> {
  return inTenant({ db, tenantId }, async (tx) => {
    const { rows, totalCount } = await listImports({
      tx,
      tenantId,
      kind: query.kind,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const importIds = rows.map((row) => row.id);
    const duplicates = await countRowsWithStatus({ tx, tenantId, importIds, status: 'duplicate' });
    return { items: rows.map((row) => presentImport(row, duplicates.get(row.id) ?? 0)), totalCount };
  });
}

/** One page of an import's rows (e.g. the failed ones with their reasons). */
export function listRowsOfImport({
  deps: { db },
  auth: { tenantId },
  query,
}: {
  deps: ImportsDeps;
  auth: AuthContext;
  query: { id: string; status: ImportRowStatus | undefined; page: number; size: number };
}): Promise<ImportRowsPage> {
  return inTenant({ db, tenantId }, async (tx) => {
    if (!(await findImport({ tx, tenantId, id: query.id }))) throw importNotFound();
    const { rows, totalCount } = await listImportRows({
      tx,
      tenantId,
      importId: query.id,
      status: query.status,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { items: rows.map(presentImportRow), totalCount };
  });
}
