import {
  type InvitationLinkResult,
  type InvitationList,
  type InvitationListItem,
  inviteEmailErrors,
  permissions,
  type SendInvitationsResult,
  type sendInvitationsRequest,
} from '@worktrail/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { forbidden, invitationClosed, notFound, validationError } from '../../http/errors.ts';
import { listActiveMemberEmails } from '../members/members.repository.ts';
import { findRoleIdByKey } from '../roles/roles.repository.ts';
import { reserveInvitationSeats, reserveSeats } from '../subscriptions/seats.ts';
import { hashLinkToken, newLinkToken } from '../users/user-tokens.repository.ts';
import { findUserByEmail, normaliseEmail } from '../users/users.repository.ts';
import { enqueueInvitationMail, invitationExpiry, invitationLink, invitationSender } from './invitation-mail.ts';
import { presentInvitation } from './invitations.presenter.ts';
import {
  findInvitationById,
  findPendingEmailInvitation,
  insertInvitation,
  listInvitations,
  renewInvitation,
  revokeInvitation,
  revokePendingLinkInvitations,
} from './invitations.repository.ts';

/** What the invitation rules need besides the caller. */
export type InvitationDeps = { db: Db; clock: Clock; publicUrl: string };

type Caller = { deps: InvitationDeps; auth: AuthContext };

/** A fresh secret and expiry; the secret goes only into the link, its hash into the row. */
function freshToken(now: Date) {
  const token = newLinkToken();
  return { token, tokenHash: hashLinkToken(token), expiresAt: invitationExpiry(now) };
}

/** Renews the address's pending invitation in place, else creates one; returns its id and secret. */
async function issueEmailInvitation({
  tx,
  auth,
  email,
  roleId,
  now,
}: {
  tx: Tx;
  auth: AuthContext;
  email: string;
  roleId: string;
  now: Date;
}) {
  const { tenantId } = auth;
  const { token, ...fresh } = freshToken(now);
  const changes = { ...fresh, roleId, sentAt: now, invitedByMemberId: auth.memberId };
  const pending = await findPendingEmailInvitation({ tx, tenantId, email });
  if (pending) {
    await renewInvitation({ tx, tenantId, id: pending.id, changes });
    return { id: pending.id, token };
  }
  const invitation = { kind: 'email' as const, email, ...changes, sendCount: 1, createdAt: now };
  return { id: await insertInvitation({ tx, tenantId, invitation }), token };
}

/**
 * Invites each address by mail. Active members are skipped; a pending invitation to the same address
 * is renewed (new token, 7 days), so one person never holds two live links. Only callers who may
 * manage members may invite managers.
 */
export async function sendInvitations({
  deps: { db, clock, publicUrl },
  auth,
  request,
}: Caller & { request: z.output<typeof sendInvitationsRequest> }): Promise<SendInvitationsResult> {
  const errors = inviteEmailErrors(request.emails);
  if (errors.length > 0) throw validationError(errors);
  if (request.role === 'manager' && !auth.permissions.has(permissions.members.manage)) throw forbidden();
  const emails = request.emails.map(normaliseEmail);
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const now = clock.now();
    const roleId = await findRoleIdByKey({ tx, tenantId, key: request.role });
    const members = await listActiveMemberEmails({ tx, tenantId, emails });
    const sender = await invitationSender({ tx, tenantId, userId: auth.userId });
    // The whole list fits in the plan's seats, or none of it is sent.
    await reserveInvitationSeats({ tx, tenantId, now, emails: emails.filter((email) => !members.has(email)) });
    const result: SendInvitationsResult = { invited: [], skipped: [] };
    for (const email of emails) {
      if (members.has(email)) {
        result.skipped.push({ email, reason: 'already-member' });
        continue;
      }
      const { id, token } = await issueEmailInvitation({ tx, auth, email, roleId, now });
      const link = invitationLink({ publicUrl, tenantId, token });
      await enqueueInvitationMail({ tx, to: email, language: request.language, link, sender });
      result.invited.push({ id, email });
    }
    return result;
  });
}

/**
 * Creates the organisation's invitation link (employee role, 7 days) and revokes the previous ones:
 * only the hash is stored, so a link cannot be shown twice and only one may be live.
 */
export async function generateInvitationLink({
  deps: { db, clock, publicUrl },
  auth,
}: Caller): Promise<InvitationLinkResult> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const now = clock.now();
    await revokePendingLinkInvitations({ tx, tenantId });
    const roleId = await findRoleIdByKey({ tx, tenantId, key: 'employee' });
    const { token, ...fresh } = freshToken(now);
    const id = await insertInvitation({
      tx,
      tenantId,
      invitation: { kind: 'link', email: null, roleId, ...fresh, invitedByMemberId: auth.memberId, createdAt: now },
    });
    return { id, link: invitationLink({ publicUrl, tenantId, token }), expiresAt: fresh.expiresAt.toISOString() };
  });
}

/** One page of the organisation's invitations, newest first. */
export async function listOrganisationInvitations({
  deps: { db, clock },
  auth,
  page,
  size,
}: Caller & { page: number; size: number }): Promise<InvitationList> {
  const { tenantId } = auth;
  const { rows, totalCount } = await inTenant({ db, tenantId }, (tx) =>
    listInvitations({ tx, tenantId, limit: size, offset: (page - 1) * size }),
  );
  const now = clock.now();
  return { items: rows.map((row) => presentInvitation(row, now)), totalCount };
}

/** Sends a pending or expired e-mail invitation again with a new token and 7 more days; the old link stops working. */
export async function resendInvitation({
  deps: { db, clock, publicUrl },
  auth,
  id,
}: Caller & { id: string }): Promise<InvitationListItem> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const now = clock.now();
    const invitation = await findInvitationById({ tx, tenantId, id });
    if (invitation?.kind !== 'email' || !invitation.email) throw notFound('No e-mail invitation has this id.');
    if (invitation.status !== 'pending') throw invitationClosed(invitation.status);
    // An expired invitation gave its seat back; sending it again takes one.
    if (invitation.expiresAt <= now) await reserveSeats({ tx, tenantId, now, requested: 1 });
    const { token, ...fresh } = freshToken(now);
    await renewInvitation({ tx, tenantId, id, changes: { ...fresh, sentAt: now } });
    const sender = await invitationSender({ tx, tenantId, userId: auth.userId });
    // The invitee's own language when they already have an account, else the inviter's.
    const invitee = await findUserByEmail({ tx, email: invitation.email });
    const language = invitee?.locale ?? sender.inviterLocale;
    const link = invitationLink({ publicUrl, tenantId, token });
    await enqueueInvitationMail({ tx, to: invitation.email, language, link, sender });
    const renewed = await findInvitationById({ tx, tenantId, id });
    if (!renewed) throw new Error(`invitation ${id} vanished while it was renewed`);
    return presentInvitation(renewed, now);
  });
}

/** Revokes an invitation so its link stops working; revoking twice is fine, an accepted one cannot be. */
export async function revokeOrganisationInvitation({ deps: { db }, auth, id }: Caller & { id: string }) {
  const { tenantId } = auth;
  await inTenant({ db, tenantId }, async (tx) => {
    const invitation = await findInvitationById({ tx, tenantId, id });
    if (!invitation) throw notFound('No invitation has this id.');
    if (invitation.status === 'accepted') throw invitationClosed('accepted');
    if (invitation.status !== 'revoked') await revokeInvitation({ tx, tenantId, id });
  });
}
