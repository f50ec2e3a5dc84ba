import { timerEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { currentTimer, startTimer, stopTimer } from './timer.service.ts';

/** The web timer of the portal header (issue 6): the signed-in member's own running entry. */
export const timerRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.current, async (request) =>
    ok(await currentTimer({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.start, async (request) =>
    ok(await startTimer({ deps, auth: requireAuth(request), request: request.body })),
  );

  registerEndpoint(app, endpoints.stop, async (request) => ok(await stopTimer({ deps, auth: requireAuth(request) })));
};
