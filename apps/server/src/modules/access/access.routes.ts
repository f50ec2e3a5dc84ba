import { managerMembersResult, managerQuery, memberIdList, okEnvelope, permissions } from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTenant } from '../../db/transactions.ts';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { addMembersToManager, removeMembersFromManager } from './manager-members.service.ts';

const schema = (summary: string) => ({
  tags: ['Members'],
  summary,
  querystring: managerQuery,
  body: memberIdList,
  response: { 200: okEnvelope(managerMembersResult) },
});

/** Spec §7: assigning members to a manager, which puts them in the manager's data scope. */
export const accessRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.post(
    '/api/v1/Member/AddMemberListToManager',
    { config: { access: permissions.members.manage }, schema: schema('Assign members to a manager') },
    async (request) => {
      const { tenantId } = requireAuth(request);
      const change = { tenantId, managerId: request.query.ManagerId, memberIds: request.body };
      return ok(await inTenant({ db, tenantId }, (tx) => addMembersToManager({ tx, ...change })));
    },
  );

  app.post(
    '/api/v1/Member/RemoveMemberListFromManager',
    { config: { access: permissions.members.manage }, schema: schema('Remove members from a manager') },
    async (request) => {
      const { tenantId } = requireAuth(request);
      const change = { tenantId, managerId: request.query.ManagerId, memberIds: request.body };
      return ok(await inTenant({ db, tenantId }, (tx) => removeMembersFromManager({ tx, ...change })));
    },
  );
};
