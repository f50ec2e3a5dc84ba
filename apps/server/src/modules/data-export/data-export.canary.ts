import type { CanaryContext } from '../../../test/canary-steps.ts';
import { dataExportBlobKey } from './data-export.job.ts';
import { dataExports } from './data-export.table.ts';

/**
 * A finished export of the victim organisation under the id the access matrix probes (the private member's): no
 * one but the victim's owners may download it; another organisation's owner is told it is not found.
 */
export async function seedDataExportCanaries({ tx, tenantId, memberIds }: CanaryContext) {
  const id = memberIds.private;
  await tx.insert(dataExports).values({
    tenantId,
    id,
    status: 'ready',
    progress: 100,
    createdByMemberId: memberIds.owner,
    finishedAt: new Date('2026-01-01T00:00:00Z'),
    // Far ahead, so the export is never expired whatever clock the matrix runs at.
    expiresAt: new Date('2999-01-01T00:00:00Z'),
    blobKey: dataExportBlobKey({ tenantId, id }),
    sizeBytes: 22,
  });
}
