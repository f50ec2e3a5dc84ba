import { type MemberSortField, ownerRoleKey, type SortDirection } from '@worktrail/contract';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { selectOnce } from '../../db/select-once.ts';
import type { AuthContext } from '../../http/access.ts';
import { othersScopePermissions, scopeCondition } from '../access/data-scope.ts';
import { departments } from '../departments/departments.table.ts';
import { accessChanged } from '../identity/access-changes.ts';
import { positions } from '../positions/positions.table.ts';
import { rolePermissions, roles } from '../roles/roles.table.ts';
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

/** The member's own name when the organisation set one, else the name on their account. */
const givenNameOf = sql<string>`coalesce(${members.name}, ${users.givenName})`;
const familyNameOf = sql<string>`coalesce(${members.surname}, ${users.familyName})`;

/** What the members list needs of one member: the membership, its user, role, position and department. */
const memberColumns = {
  id: members.id,
  userId: members.userId,
  givenName: givenNameOf,
  familyName: familyNameOf,
  username: users.username,
  email: users.email,
  roleKey: roles.key,
  status: members.status,
  phone: members.phone,
  country: members.country,
  timeZone: members.timeZone,
  positionId: members.positionId,
  // A member without a position or department has none: the left joins leave these null.
  positionName: sql<string | null>`${positions.name}`,
  departmentId: members.departmentId,
  departmentName: sql<string | null>`${departments.name}`,
  hourlyRate: members.hourlyRate,
  currency: members.currency,
  concurrencyStamp: members.concurrencyStamp,
  createdAt: members.createdAt,
};
/** Members joined to their user, role, position and department; each call adds its filter and order. */
const selectMembers = selectOnce(
  memberColumns,
  sql`FROM ${members}
      JOIN ${users} ON ${eq(users.id, members.userId)}
      JOIN ${roles} ON ${and(eq(roles.tenantId, members.tenantId), eq(roles.id, members.roleId))}
      LEFT JOIN ${positions} ON ${and(eq(positions.tenantId, members.tenantId), eq(positions.id, members.positionId))}
      LEFT JOIN ${departments}
        ON ${and(eq(departments.tenantId, members.tenantId), eq(departments.id, members.departmentId))}`,
);
export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** A case-insensitive substring match on given name, family name, both together, or e-mail. */
function matchesSearch(search: string): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    ilike(givenNameOf, pattern),
    ilike(familyNameOf, pattern),
    ilike(sql`${givenNameOf} || ' ' || ${familyNameOf}`, pattern),
    ilike(users.email, pattern),
  );
}

/** Members of the department with exactly this name, ignoring case. */
const inDepartmentNamed = (tenantId: string, name: string): SQL =>
  sql`${members.departmentId} IN (SELECT ${departments.id} FROM ${departments} WHERE ${departments.tenantId} = ${tenantId} AND lower(${departments.name}) = ${name.toLowerCase()})`;

/** Members whose role's grants reach beyond themself: those members can be assigned to (managers, owners). */
const mayManage = (tenantId: string): SQL =>
  sql`${members.roleId} IN (SELECT ${rolePermissions.roleId} FROM ${rolePermissions} WHERE ${rolePermissions.tenantId} = ${tenantId} AND ${inArray(rolePermissions.permission, othersScopePermissions)})`;

/**
 * Which members: those in the data scope of `auth` (evaluated in the same statement), matching the rest; `memberIds`
 * keeps only those (none: no such filter), `managersOnly` only those members can be assigned to.
 */
export type MemberFilter = {
  auth: AuthContext;
  search?: string | undefined;
  status?: MemberStatus;
  departmentName?: string | undefined;
  memberIds?: readonly string[] | undefined;
  managersOnly?: boolean | undefined;
};

function memberWhere({
  tenantId,
  auth,
  search,
  status,
  departmentName,
  memberIds,
  managersOnly,
}: MemberFilter & { tenantId: string }) {
  return and(
    eq(members.tenantId, tenantId),
    scopeCondition({ auth, memberColumn: members.id }),
    status ? eq(members.status, status) : undefined,
    search ? matchesSearch(search) : undefined,
    departmentName ? inDepartmentNamed(tenantId, departmentName) : undefined,
    memberIds?.length ? inArray(members.id, [...memberIds]) : undefined,
    managersOnly ? mayManage(tenantId) : undefined,
  );
}

export type MemberSort = { field: MemberSortField; direction: SortDirection };

