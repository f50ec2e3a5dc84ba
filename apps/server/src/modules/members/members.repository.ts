import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import type { DataScope } from '../access/data-scope.ts';
import { roles } from '../roles/roles.table.ts';
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
export function reactivateMember({
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
  return updateMember({ tx, tenantId, memberId, changes: { status: 'active', roleId }, now });
}

type Scope = { tx: Tx; tenantId: string };

/** What the members list needs of one member: the membership, its user and its role key. */
const memberColumns = {
  id: members.id,
  userId: members.userId,
  givenName: users.givenName,
  familyName: users.familyName,
  username: users.username,
  email: users.email,
  roleKey: roles.key,
  status: members.status,
  createdAt: members.createdAt,
};
/** Members joined to their user and role. */
const selectMembers = (tx: Tx) =>
  tx
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(roles, and(eq(roles.tenantId, members.tenantId), eq(roles.id, members.roleId)));

/** A case-insensitive substring match on given name, family name, both together, or e-mail. */
function matchesSearch(search: string): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    ilike(users.givenName, pattern),
    ilike(users.familyName, pattern),
    ilike(sql`${users.givenName} || ' ' || ${users.familyName}`, pattern),
    ilike(users.email, pattern),
  );
}

export type MemberFilter = { scope: DataScope; search?: string; status?: MemberStatus };

function memberWhere({ tenantId, scope, search, status }: MemberFilter & { tenantId: string }) {
  return and(
    eq(members.tenantId, tenantId),
    scope.kind === 'members' ? inArray(members.id, scope.memberIds) : undefined,
    status ? eq(members.status, status) : undefined,
    search ? matchesSearch(search) : undefined,
  );
}

/** One page of the organisation's members matching the filter, newest first. */
export async function listMemberRows({
  tx,
  tenantId,
  limit,
  offset,
  ...filter
}: Scope & MemberFilter & { limit: number; offset: number }) {
  return selectMembers(tx)
    .where(memberWhere({ tenantId, ...filter }))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(limit)
    .offset(offset);
}

/** Every member matching the filter ordered by name, for pickers. */
export async function listAllMemberRows({ tx, tenantId, ...filter }: Scope & MemberFilter) {
  return selectMembers(tx)
    .where(memberWhere({ tenantId, ...filter }))
    .orderBy(asc(sql`lower(${users.givenName})`), asc(sql`lower(${users.familyName})`), asc(users.email));
}

/** How many members match the filter (status aside), per status. */
export async function countMembersByStatus({ tx, tenantId, scope, search }: Scope & MemberFilter) {
  const rows = await tx
    .select({ status: members.status, value: count() })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(memberWhere({ tenantId, scope, search }))
    .groupBy(members.status);
  return new Map(rows.map((row) => [row.status, row.value]));
}

/** One member of the organisation, whatever its status, or undefined. */
export async function findMemberRow({ tx, tenantId, memberId }: Scope & { memberId: string }) {
  const [row] = await selectMembers(tx).where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  return row;
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberRow>>>;

/** Locks the organisation's active owners until the transaction ends and returns their ids. */
export async function lockActiveOwnerIds({ tx, tenantId }: Scope): Promise<string[]> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(roles, and(eq(roles.tenantId, members.tenantId), eq(roles.id, members.roleId)))
    .where(and(eq(members.tenantId, tenantId), eq(members.status, 'active'), eq(roles.key, 'owner')))
    .for('update', { of: members });
  return rows.map((row) => row.id);
}

/** Sets a member's role or status. */
export async function updateMember({
  tx,
  tenantId,
  memberId,
  changes,
  now,
}: Scope & { memberId: string; changes: { roleId?: string; status?: MemberStatus }; now: Date }) {
  await tx
    .update(members)
    .set({ ...changes, concurrencyStamp: uuidv7(), updatedAt: now })
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
}
