import { memberMessages, type PermissionName } from '@worktrail/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { members } from '../members/members.table.ts';
import { rolePermissions } from '../roles/roles.table.ts';
import { existingMemberIds, othersScopePermissions, scopeReachesOthers } from './data-scope.ts';
import { managerMembers } from './manager-members.table.ts';

type Change = { tx: Tx; tenantId: string; managerId: string; memberIds: string[] };

/**
 * The manager must be a member of this organisation whose role's grants reach beyond themself (a data scope
 * permission: managers and owners by default), or the assignment would put no one in their scope.
 */
export async function requireManager({ tx, tenantId, managerId }: Omit<Change, 'memberIds'>) {
  const rows = await tx
    .select({ permission: rolePermissions.permission })
    .from(members)
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.tenantId, members.tenantId),
        eq(rolePermissions.roleId, members.roleId),
        inArray(rolePermissions.permission, othersScopePermissions),
      ),
    )
    .where(and(eq(members.tenantId, tenantId), eq(members.id, managerId)));
  if (rows.length === 0) throw notFound(memberMessages.managerNotFound);
  const granted = new Set(rows.flatMap((row) => (row.permission ? [row.permission as PermissionName] : [])));
  if (!scopeReachesOthers(granted)) {
    throw new AppError({ code: 'UNPROCESSABLE', message: memberMessages.managerRole });
  }
}

/** Everyone above the manager: their managers, their managers' managers, and so on (one query per level). */
async function managersAbove({ tx, tenantId, managerId }: Omit<Change, 'memberIds'>): Promise<Set<string>> {
  const above = new Set<string>();
  let level = [managerId];
  while (level.length > 0) {
    const rows = await tx
      .select({ id: managerMembers.managerMemberId })
      .from(managerMembers)
      .where(and(eq(managerMembers.tenantId, tenantId), inArray(managerMembers.memberId, level)));
    level = [...new Set(rows.map((row) => row.id))].filter((id) => !above.has(id));
    for (const id of level) above.add(id);
  }
  return above;
}

/**
 * Refuses a member managing themself, and a chain of managers that comes back to where it started
 * (A manages B manages A, any length): the member must not be above their new manager already.
 */
export async function requireNoManagerCycle(change: Change) {
  if (change.memberIds.includes(change.managerId)) {
    throw new AppError({ code: 'UNPROCESSABLE', message: memberMessages.managerSelf });
  }
  const above = await managersAbove(change);
  if (change.memberIds.some((memberId) => above.has(memberId))) {
    throw new AppError({ code: 'UNPROCESSABLE', message: memberMessages.managerCycle });
  }
}

/** Makes `managerId` the member's one manager (null: none), replacing every earlier assignment of the member. */
export async function replaceManagerOf({
  tx,
  tenantId,
  memberId,
  managerId,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  managerId: string | null;
}) {
  if (managerId) {
    await requireManager({ tx, tenantId, managerId });
    await requireNoManagerCycle({ tx, tenantId, managerId, memberIds: [memberId] });
  }
  await tx
    .delete(managerMembers)
    .where(and(eq(managerMembers.tenantId, tenantId), eq(managerMembers.memberId, memberId)));
  if (managerId) await tx.insert(managerMembers).values({ tenantId, managerMemberId: managerId, memberId });
}

/** Every listed member must belong to this organisation; otherwise nothing changes. */
async function requireMembers({ tx, tenantId, memberIds }: Omit<Change, 'managerId'>) {
  const found = await existingMemberIds({ tx, tenantId, memberIds });
  if (found.size !== memberIds.length) throw notFound('One or more members were not found.');
}

async function assignedTo({ tx, tenantId, managerId }: Omit<Change, 'memberIds'>) {
  const rows = await tx
    .select({ memberId: managerMembers.memberId })
    .from(managerMembers)
    .where(and(eq(managerMembers.tenantId, tenantId), eq(managerMembers.managerMemberId, managerId)));
  return { managerId, memberIds: rows.map((row) => row.memberId) };
}

/** Assigns members to a manager, all or nothing; a manager is never assigned to themself. */
export async function addMembersToManager(change: Change) {
  await requireManager(change);
  await requireMembers(change);
  await requireNoManagerCycle(change);
  const { tx, tenantId, managerId, memberIds } = change;
  await tx
    .insert(managerMembers)
    .values(memberIds.map((memberId) => ({ tenantId, managerMemberId: managerId, memberId })))
    .onConflictDoNothing();
  return assignedTo(change);
}

/** Removes members from a manager, all or nothing. */
export async function removeMembersFromManager(change: Change) {
  await requireManager(change);
  await requireMembers(change);
  const { tx, tenantId, managerId, memberIds } = change;
  await tx
    .delete(managerMembers)
    .where(
      and(
        eq(managerMembers.tenantId, tenantId),
        eq(managerMembers.managerMemberId, managerId),
        inArray(managerMembers.memberId, memberIds),
      ),
    );
  return assignedTo(change);
}
