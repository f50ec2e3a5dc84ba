import { structureEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { createPosition, deletePosition, listPositions } from './positions.service.ts';

/** Spec §7: the positions calls of the catalogue, each to its service. */
export const positionsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerEndpoint(app, endpoints.positionList, async (request) => {
    const { pageNo: page, pageCount: size } = request.query;
    return ok(await listPositions({ db, auth: requireAuth(request), page, size }));
  });

  registerEndpoint(app, endpoints.createPosition, async (request) =>
    ok(await createPosition({ db, auth: requireAuth(request), name: request.query.positionName })),
  );

  registerEndpoint(app, endpoints.deletePosition, async (request) =>
    ok(await deletePosition({ db, auth: requireAuth(request), id: request.query.id })),
  );
};
