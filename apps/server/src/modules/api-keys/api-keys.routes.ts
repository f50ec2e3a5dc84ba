import { type Endpoint, apiKeyEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { refusingApiKeys, requireAuth } from '../../http/access.ts';
import { type EndpointHandler, endpointRoute } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

/** The organisation's API keys (§1): listed, created and revoked by people only — keys cannot manage keys. */
export const apiKeysRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };
  const register = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) =>
    app.route(refusingApiKeys(endpointRoute(endpoint, handler)));

  register(endpoints.list, async (request) => ok(await listApiKeys({ deps, auth: requireAuth(request) })));

  register(endpoints.create, async (request) =>
    ok(await createApiKey({ deps, auth: requireAuth(request), request: request.body })),
  );

  register(endpoints.revoke, async (request) =>
    ok(await revokeApiKey({ deps, auth: requireAuth(request), keyId: request.query.id })),
  );
};
