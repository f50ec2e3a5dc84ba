import { accountPaths, invitationValidityDays } from '@worktrail/contract';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { findUserById } from '../users/users.repository.ts';
import { findOrganisationName } from './invitations.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** When an invitation made or renewed now stops working. */
export const invitationExpiry = (now: Date) => new Date(now.getTime() + invitationValidityDays * dayMs);

/** The accept link: the organisation travels with the token, so the public routes know which tenant to open. */
export function invitationLink({ publicUrl, tenantId, token }: { publicUrl: string; tenantId: string; token: string }) {
  return `${publicUrl}${accountPaths.acceptInvitation}?${new URLSearchParams({ tenant: tenantId, token })}`;
}

export type InvitationSender = { organisationName: string; inviterName: string };

/** Who the mail says invited: the inviter's full name, else their e-mail, and the organisation's name. */
export async function invitationSender({
  tx,
  tenantId,
  userId,
}: {
  tx: Tx;
  tenantId: string;
  userId: string;
}): Promise<InvitationSender & { inviterLocale: string }> {
  const organisationName = await findOrganisationName({ tx, tenantId });
  const inviter = await findUserById({ tx, userId });
  const fullName = `${inviter?.givenName ?? ''} ${inviter?.familyName ?? ''}`.trim();
  return {
    organisationName,
    inviterName: fullName || inviter?.email || organisationName,
    inviterLocale: inviter?.locale ?? 'en',
  };
}

/** Queues the invitation mail in the caller's transaction. */
export async function enqueueInvitationMail({
  tx,
  to,
  language,
  link,
  sender,
}: {
  tx: Tx;
  to: string;
  language: string;
  link: string;
  sender: InvitationSender;
}) {
  await enqueueMail({
    tx,
    to,
    language,
    mail: {
      template: 'invitation',
      params: { link, organisationName: sender.organisationName, inviterName: sender.inviterName },
    },
  });
}
