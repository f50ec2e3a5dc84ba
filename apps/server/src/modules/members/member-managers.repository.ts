import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { managerMembers } from '../access/manager-members.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** Ends every assignment to a manager: a member who is no longer a manager manages nobody. */
export async function clearManagedMembers({ tx, tenantId, managerId }: Scope & { managerId: string }) {
  await tx
    .delete(managerMembers)
    .where(and(eq(managerMembers.tenantId, tenantId), eq(managerMembers.managerMemberId, managerId)));
}
