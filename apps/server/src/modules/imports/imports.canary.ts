import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { importRows, imports } from './imports.table.ts';

/** An import of the victim organisation whose file name and rows carry the canary. */
export async function seedImportCanaries({ tx, tenantId, memberIds, canary }: CanaryContext) {
  const id = uuidv7();
  await tx.insert(imports).values({
    tenantId,
    id,
    kind: 'customers',
    fileName: `${canary}-customers.csv`,
    status: 'succeeded',
    totalRows: 1,
    processedRows: 1,
    failedRows: 1,
    createdByMemberId: memberIds.owner,
  });
  await tx.insert(importRows).values({
    tenantId,
    importId: id,
    rowNumber: 2,
    values: { Name: `${canary} customer` },
    status: 'failed',
    reasonKey: 'imports.messages.customerNotFound',
    reasonParams: { name: `${canary} reason` },
  });
}
