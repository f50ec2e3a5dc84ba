import { dashboardEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { memberDashboard } from './dashboard.service.ts';

/** Spec §7 Dashboard: the employee dashboard of one member. */
export const dashboardRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.member, async (request) =>
    ok(await memberDashboard({ deps, auth: requireAuth(request), query: request.query })),
  );
};
