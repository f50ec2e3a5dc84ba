import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { members } from '../members/members.table.ts';
import { roles } from '../roles/roles.table.ts';
import { existingMemberIds } from './data-scope.ts';
import { managerMembers } from './manager-members.table.ts';

type Change = { tx: Tx; tenantId: string; managerId: string; memberIds: string[] };

/** The manager must be a member of this organisation whose role is manager (or owner). */
async function requireManager({ tx, tenantId, managerId }: Omit<Change, 'memberIds'>) {
  const [manager] = await tx
    .select({ roleKey: roles.key })
    .from(members)
    .innerJoin(roles, and(eq(roles.tenantId, members.tenantId), eq(roles.id, members.roleId)))
    .where(and(eq(members.tenantId, tenantId), eq(members.id, managerId)));
  if (!manager) throw notFound('The manager was not found.');
  if (manager.roleKey !== 'manager' && manager.roleKey !== 'owner') {
    throw new AppError({ code: 'UNPROCESSABLE', message: 'Members can only be assigned to a manager.' });
  }
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
  if (change.memberIds.includes(change.managerId)) {
    throw new AppError({ code: 'UNPROCESSABLE', message: 'A manager cannot be assigned to themself.' });
  }
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
