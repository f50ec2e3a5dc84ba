import {
  allPermissions,
  checkPermissionQuery,
  currentUser,
  isPermissionName,
  okEnvelope,
  permissionMap,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireUser } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';

/** Spec §6: one permission at a time, or the whole map the client loads after sign-in. */
export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/app/user/check-permission',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Permissions'],
        summary: 'Whether the signed-in member holds one permission (unknown names are false)',
        querystring: checkPermissionQuery,
        response: { 200: okEnvelope(z.boolean()) },
      },
    },
    async (request) => {
      const { permissions } = requireAuth(request);
      const name = request.query.PermissionName;
      return ok(isPermissionName(name) && permissions.has(name));
    },
  );

  app.get(
    '/api/app/user/permissions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Permissions'],
        summary: "The signed-in member's whole permission map",
        response: { 200: okEnvelope(permissionMap) },
      },
    },
    async (request) => {
      const { permissions } = requireAuth(request);
      return ok(
        Object.fromEntries(allPermissions.map((name) => [name, permissions.has(name)])) as z.infer<
          typeof permissionMap
        >,
      );
    },
  );

  app.get(
    '/api/app/user/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Permissions'],
        summary:
          'Who the caller is and the organisation they act in: the token says so with the embedded provider; with an external one (OIDC_ISSUER) only the server knows',
        response: { 200: okEnvelope(currentUser) },
      },
    },
    async (request) => {
      const { userId, tenantId } = requireUser(request);
      return ok({ userId, tenantId: tenantId ?? null });
    },
  );
};
