import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../members/members.table.ts';

/**
 * The organisations a user is an active member of, oldest first: what an access token may act in. Runs without a
 * tenant: row-level security shows only the caller's own memberships (see `asRequestRole` with `userId`).
 */
export async function listActiveMembershipTenants({ tx, userId }: { tx: Tx; userId: string }): Promise<string[]> {
  const rows = await tx
    .select({ tenantId: members.tenantId })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.status, 'active')))
    .orderBy(asc(members.createdAt));
  return rows.map((row) => row.tenantId);
}
