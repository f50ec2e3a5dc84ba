import { z } from 'zod';
import { accountMessages } from './accounts.constants.ts';
import { accountEmail, linkToken, newPassword, username } from './accounts.ts';
import { languages } from './constants.ts';
import type { FieldError } from './envelope.ts';
import {
  invitableRoles,
  invitationKinds,
  invitationMessages,
  invitationStatuses,
  maxInvitationEmails,
  skippedInvitationReasons,
} from './invitations.constants.ts';
import { pageNumber, pageSize } from './paging.ts';
import { roleKeys } from './permissions.ts';
import { profileMessages } from './profile.constants.ts';
import { personName } from './profile.ts';

/**
 * The §5 rules for a list of invite addresses, as field errors (`emails` or `emails.N`); empty when the
 * list may be sent. Shared by the web form and the server, which reports them as a VALIDATION failure.
 */
export function inviteEmailErrors(emails: readonly string[]): FieldError[] {
  if (emails.length === 0) return [{ field: 'emails', message: invitationMessages.atLeastOne }];
  const seen = new Set<string>();
  return emails.flatMap((raw, index): FieldError[] => {
    const email = raw.trim().toLowerCase();
    const field = `emails.${index}`;
    if (!accountEmail.safeParse(email).success) return [{ field, message: invitationMessages.invalidFormat }];
    if (seen.has(email)) return [{ field, message: invitationMessages.alreadyAdded }];
    seen.add(email);
    return [];
  });
}

// The list's own rules (format, duplicates) run in `inviteEmailErrors`, so each error names its `emails.N` field.
export const sendInvitationsRequest = z.strictObject({
  emails: z.array(z.string().max(1000)).max(maxInvitationEmails),
  role: z.enum(invitableRoles).default('employee'),
  language: z.enum(languages).default('en'),
});
export type SendInvitationsRequest = z.input<typeof sendInvitationsRequest>;

export const sendInvitationsResult = z.object({
  invited: z.array(z.object({ id: z.string(), email: z.string() })),
  skipped: z.array(z.object({ email: z.string(), reason: z.enum(skippedInvitationReasons) })),
});
export type SendInvitationsResult = z.infer<typeof sendInvitationsResult>;

export const invitationLinkResult = z.object({ id: z.string(), link: z.string(), expiresAt: z.iso.datetime() });
export type InvitationLinkResult = z.infer<typeof invitationLinkResult>;

export const invitationListQuery = z.object({ PageNo: pageNumber, PageSize: pageSize });

export const invitationListItem = z.object({
  id: z.string(),
  kind: z.enum(invitationKinds),
  email: z.string().nullable(),
  role: z.enum(roleKeys),
  status: z.enum(invitationStatuses),
  expiresAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  sendCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type InvitationListItem = z.infer<typeof invitationListItem>;

export const invitationList = z.object({ items: z.array(invitationListItem), totalCount: z.number().int() });
export type InvitationList = z.infer<typeof invitationList>;

export const invitationIdQuery = z.object({ id: z.uuid() });

/** What an accept link carries: the organisation and the secret token. */
export const invitationLinkParams = z.object({ tenant: z.uuid(), token: linkToken });

export const acceptInvitationInfo = z.object({
  organizationName: z.string(),
  kind: z.enum(invitationKinds),
  email: z.string().nullable(),
  role: z.enum(roleKeys),
});
export type AcceptInvitationInfo = z.infer<typeof acceptInvitationInfo>;

export const acceptInvitationNewRequest = z.strictObject({
  ...invitationLinkParams.shape,
  /** Required for a link invitation; for an e-mail invitation omitted or the invited address. */
  email: accountEmail.optional(),
  username,
  password: newPassword,
  acceptTerms: z.literal(true, accountMessages.acceptTerms),
  language: z.enum(languages).default('en'),
  /** The joiner's names, so colleagues and the header show a person rather than an address (optional for older clients). */
  name: personName(profileMessages.nameRequired).optional(),
  surname: personName(profileMessages.surnameRequired).optional(),
});
export type AcceptInvitationNewRequest = z.input<typeof acceptInvitationNewRequest>;

export const acceptInvitationNewResult = z.object({
  email: z.string(),
  needsVerification: z.boolean(),
  /**
   * For an account that needs no verification: a one-time ticket, valid two minutes, that signs the new account in
   * without typing the password again (sent as `login_ticket` on the authorization request). Null otherwise.
   */
  signInTicket: z.string().nullable(),
});
export type AcceptInvitationNewResult = z.infer<typeof acceptInvitationNewResult>;

export const acceptInvitationRequest = z.strictObject({ ...invitationLinkParams.shape });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;

export const acceptInvitationResult = z.object({ tenantId: z.string(), organizationName: z.string() });
export type AcceptInvitationResult = z.infer<typeof acceptInvitationResult>;
