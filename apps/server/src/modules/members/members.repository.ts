import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { type MemberStatus, members } from './members.table.ts';

export async function insertMember({
  tx,
  tenantId,
  userId,
  roleId,
  status = 'active',
}: {
  tx: Tx;
  tenantId: string;
  userId: string;
  roleId: string;
  status?: MemberStatus;
}) {
  const id = uuidv7();
  await tx.insert(members).values({ tenantId, id, userId, roleId, status, concurrencyStamp: uuidv7() });
  return id;
}

/**
 * The organisations a user is an active member of, oldest first. Runs without a tenant: row-level
 * security shows only the caller's own memberships (see `asRequestRole` with `userId`).
 */
export async function listActiveMembershipTenants({ tx, userId }: { tx: Tx; userId: string }): Promise<string[]> {
  const rows = await tx
    .select({ tenantId: members.tenantId })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.status, 'active')))
    .orderBy(asc(members.createdAt));
  return rows.map((row) => row.tenantId);
}
