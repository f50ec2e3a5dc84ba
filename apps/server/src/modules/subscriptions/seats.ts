import { and, count, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invitations } from '../invitations/invitations.table.ts';
import { members } from '../members/members.table.ts';
import { users } from '../users/users.table.ts';
import { billingErrors } from './billing.errors.ts';
import { findPackage, findSubscription, type SubscriptionRow } from './subscriptions.repository.ts';

type Scope = { tx: Tx; tenantId: string; now: Date };

/**
 * E-mail invitations that hold a seat: pending, not expired, and not to someone who is an active member already
 * (who joined another way). A link holds none: whoever joins by it takes a seat then.
 */
function heldInvitations({ tenantId, now }: { tenantId: string; now: Date }): SQL {
  const alreadyMember = sql`EXISTS (SELECT 1 FROM ${members} m JOIN ${users} u ON u.id = m.user_id
    WHERE m.tenant_id = ${invitations.tenantId} AND m.status = 'active' AND u.email = ${invitations.email})`;
  return and(
    eq(invitations.tenantId, tenantId),
    eq(invitations.kind, 'email'),
    eq(invitations.status, 'pending'),
    gt(invitations.expiresAt, now),
    sql`NOT ${alreadyMember}`,
  ) as SQL;
}

/** Seats taken: active members, and pending invitations (each holds one until accepted, withdrawn or expired). */
async function countTakenSeats({ tx, tenantId, now, exceptInvitationId }: Scope & { exceptInvitationId?: string }) {
  const [active] = await tx
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.status, 'active')));
  const except = exceptInvitationId ? ne(invitations.id, exceptInvitationId) : undefined;
  const [pending] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(and(heldInvitations({ tenantId, now }), except));
  return { used: active?.n ?? 0, pendingInvitations: pending?.n ?? 0 };
}

/**
 * The most seats the organisation may hold: its package's, or the package waiting for the next period when that
 * has fewer, so the change never finds more people than it allows.
 */
async function seatLimitOf(tx: Tx, subscription: SubscriptionRow): Promise<number> {
  const current = await findPackage({ tx, id: subscription.packageId });
  const pending = subscription.pendingPackageId
    ? await findPackage({ tx, id: subscription.pendingPackageId })
    : undefined;
  return Math.min(current?.seats ?? 0, pending?.seats ?? Number.POSITIVE_INFINITY);
}

/** Seats in use, held by invitations, and allowed, as the organisation page shows them. */
export async function seatUsage({ tx, tenantId, now, subscription }: Scope & { subscription: SubscriptionRow }) {
  return { ...(await countTakenSeats({ tx, tenantId, now })), limit: await seatLimitOf(tx, subscription) };
}

/**
 * The one seat check (issue 16): takes `requested` more seats or refuses the whole request with SEAT_LIMIT naming
 * the limit. It locks the organisation's subscription row first, so two requests of one organisation count one
 * after the other and cannot both take the last seat. `exceptInvitationId`: the invitation being accepted, whose
 * seat becomes the member's.
 */
export async function reserveSeats({
  tx,
  tenantId,
  now,
  requested,
  exceptInvitationId,
}: Scope & { requested: number; exceptInvitationId?: string | undefined }) {
  if (requested <= 0) return;
  const subscription = await findSubscription({ tx, tenantId, lock: true });
  const limit = await seatLimitOf(tx, subscription);
  const { used, pendingInvitations } = await countTakenSeats({ tx, tenantId, now, exceptInvitationId });
  const taken = used + pendingInvitations;
  if (taken + requested > limit) throw billingErrors.seatLimitReached({ limit, used: taken, requested });
}

/**
 * Seats for invitations to these (lower-cased) addresses, all or none: an address whose invitation is still
 * pending holds its seat already, every other one needs a new seat.
 */
export async function reserveInvitationSeats({ tx, tenantId, now, emails }: Scope & { emails: string[] }) {
  if (emails.length === 0) return;
  await findSubscription({ tx, tenantId, lock: true });
  const held = await tx
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(heldInvitations({ tenantId, now }), inArray(invitations.email, emails)));
  const holding = new Set(held.map((row) => row.email));
  await reserveSeats({ tx, tenantId, now, requested: emails.filter((email) => !holding.has(email)).length });
}
