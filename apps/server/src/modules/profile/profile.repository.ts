import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { members } from '../members/members.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

type InTenant = { tx: Tx; tenantId: string };

/** The signed-in person's own membership fields that My Profile shows, and the organisation's name. */
export async function findOwnMembership({ tx, tenantId, memberId }: InTenant & { memberId: string }) {
  const [row] = await tx
    .select({
      phone: members.phone,
      country: members.country,
      timeZone: members.timeZone,
      organisationName: tenants.name,
    })
    .from(members)
    .innerJoin(tenants, eq(tenants.id, members.tenantId))
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  return row;
}

/**
 * Saves the person's phone, country and time zone on their membership, and drops the organisation's own record of
 * their name so the name they just chose shows; a new concurrency stamp tells a parallel edit it is stale.
 */
export async function updateOwnMembership({
  tx,
  tenantId,
  memberId,
  changes,
  now,
}: InTenant & {
  memberId: string;
  changes: { phone: string | null; country: string | null; timeZone: string | null };
  now: Date;
}) {
  await tx
    .update(members)
    .set({ ...changes, name: null, surname: null, concurrencyStamp: uuidv7(), updatedAt: now })
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
}

/** Whether a user has a membership, in any state, of this organisation. */
export async function isUserInTenant({ tx, tenantId, userId }: InTenant & { userId: string }): Promise<boolean> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.userId, userId)));
  return row !== undefined;
}
