import {
  allPermissions,
  permissionEndpoints as endpoints,
  isPermissionName,
  type PermissionMap,
} from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth, requireUser } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';

/** Spec §6: one permission at a time, or the whole map the client loads after sign-in. */
export const permissionRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.check, async (request) => {
    const { permissions } = requireAuth(request);
    const name = request.query.PermissionName;
    return ok(isPermissionName(name) && permissions.has(name));
  });

  registerEndpoint(app, endpoints.map, async (request) => {
    const { permissions } = requireAuth(request);
    return ok(Object.fromEntries(allPermissions.map((name) => [name, permissions.has(name)])) as PermissionMap);
  });

  registerEndpoint(app, endpoints.me, async (request) => {
    const { userId, tenantId } = requireUser(request);
    return ok({ userId, tenantId: tenantId ?? null });
  });
};
