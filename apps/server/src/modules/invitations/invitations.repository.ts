import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { roles } from '../roles/roles.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { invitations } from './invitations.table.ts';

export type InvitationRow = typeof invitations.$inferSelect & { roleKey: string };

type Scope = { tx: Tx; tenantId: string };

const withRoleKey = { ...getTableColumns(invitations), roleKey: roles.key };

function selectInvitations(tx: Tx) {
  return tx
    .select(withRoleKey)
    .from(invitations)
    .innerJoin(roles, and(eq(roles.tenantId, invitations.tenantId), eq(roles.id, invitations.roleId)));
}

/** The organisation's display name (tenants is a global table). */
export async function findOrganisationName({ tx, tenantId }: Scope): Promise<string> {
  const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`organisation ${tenantId} does not exist`);
  return row.name;
}

/** Stores a new invitation and returns its id. */
export async function insertInvitation({
  tx,
  tenantId,
  invitation,
}: Scope & { invitation: Omit<typeof invitations.$inferInsert, 'tenantId' | 'id'> }): Promise<string> {
  const id = uuidv7();
  await tx.insert(invitations).values({ ...invitation, tenantId, id });
  return id;
}

/** One invitation of the organisation with its role key, or undefined. */
export async function findInvitationById({ tx, tenantId, id }: Scope & { id: string }) {
  const [row] = await selectInvitations(tx).where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)));
  return row as InvitationRow | undefined;
}

/** The organisation's invitation whose token hashes to `tokenHash`, or undefined. */
export async function findInvitationByTokenHash({ tx, tenantId, tokenHash }: Scope & { tokenHash: string }) {
  const [row] = await selectInvitations(tx).where(
    and(eq(invitations.tenantId, tenantId), eq(invitations.tokenHash, tokenHash)),
  );
  return row as InvitationRow | undefined;
}

/** The pending (possibly expired) e-mail invitation to this lower-cased address, if any. */
export async function findPendingEmailInvitation({ tx, tenantId, email }: Scope & { email: string }) {
  const [row] = await selectInvitations(tx).where(
    and(
      eq(invitations.tenantId, tenantId),
      eq(invitations.kind, 'email'),
      eq(invitations.email, email),
      eq(invitations.status, 'pending'),
    ),
  );
  return row as InvitationRow | undefined;
}

/** Gives an e-mail invitation a new token and expiry and counts one more sending. */
export async function renewInvitation({
  tx,
  tenantId,
  id,
  changes,
}: Scope & {
  id: string;
  changes: { tokenHash: string; expiresAt: Date; sentAt: Date; roleId?: string; invitedByMemberId?: string };
}) {
  await tx
    .update(invitations)
    .set({ ...changes, sendCount: sql`${invitations.sendCount} + 1` })
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)));
}

/** Revokes every pending link invitation of the organisation, so only the newest link works. */
export async function revokePendingLinkInvitations({ tx, tenantId }: Scope) {
  await tx
    .update(invitations)
    .set({ status: 'revoked' })
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.kind, 'link'), eq(invitations.status, 'pending')));
}

/** Marks one invitation revoked. */
export async function revokeInvitation({ tx, tenantId, id }: Scope & { id: string }) {
  await tx
    .update(invitations)
    .set({ status: 'revoked' })
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)));
}

/** Marks an e-mail invitation used up by the user who accepted it. */
export async function markInvitationAccepted({
  tx,
  tenantId,
  id,
  userId,
  now,
}: Scope & { id: string; userId: string; now: Date }) {
  await tx
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: now, acceptedByUserId: userId })
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)));
}

/** One page of the organisation's invitations, newest first, with the total count. */
export async function listInvitations({ tx, tenantId, limit, offset }: Scope & { limit: number; offset: number }) {
  const rows = await selectInvitations(tx)
    .where(eq(invitations.tenantId, tenantId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ value: count() }).from(invitations).where(eq(invitations.tenantId, tenantId));
  return { rows: rows as InvitationRow[], totalCount: total?.value ?? 0 };
}
