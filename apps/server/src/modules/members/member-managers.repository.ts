import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { managerMembers } from '../access/manager-members.table.ts';
import { users } from '../users/users.table.ts';
import { members } from './members.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** For each of these members, the managers they are assigned to, with what names them. */
export async function listManagersOf({ tx, tenantId, memberIds }: Scope & { memberIds: string[] }) {
  if (memberIds.length === 0) return [];
  return tx
    .select({
      memberId: managerMembers.memberId,
      managerId: managerMembers.managerMemberId,
      givenName: sql<string>`coalesce(${members.name}, ${users.givenName})`,
      familyName: sql<string>`coalesce(${members.surname}, ${users.familyName})`,
      username: users.username,
      email: users.email,
    })
    .from(managerMembers)
    .innerJoin(
      members,
      and(eq(members.tenantId, managerMembers.tenantId), eq(members.id, managerMembers.managerMemberId)),
    )
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(managerMembers.tenantId, tenantId), inArray(managerMembers.memberId, memberIds)))
    .orderBy(asc(managerMembers.createdAt), asc(managerMembers.managerMemberId));
}
export type ManagerOfRow = Awaited<ReturnType<typeof listManagersOf>>[number];

/** For each of these managers, the members assigned to them. */
export async function listManagedMembers({ tx, tenantId, managerIds }: Scope & { managerIds: string[] }) {
  if (managerIds.length === 0) return [];
  return tx
    .select({ managerId: managerMembers.managerMemberId, memberId: managerMembers.memberId })
    .from(managerMembers)
    .where(and(eq(managerMembers.tenantId, tenantId), inArray(managerMembers.managerMemberId, managerIds)))
    .orderBy(asc(managerMembers.createdAt), asc(managerMembers.memberId));
}

/** Ends every assignment to a manager: a member who is no longer a manager manages nobody. */
export async function clearManagedMembers({ tx, tenantId, managerId }: Scope & { managerId: string }) {
  await tx
    .delete(managerMembers)
    .where(and(eq(managerMembers.tenantId, tenantId), eq(managerMembers.managerMemberId, managerId)));
}
