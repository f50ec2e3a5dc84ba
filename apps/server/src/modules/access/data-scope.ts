import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { members } from '../members/members.table.ts';
import { managerMembers } from './manager-members.table.ts';

/** Whose data a member may see: everyone in the organisation, or a list of members. */
export type DataScope = { kind: 'organisation' } | { kind: 'members'; memberIds: string[] };

/**
 * The one data-scope rule of ARCHITECTURE §4: an owner sees the whole organisation; a manager sees
 * themself and the members assigned to them (and, once teams exist, the members of teams they lead);
 * anyone else sees only themself. Every read of members' data goes through this.
 */
export async function dataScope({ tx, auth }: { tx: Tx; auth: AuthContext }): Promise<DataScope> {
  if (auth.roleKey === 'owner') return { kind: 'organisation' };
  if (auth.roleKey !== 'manager') return { kind: 'members', memberIds: [auth.memberId] };
  const assigned = await tx
    .select({ memberId: managerMembers.memberId })
    .from(managerMembers)
    .where(and(eq(managerMembers.tenantId, auth.tenantId), eq(managerMembers.managerMemberId, auth.memberId)));
  return { kind: 'members', memberIds: [auth.memberId, ...assigned.map((row) => row.memberId)] };
}

/** Whether every given member is inside the scope. */
export function scopeCovers(scope: DataScope, memberIds: readonly string[]): boolean {
  if (scope.kind === 'organisation') return true;
  const allowed = new Set(scope.memberIds);
  return memberIds.every((id) => allowed.has(id));
}

/** The ids among `memberIds` that exist in the organisation. */
export async function existingMemberIds({
  tx,
  tenantId,
  memberIds,
}: {
  tx: Tx;
  tenantId: string;
  memberIds: readonly string[];
}) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), inArray(members.id, [...memberIds])));
  return new Set(rows.map((row) => row.id));
}
