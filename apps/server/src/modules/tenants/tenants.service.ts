import type { RoleKey } from '@worktrail/contract';
import { type Clock, systemClock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { insertMember } from '../members/members.repository.ts';
import { createDefaultRoles } from '../roles/roles.repository.ts';
import { startTrialSubscription } from '../subscriptions/subscription-lifecycle.ts';
import { setActiveTenant } from '../users/users.repository.ts';
import { tenants } from './tenants.table.ts';

/**
 * Inserts an organisation with its default roles, its owner's membership and its free trial (from `clock`'s
 * today), and makes it the owner's active organisation. Runs in the caller's transaction, set to `tenantId`.
 */
export async function insertOrganisation({
  tx,
  tenantId,
  name,
  ownerUserId,
  clock = systemClock,
  startTrial = true,
}: {
  tx: Tx;
  tenantId: string;
  name: string;
  ownerUserId: string;
  clock?: Clock;
  /** False only where the database predates billing: tests of older migrations seed organisations there. */
  startTrial?: boolean;
}): Promise<Record<RoleKey, string>> {
  await tx.insert(tenants).values({ id: tenantId, name });
  if (startTrial) await startTrialSubscription({ tx, tenantId, now: clock.now() });
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
