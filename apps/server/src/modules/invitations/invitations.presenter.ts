import type { AcceptInvitationInfo, InvitationListItem, InvitationStatus, RoleKey } from '@worktrail/contract';
import type { InvitationRow } from './invitations.repository.ts';

/** The status a person sees: a pending invitation past its expiry is `expired`. */
export function invitationStatus(row: InvitationRow, now: Date): InvitationStatus {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

/** One row of the invitations list. */
export function presentInvitation(row: InvitationRow, now: Date): InvitationListItem {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    role: row.roleKey as RoleKey,
    status: invitationStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    sendCount: row.sendCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the accept screen shows before the person decides. */
export function presentAcceptInfo(row: InvitationRow, organizationName: string): AcceptInvitationInfo {
  return { organizationName, kind: row.kind, email: row.email, role: row.roleKey as RoleKey };
}
