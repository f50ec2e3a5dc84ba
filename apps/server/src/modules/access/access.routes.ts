import { accessEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { inTenant } from '../../db/transactions.ts';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { addMembersToManager, removeMembersFromManager } from './manager-members.service.ts';

/** Spec §7: assigning members to a manager, which puts them in the manager's data scope. */
export const accessRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  for (const [endpoint, change] of [
    [endpoints.addMembersToManager, addMembersToManager],
    [endpoints.removeMembersFromManager, removeMembersFromManager],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) => {
      const { tenantId } = requireAuth(request);
      const assignment = { tenantId, managerId: request.query.ManagerId, memberIds: request.body };
      return ok(await inTenant({ db, tenantId }, (tx) => change({ tx, ...assignment })));
    });
  }
};
