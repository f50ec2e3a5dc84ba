import { and, eq } from 'drizzle-orm';
import type { CanaryContext } from '../../../test/canary-steps.ts';
import { members } from '../members/members.table.ts';

/** The private member's own contact details, which only they (and those who may see them) ever receive. */
export async function profileCanaries({ tx, tenantId, memberIds, canary, privateCanary }: CanaryContext) {
  await tx
    .update(members)
    .set({ phone: `+1 555 0199 ${canary} ${privateCanary}`, country: 'SA', timeZone: 'Asia/Riyadh' })
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberIds.private)));
}