/** The order of a sorted list; ties fall back to newest first, then id, so pages never overlap. */
function memberOrder({ field, direction }: MemberSort): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const tieBreak = [desc(members.createdAt), desc(members.id)];
  switch (field) {
    case 'name':
      return [by(sql`lower(${givenNameOf})`), by(sql`lower(${familyNameOf})`), by(users.email), ...tieBreak];
    case 'email':
      return [by(users.email), ...tieBreak];
    case 'role':
      return [by(sql`CASE ${roles.key} WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END`), ...tieBreak];
    case 'status':
      return [by(members.status), ...tieBreak];
    case 'createdAt':
      return [by(members.createdAt), by(members.id)];
  }
}

/** One page of the organisation's members matching the filter, in the given order. */
export async function listMemberRows({
  tx,
  tenantId,
  limit,
  offset,
  sort = { field: 'createdAt', direction: 'desc' },
  ...filter
}: Scope & MemberFilter & { limit: number; offset: number; sort?: MemberSort }) {
  return selectMembers(
    tx,
    sql`WHERE ${memberWhere({ tenantId, ...filter })}
        ORDER BY ${sql.join(memberOrder(sort), sql`, `)} LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** The members matching the filter by name (then id, so pages never overlap), for pickers: one page, or all. */
export async function listMemberRowsByName({
  tx,
  tenantId,
  page,
  ...filter
}: Scope & MemberFilter & { page?: { limit: number; offset: number } | undefined }) {
  const byName = [asc(sql`lower(${givenNameOf})`), asc(sql`lower(${familyNameOf})`), asc(users.email), asc(members.id)];
  return selectMembers(
    tx,
    sql`WHERE ${memberWhere({ tenantId, ...filter })} ORDER BY ${sql.join(byName, sql`, `)}
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
}

const countedMembers = { status: members.status, value: sql<number>`count(*)::int` };
const selectCountedMembers = selectOnce(countedMembers, sql`FROM ${members}`);
const selectCountedMembersWithUsers = selectOnce(
  countedMembers,
  sql`FROM ${members} JOIN ${users} ON ${eq(users.id, members.userId)}`,
);

/** How many members match the filter (status aside), per status. */
export async function countMembersByStatus({ tx, tenantId, status: _status, ...filter }: Scope & MemberFilter) {
  // Only a search reads the user's name or e-mail; without one the members alone are counted.
  const select = filter.search ? selectCountedMembersWithUsers : selectCountedMembers;
  const rows = await select(tx, sql`WHERE ${memberWhere({ tenantId, ...filter })} GROUP BY ${members.status}`);
  return new Map(rows.map((row) => [row.status, row.value]));
}

/** One member of the organisation, whatever its status, or undefined; `lock` holds it until the transaction ends. */
export async function findMemberRow({
  tx,
  tenantId,
  memberId,
  lock = false,
}: Scope & { memberId: string; lock?: boolean }) {
  const [row] = await selectMembers(
    tx,
    sql`WHERE ${and(eq(members.tenantId, tenantId), eq(members.id, memberId))}
        ${lock ? sql`FOR UPDATE OF ${members}` : sql``}`,
  );
  return row;
}

/** Locks the organisation's active owners until the transaction ends and returns their ids. */
export async function lockActiveOwnerIds({ tx, tenantId }: Scope): Promise<string[]> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(roles, and(eq(roles.tenantId, members.tenantId), eq(roles.id, members.roleId)))
    .where(and(eq(members.tenantId, tenantId), eq(members.status, 'active'), eq(roles.key, ownerRoleKey)))
    .for('update', { of: members });
  return rows.map((row) => row.id);
}

/** What an update may set on a member. */
export type MemberChanges = Partial<
  Pick<
    typeof members.$inferInsert,
    | 'roleId'
    | 'status'
    | 'name'
    | 'surname'
    | 'phone'
    | 'country'
    | 'timeZone'
    | 'positionId'
    | 'departmentId'
    | 'hourlyRate'
    | 'currency'
  >
>;

/** Sets some of a member's fields and gives the member a new concurrency stamp. */
export async function updateMember({
  tx,
  tenantId,
  memberId,
  changes,
  now,
}: Scope & { memberId: string; changes: MemberChanges; now: Date }) {
  await tx
    .update(members)
    .set({ ...changes, concurrencyStamp: uuidv7(), updatedAt: now })
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  // Archiving, reactivating or a new role changes what the member's tokens may do from the next request on.
  if (changes.status !== undefined || changes.roleId !== undefined) accessChanged();
}
