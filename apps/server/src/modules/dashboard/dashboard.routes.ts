import { dashboardEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import { answerWithEtag } from '../../http/etag.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { membersBoard } from './board.service.ts';
import { memberDashboard } from './dashboard.service.ts';
import { scopeDashboard } from './scope-dashboard.service.ts';

/**
 * Spec §7 Dashboard: the employee dashboard of one member, and the organisation dashboard (members board, projects
 * and apps of the scope). The organisation's answers are polled, so they carry an ETag and an unchanged one is a 304.
 */
export const dashboardRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.member, async (request) =>
    ok(await memberDashboard({ deps, auth: requireAuth(request), query: request.query })),
  );

  registerEndpoint(app, endpoints.board, async (request, reply) => {
    const { board, fingerprint } = await membersBoard({ deps, auth: requireAuth(request), query: request.query });
    return answerWithEtag({ request, reply, body: ok(board), fingerprint });
  });

  registerEndpoint(app, endpoints.scope, async (request, reply) => {
    const body = ok(await scopeDashboard({ deps, auth: requireAuth(request), query: request.query }));
    return answerWithEtag({ request, reply, body });
  });
};
