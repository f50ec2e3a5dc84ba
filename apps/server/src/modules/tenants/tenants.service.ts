import type { RoleKey } from '@worktrail/contract';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { insertMember } from '../members/members.repository.ts';
import { createDefaultRoles } from '../roles/roles.repository.ts';
import { setActiveTenant } from '../users/users.repository.ts';
import { tenants } from './tenants.table.ts';

/**
 * Inserts an organisation with its default roles and its owner's membership, and makes it the
 * owner's active organisation. Runs in the caller's transaction, which must be set to `tenantId`.
 */
export async function insertOrganisation({
  tx,
  tenantId,
  name,
  ownerUserId,
}: {
  tx: Tx;
  tenantId: string;
  name: string;
  ownerUserId: string;
}): Promise<Record<RoleKey, string>> {
  await tx.insert(tenants).values({ id: tenantId, name });
  const roleIds = await createDefaultRoles({ tx, tenantId });
  await insertMember({ tx, tenantId, userId: ownerUserId, roleId: roleIds.owner });
  await setActiveTenant({ tx, userId: ownerUserId, tenantId });
  return roleIds;
}

/** Creates an organisation for an existing user, all or nothing. */
export async function createOrganisation({ db, name, ownerUserId }: { db: Db; name: string; ownerUserId: string }) {
  const tenantId = uuidv7();
  const roleIds = await inTenant({ db, tenantId }, (tx) => insertOrganisation({ tx, tenantId, name, ownerUserId }));
  return { tenantId, roleIds };
}
