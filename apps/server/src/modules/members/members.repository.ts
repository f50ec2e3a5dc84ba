import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { users } from '../users/users.table.ts';
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

/** A user's membership of one organisation, whatever its status, or undefined. */
export async function findMemberByUserId({ tx, tenantId, userId }: { tx: Tx; tenantId: string; userId: string }) {
  const [row] = await tx
    .select({ id: members.id, status: members.status })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.userId, userId)));
  return row;
}

/** Which of these (lower-cased) e-mail addresses belong to active members of the organisation. */
export async function listActiveMemberEmails({
  tx,
  tenantId,
  emails,
}: {
  tx: Tx;
  tenantId: string;
  emails: string[];
}): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await tx
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.tenantId, tenantId), eq(members.status, 'active'), inArray(users.email, emails)));
  return new Set(rows.map((row) => row.email));
}

/** Makes a former (inactive, archived, deleted) membership active again with the given role. */
export async function reactivateMember({
  tx,
  tenantId,
  memberId,
  roleId,
  now,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  roleId: string;
  now: Date;
}) {
  await tx
    .update(members)
    .set({ status: 'active', roleId, concurrencyStamp: uuidv7(), updatedAt: now })
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
}
