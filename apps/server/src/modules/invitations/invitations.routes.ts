import { invitationEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth, requireUser } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
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

/** Inviting people by e-mail or by link, managing the invitations, and accepting them. */
export const invitationsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config, db, clock }) => {
  const deps = { db, clock, publicUrl: config.publicUrl };

  registerEndpoint(app, endpoints.send, async (request) =>
    ok(await sendInvitations({ deps, auth: requireAuth(request), request: request.body })),
  );

  registerEndpoint(app, endpoints.generateLink, async (request) =>
    ok(await generateInvitationLink({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.list, async (request) => {
    const { PageNo: page, PageSize: size } = request.query;
    return ok(await listOrganisationInvitations({ deps, auth: requireAuth(request), page, size }));
  });

  registerEndpoint(app, endpoints.resend, async (request) =>
    ok(await resendInvitation({ deps, auth: requireAuth(request), id: request.query.id })),
  );

  registerEndpoint(app, endpoints.revoke, async (request) => {
    await revokeOrganisationInvitation({ deps, auth: requireAuth(request), id: request.query.id });
    return ok(null);
  });

  registerEndpoint(app, endpoints.acceptInfo, async (request) =>
    ok(await getAcceptInfo({ deps, link: request.query })),
  );

  registerEndpoint(app, endpoints.acceptNew, async (request) =>
    ok(await acceptAsNewUser({ deps, request: request.body })),
  );

  registerEndpoint(app, endpoints.accept, async (request) => {
    const { userId } = requireUser(request);
    return ok(await acceptAsUser({ deps, userId, link: request.body }));
  });
};
