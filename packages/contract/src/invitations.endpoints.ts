import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  acceptInvitationInfo,
  acceptInvitationNewRequest,
  acceptInvitationNewResult,
  acceptInvitationRequest,
  acceptInvitationResult,
  invitationIdQuery,
  invitationLinkParams,
  invitationLinkResult,
  invitationList,
  invitationListItem,
  invitationListQuery,
  sendInvitationsRequest,
  sendInvitationsResult,
} from './invitations.ts';
import { permissions } from './permissions.ts';

const tags = ['Invitations'];
const base = '/api/app/user-invites';
const invite = permissions.members.invite;

/** Inviting people by e-mail or by link, managing the invitations, and accepting them. */
export const invitationEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: `${base}/send`,
    access: invite,
    tags,
    summary: 'Invite people by e-mail (active members are skipped, pending invitations renewed)',
    description:
      'Each new invitation holds a seat of the plan until it is accepted, withdrawn or expired; a list that does not fit is refused whole.',
    body: sendInvitationsRequest,
    result: sendInvitationsResult,
    errors: ['SEAT_LIMIT'],
  }),
  generateLink: defineEndpoint({
    method: 'GET',
    // §7's path: without `/api`, its spelling included.
    path: '/app/user-invites/generate-invitaion-link',
    access: invite,
    tags,
    summary: "Create the organisation's invitation link (employee role, 7 days); earlier links stop working",
    result: invitationLinkResult,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: base,
    access: invite,
    tags,
    summary: "One page of the organisation's invitations, newest first",
    query: invitationListQuery,
    result: invitationList,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: `${base}/resend`,
    access: invite,
    tags,
    summary: 'Send an e-mail invitation again with a new link valid 7 more days',
    query: invitationIdQuery,
    result: invitationListItem,
    errors: ['NOT_FOUND', 'CONCURRENCY_ERROR', 'SEAT_LIMIT'],
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: `${base}/revoke`,
    access: invite,
    tags,
    summary: 'Revoke an invitation so its link stops working',
    query: invitationIdQuery,
    result: z.null(),
    errors: ['NOT_FOUND', 'CONCURRENCY_ERROR'],
  }),
  acceptInfo: defineEndpoint({
    method: 'GET',
    path: `${base}/accept-info`,
    access: 'public',
    tags,
    summary: 'What an invitation link offers: the organisation, the kind, the invited address and role',
    query: invitationLinkParams,
    result: acceptInvitationInfo,
    errors: ['TOKEN_INVALID'],
  }),
  acceptNew: defineEndpoint({
    method: 'POST',
    path: `${base}/accept-new`,
    access: 'public',
    tags,
    summary: 'Accept an invitation by creating an account',
    body: acceptInvitationNewRequest,
    result: acceptInvitationNewResult,
    errors: ['TOKEN_INVALID', 'FORBIDDEN', 'ALREADY_EXISTS', 'SEAT_LIMIT'],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: `${base}/accept`,
    access: 'user',
    tags,
    summary: 'Accept an invitation as the signed-in user; refresh the token afterwards to act in it',
    body: acceptInvitationRequest,
    result: acceptInvitationResult,
    errors: ['TOKEN_INVALID', 'FORBIDDEN', 'SEAT_LIMIT'],
  }),
};
