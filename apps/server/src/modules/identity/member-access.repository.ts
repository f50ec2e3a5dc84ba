import type { PermissionName } from '@worktrail/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../members/members.table.ts';
import { rolePermissions, roles } from '../roles/roles.table.ts';
import { grantStands, type TokenGrant } from './grants.ts';

export type MemberAccess = {
  memberId: string;
  status: string;
  roleKey: string;
  permissions: PermissionName[];
  /** Whether the caller's token grant still stands (true when no grant was given: external tokens have none). */
  grantStands: boolean;
};

/**
 * A user's membership in one organisation with the permissions its role grants, or undefined. Given the
 * caller's token grant, the same query says whether it still stands, so a revoked token costs no extra trip.
 */
export async function findMemberAccess({
  tx,
  tenantId,
  userId,
  grant,
}: {
  tx: Tx;
  tenantId: string;
  userId: string;
  grant?: TokenGrant;
}): Promise<MemberAccess | undefined> {
  const rows = await tx
    .select({
      memberId: members.id,
      status: members.status,
      roleKey: roles.key,
      permission: rolePermissions.permission,
      grantStands: grant ? grantStands(grant) : sql<boolean>`true`,
    })
    .from(members)
    .innerJoin(roles, and(eq(roles.tenantId, members.tenantId), eq(roles.id, members.roleId)))
    .leftJoin(rolePermissions, and(eq(rolePermissions.tenantId, roles.tenantId), eq(rolePermissions.roleId, roles.id)))
    .where(and(eq(members.tenantId, tenantId), eq(members.userId, userId)));
  const [first] = rows;
  if (!first) return undefined;
  return {
    memberId: first.memberId,
    status: first.status,
    roleKey: first.roleKey,
    permissions: rows.flatMap((row) => (row.permission ? [row.permission as PermissionName] : [])),
    grantStands: first.grantStands,
  };
}
