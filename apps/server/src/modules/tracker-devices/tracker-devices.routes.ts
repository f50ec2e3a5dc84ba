import { type Endpoint, trackerDeviceEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { refusingApiKeys, requireAuth } from '../../http/access.ts';
import { type EndpointHandler, endpointRoute } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { disconnectTracker, listConnectedTrackers } from './tracker-devices.service.ts';

/** The member's connected tracker agents (issue 17 item 5): a person's own sign-ins, so never an API key's. */
export const trackerDevicesRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const deps = { db };
  const register = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) =>
    app.route(refusingApiKeys(endpointRoute(endpoint, handler)));

  register(endpoints.connected, async (request) =>
    ok(await listConnectedTrackers({ deps, auth: requireAuth(request) })),
  );

  register(endpoints.disconnect, async (request) =>
    ok(await disconnectTracker({ deps, auth: requireAuth(request), grantId: request.query.id })),
  );
};
