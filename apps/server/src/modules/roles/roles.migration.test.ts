import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRoleGrants, permissions, type RoleKey, roleKeys } from '@worktrail/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisations } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { type Database, migrationsFolder } from '../../db/client.ts';
import { appRole } from '../../db/tenant-table.ts';
import { inTenant } from '../../db/transactions.ts';
import { findRoleIdByKey } from './roles.repository.ts';
import { rolePermissions, roles } from './roles.table.ts';

// The names issue 12 added; an organisation created before it had none of them.
const added = [
  permissions.members.manageOwners,
  permissions.featureSettings.read,
  ...Object.values(permissions.dataScope),
  ...Object.values(permissions.timeline),
  ...Object.values(permissions.timer),
  ...Object.values(permissions.tracker),
];
const migration = readFileSync(join(migrationsFolder, '0008_grant_time_and_data_scope_permissions.sql'), 'utf8');

let database: Database;
let tenantIds: string[] = [];

async function grantsOf(tenantId: string) {
  return inTenant({ db: database.db, tenantId }, async (tx) => {
    const rows = await tx
      .select({ role: roles.key, permission: rolePermissions.permission })
      .from(rolePermissions)
      .innerJoin(roles, and(eq(roles.tenantId, rolePermissions.tenantId), eq(roles.id, rolePermissions.roleId)))
      .where(eq(rolePermissions.tenantId, tenantId));
    return Object.fromEntries(
      roleKeys.map((role) => [
        role,
        rows
          .filter((row) => row.role === role)
          .map((row) => row.permission)
          .sort(),
      ]),
    ) as Record<RoleKey, string[]>;
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const seeded = await seedOrganisations({
    db: database.db,
    organisations: [
      { name: 'Before', members: [{ email: 'owner@before.test', role: 'owner' }] },
      { name: 'Customised', members: [{ email: 'owner@customised.test', role: 'owner' }] },
    ],
  });
  tenantIds = [seeded.Before?.tenantId ?? '', seeded.Customised?.tenantId ?? ''];
  for (const tenantId of tenantIds)
    await inTenant({ db: database.db, tenantId }, (tx) =>
      tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.tenantId, tenantId), inArray(rolePermissions.permission, added))),
    );
  // The second organisation had let managers manage members, and already gave employees the timeline.
  const customised = tenantIds[1] ?? '';
  await inTenant({ db: database.db, tenantId: customised }, async (tx) => {
    const manager = await findRoleIdByKey({ tx, tenantId: customised, key: 'manager' });
    const employee = await findRoleIdByKey({ tx, tenantId: customised, key: 'employee' });
    await tx.insert(rolePermissions).values([
      { tenantId: customised, roleId: manager, permission: permissions.members.manage },
      { tenantId: customised, roleId: employee, permission: permissions.timeline.read },
    ]);
  });
  // As the request role, which cannot bypass row-level security: the migration must not rely on a superuser.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('role', ${appRole}, true)`);
    await tx.execute(sql.raw(migration));
  });
});
afterAll(() => database.close());

describe('migration 0008: the new permissions for existing organisations', () => {
  it('gives every existing role the grants a new organisation starts with', async () => {
    const sorted = (names: readonly string[]) => [...names].sort();
    expect(await grantsOf(tenantIds[0] ?? '')).toEqual({
      owner: sorted(defaultRoleGrants.owner),
      manager: sorted(defaultRoleGrants.manager),
      employee: sorted(defaultRoleGrants.employee),
    });
  });

  it('keeps what an organisation had granted on its own, and adds the rest beside it', async () => {
    const grants = await grantsOf(tenantIds[1] ?? '');
    expect(grants.manager).toEqual([...defaultRoleGrants.manager, permissions.members.manage].sort());
    expect(grants.employee).toEqual([...defaultRoleGrants.employee].sort());
    expect(grants.manager).not.toContain(permissions.members.manageOwners);
  });
});
