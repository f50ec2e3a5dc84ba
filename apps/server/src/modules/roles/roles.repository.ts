import { defaultRoleGrants, type PermissionName, type RoleKey, roleKeys } from '@worktrail/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { accessChanged } from '../identity/access-changes.ts';
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

/** What one of the organisation's roles grants, as stored (the organisation may have changed the defaults). */
export async function findRoleGrants({
  tx,
  tenantId,
  roleId,
}: {
  tx: Tx;
  tenantId: string;
  roleId: string;
}): Promise<ReadonlySet<PermissionName>> {
  const rows = await tx
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, roleId)));
  return new Set(rows.map((row) => row.permission as PermissionName));
}

/**
 * Grants or takes away one permission of one of the organisation's roles (no screen does yet; the defaults stand).
 * Every member with the role holds it, or not, from their next request on.
 */
export async function setRolePermission({
  tx,
  tenantId,
  roleId,
  permission,
  granted,
}: {
  tx: Tx;
  tenantId: string;
  roleId: string;
  permission: PermissionName;
  granted: boolean;
}) {
  if (granted) await tx.insert(rolePermissions).values({ tenantId, roleId, permission }).onConflictDoNothing();
  else
    await tx
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.tenantId, tenantId),
          eq(rolePermissions.roleId, roleId),
          eq(rolePermissions.permission, permission),
        ),
      );
  accessChanged();
}
