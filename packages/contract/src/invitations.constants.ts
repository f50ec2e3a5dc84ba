/** At most this many addresses in one send (issue 3). */
export const maxInvitationEmails = 50;

/** How long an invitation, by e-mail or by link, stays valid. */
export const invitationValidityDays = 7;

/** Texts of the invitations API that server and web show word for word (the first three are §5's). */
export const invitationMessages = {
  atLeastOne: 'Please enter at least one email',
  invalidFormat: 'Invalid email format',
  alreadyAdded: 'This email has already been added',
  invitationInvalid: 'This invitation is invalid or has expired. Ask for a new invitation.',
  sentToAnotherEmail: 'This invitation was sent to another email address.',
  accountExists: 'An account with this email already exists. Sign in to accept the invitation.',
  emailRequired: 'Please enter your email address.',
  alreadyAccepted: 'This invitation has already been accepted.',
  revoked: 'This invitation was revoked.',
} as const;

export const invitationKinds = ['email', 'link'] as const;
export type InvitationKind = (typeof invitationKinds)[number];

/** `expired` is a pending invitation past its expiry; it is computed, not stored. */
export const invitationStatuses = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** Roles an invitation may carry; owners are never invited. */
export const invitableRoles = ['employee', 'manager'] as const;
export type InvitableRole = (typeof invitableRoles)[number];

export const skippedInvitationReasons = ['already-member'] as const;
