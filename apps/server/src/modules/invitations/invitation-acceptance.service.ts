import {
  type AcceptInvitationInfo,
  type AcceptInvitationNewResult,
  type AcceptInvitationResult,
  type acceptInvitationNewRequest,
  accountMessages,
  invitationMessages,
} from '@worktrail/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { alreadyExists, forbidden, invitationInvalid, unauthenticated, validationError } from '../../http/errors.ts';
import { queueVerificationMail } from '../accounts/account-mail.ts';
import { issueSignInTicket } from '../identity/sign-in-tickets.ts';
import { findMemberByUserId, insertMember, reactivateMember } from '../members/members.repository.ts';
import { reserveSeats } from '../subscriptions/seats.ts';
import { hashPassword } from '../users/passwords.ts';
import { hashLinkToken } from '../users/user-tokens.repository.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  normaliseEmail,
  setActiveTenant,
} from '../users/users.repository.ts';
import { presentAcceptInfo } from './invitations.presenter.ts';
import {
  findInvitationByTokenHash,
  findOrganisationName,
  type InvitationRow,
  markInvitationAccepted,
} from './invitations.repository.ts';
import type { InvitationDeps } from './invitations.service.ts';

type LinkParams = { tenant: string; token: string };

const accountExists = () => alreadyExists(invitationMessages.accountExists);
const usernameTaken = () => alreadyExists(accountMessages.usernameTaken);
const sentElsewhere = () => forbidden(invitationMessages.sentToAnotherEmail);

/** The invitation behind a link, if it can still be accepted: pending, unexpired (an accepted e-mail one is not pending). */
async function findUsableInvitation({ tx, tenant, token, now }: LinkParams & { tx: Tx; now: Date }) {
  const invitation = await findInvitationByTokenHash({ tx, tenantId: tenant, tokenHash: hashLinkToken(token) });
  if (invitation?.status !== 'pending' || invitation.expiresAt <= now) throw invitationInvalid();
  return invitation;
}

/** What the accept screen shows for a link: the organisation, the kind, the invited address and role. */
export async function getAcceptInfo({
  deps: { db, clock },
  link,
}: {
  deps: InvitationDeps;
  link: LinkParams;
}): Promise<AcceptInvitationInfo> {
  return inTenant({ db, tenantId: link.tenant }, async (tx) => {
    const invitation = await findUsableInvitation({ tx, ...link, now: clock.now() });
    return presentAcceptInfo(invitation, await findOrganisationName({ tx, tenantId: link.tenant }));
  });
}

/** A seat for whoever joins by this invitation: an e-mail invitation hands over the seat it held. */
const reserveJoiningSeat = ({
  tx,
  tenantId,
  now,
  invitation,
}: {
  tx: Tx;
  tenantId: string;
  now: Date;
  invitation: InvitationRow;
}) =>
  reserveSeats({
    tx,
    tenantId,
    now,
    requested: 1,
    exceptInvitationId: invitation.kind === 'email' ? invitation.id : undefined,
  });

/** The address the new account gets: an e-mail invitation's own, or the one given with a link. */
function newAccountEmail(invitation: { kind: 'email' | 'link'; email: string | null }, given: string | undefined) {
  if (invitation.kind === 'email' && invitation.email) {
    if (given !== undefined && normaliseEmail(given) !== invitation.email) throw sentElsewhere();
    return invitation.email;
  }
  if (given === undefined) throw validationError([{ field: 'email', message: invitationMessages.emailRequired }]);
  return normaliseEmail(given);
}

/**
 * Creates an account and its membership from an invitation, all or nothing. An e-mail invitation proves
 * the address, so the account is verified, the invitation used up and a one-time sign-in ticket handed back;
 * a link asks to verify by mail.
 */
export async function acceptAsNewUser({
  deps: { db, clock, publicUrl },
  request,
}: {
  deps: InvitationDeps;
  request: z.output<typeof acceptInvitationNewRequest>;
}): Promise<AcceptInvitationNewResult> {
  const passwordHash = await hashPassword(request.password);
  const { tenant: tenantId } = request;
  try {
    return await inTenant({ db, tenantId }, async (tx) => {
      const now = clock.now();
      const invitation = await findUsableInvitation({ tx, ...request, now });
      const email = newAccountEmail(invitation, request.email);
      if (await findUserByEmail({ tx, email })) throw accountExists();
      if (await findUserByUsername({ tx, username: request.username })) throw usernameTaken();
      await reserveJoiningSeat({ tx, tenantId, now, invitation });
      const verified = invitation.kind === 'email';
      const user = await insertUser({
        tx,
        user: {
          id: uuidv7(),
          email,
          username: request.username,
          givenName: request.name ?? '',
          familyName: request.surname ?? '',
          passwordHash,
          locale: request.language,
          emailVerifiedAt: verified ? now : null,
          activeTenantId: tenantId,
        },
      });
      await insertMember({ tx, tenantId, userId: user.id, roleId: invitation.roleId });
      if (!verified) {
        await queueVerificationMail({ tx, user, publicUrl, now });
        return { email, needsVerification: true, signInTicket: null };
      }
      await markInvitationAccepted({ tx, tenantId, id: invitation.id, userId: user.id, now });
      // The address is proved and the password was typed a moment ago: asking for it again is only a chore.
      return { email, needsVerification: false, signInTicket: await issueSignInTicket({ tx, userId: user.id, now }) };
    });
  } catch (error) {
    // Two people accepting at once: the loser hits the unique index instead of the check above.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_email_unique') throw accountExists();
    if (constraint === 'users_username_lower_unique') throw usernameTaken();
    throw error;
  }
}

/**
 * Adds the signed-in user to the invitation's organisation (an e-mail invitation only for its address)
 * and makes it their active one; a current member stays as they are, a former one is restored.
 */
export async function acceptAsUser({
  deps: { db, clock },
  userId,
  link,
}: {
  deps: InvitationDeps;
  userId: string;
  link: LinkParams;
}): Promise<AcceptInvitationResult> {
  const { tenant: tenantId } = link;
  return inTenant({ db, tenantId }, async (tx) => {
    const now = clock.now();
    const invitation = await findUsableInvitation({ tx, ...link, now });
    const user = await findUserById({ tx, userId });
    if (!user) throw unauthenticated();
    if (invitation.kind === 'email' && user.email !== invitation.email) throw sentElsewhere();
    const member = await findMemberByUserId({ tx, tenantId, userId });
    if (member?.status !== 'active') await reserveJoiningSeat({ tx, tenantId, now, invitation });
    if (!member) await insertMember({ tx, tenantId, userId, roleId: invitation.roleId });
    else if (member.status !== 'active') {
      await reactivateMember({ tx, tenantId, memberId: member.id, roleId: invitation.roleId, now });
    }
    if (invitation.kind === 'email') await markInvitationAccepted({ tx, tenantId, id: invitation.id, userId, now });
    await setActiveTenant({ tx, userId, tenantId });
    return { tenantId, organizationName: await findOrganisationName({ tx, tenantId }) };
  });
}
