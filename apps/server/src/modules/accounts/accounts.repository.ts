import type { TeamSize } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** Records what business sign-up asked about the organisation (§2): its industry and team size. */
export async function setOrganisationProfile({
  tx,
  tenantId,
  industry,
  teamSize,
}: {
  tx: Tx;
  tenantId: string;
  industry: string;
  teamSize: TeamSize;
}) {
  await tx.update(tenants).set({ industry, teamSize }).where(eq(tenants.id, tenantId));
}
