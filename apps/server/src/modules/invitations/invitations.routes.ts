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
  okEnvelope,
  permissions,
  sendInvitationsRequest,
  sendInvitationsResult,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireUser } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { acceptAsNewUser, acceptAsUser, getAcceptInfo } from './invitation-acceptance.service.ts';
import {
  generateInvitationLink,
  listOrganisationInvitations,
  resendInvitation,
  revokeOrganisationInvitation,
  sendInvitations,
} from './invitations.service.ts';

const tags = ['Invitations'];
const invite = permissions.members.invite;

/** Inviting people by e-mail or by link, managing the invitations, and accepting them. */
export const invitationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, db, clock }) => {
  const deps = { db, clock, publicUrl: config.publicUrl };

  app.post(
    '/api/app/user-invites/send',
    {
      config: { access: invite },
      schema: {
        tags,
        summary: 'Invite people by e-mail (active members are skipped, pending invitations renewed)',
        body: sendInvitationsRequest,
        response: { 200: okEnvelope(sendInvitationsResult) },
      },
    },
    async (request) => ok(await sendInvitations({ deps, auth: requireAuth(request), request: request.body })),
  );

  app.get(
    '/app/user-invites/generate-invitaion-link',
    {
      config: { access: invite },
      schema: {
        tags,
        summary: "Create the organisation's invitation link (employee role, 7 days); earlier links stop working",
        response: { 200: okEnvelope(invitationLinkResult) },
      },
    },
    async (request) => ok(await generateInvitationLink({ deps, auth: requireAuth(request) })),
  );

  app.get(
    '/api/app/user-invites',
    {
      config: { access: invite },
      schema: {
        tags,
        summary: "One page of the organisation's invitations, newest first",
        querystring: invitationListQuery,
        response: { 200: okEnvelope(invitationList) },
      },
    },
    async (request) => {
      const { PageNo: page, PageSize: size } = request.query;
      return ok(await listOrganisationInvitations({ deps, auth: requireAuth(request), page, size }));
    },
  );

  app.post(
    '/api/app/user-invites/resend',
    {
      config: { access: invite },
      schema: {
        tags,
        summary: 'Send an e-mail invitation again with a new link valid 7 more days',
        querystring: invitationIdQuery,
        response: { 200: okEnvelope(invitationListItem) },
      },
    },
    async (request) => ok(await resendInvitation({ deps, auth: requireAuth(request), id: request.query.id })),
  );

  app.delete(
    '/api/app/user-invites/revoke',
    {
      config: { access: invite },
      schema: {
        tags,
        summary: 'Revoke an invitation so its link stops working',
        querystring: invitationIdQuery,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await revokeOrganisationInvitation({ deps, auth: requireAuth(request), id: request.query.id });
      return ok(null);
    },
  );

  app.get(
    '/api/app/user-invites/accept-info',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What an invitation link offers: the organisation, the kind, the invited address and role',
        querystring: invitationLinkParams,
        response: { 200: okEnvelope(acceptInvitationInfo) },
      },
    },
    async (request) => ok(await getAcceptInfo({ deps, link: request.query })),
  );

  app.post(
    '/api/app/user-invites/accept-new',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Accept an invitation by creating an account',
        body: acceptInvitationNewRequest,
        response: { 200: okEnvelope(acceptInvitationNewResult) },
      },
    },
    async (request) => ok(await acceptAsNewUser({ deps, request: request.body })),
  );

  app.post(
    '/api/app/user-invites/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Accept an invitation as the signed-in user; refresh the token afterwards to act in it',
        body: acceptInvitationRequest,
        response: { 200: okEnvelope(acceptInvitationResult) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await acceptAsUser({ deps, userId, link: request.body }));
    },
  );
};
