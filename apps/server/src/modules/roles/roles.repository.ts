import { defaultRoleGrants, type PermissionName, type RoleKey, roleKeys } from '@worktrail/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { grantStands, type TokenGrant } from '../identity/grants.ts';
import { members } from '../members/members.table.ts';
import { rolePermissions, roles } from './roles.table.ts';

const roleNames: Record<RoleKey, string> = { owner: 'Owner', manager: 'Manager', employee: 'Employee' };

/** Creates the owner, manager and employee roles of a new organisation with the contract's default grants. */
export async function createDefaultRoles({ tx, tenantId }: { tx: Tx; tenantId: string }) {
  const created = roleKeys.map((key) => ({ tenantId, id: uuidv7(), key, name: roleNames[key] }));
  await tx.insert(roles).values(created);
  const grants = created.flatMap((role) =>
    defaultRoleGrants[role.key].map((permission) => ({ tenantId, roleId: role.id, permission })),
  );
  await tx.insert(rolePermissions).values(grants);
  return Object.fromEntries(created.map((role) => [role.key, role.id])) as Record<RoleKey, string>;
}

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

/** The id of one of the organisation's roles by its key (owner, manager, employee). */
export async function findRoleIdByKey({
  tx,
  tenantId,
  key,
}: {
  tx: Tx;
  tenantId: string;
  key: RoleKey;
}): Promise<string> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.key, key)));
  if (!row) throw new Error(`organisation ${tenantId} has no ${key} role`);
  return row.id;
}
