import {
  createPositionQuery,
  deletePositionQuery,
  okEnvelope,
  permissions,
  position,
  positionListQuery,
  positionPagedList,
  structureDeleted,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { createPosition, deletePosition, listPositions } from './positions.service.ts';

const tags = ['Positions'];

/** Spec §7: the positions calls. */
export const positionsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/api/v1/Position/GetPagedList',
    {
      config: { access: permissions.members.read },
      schema: {
        tags,
        summary: "One page of the organisation's positions by name; totalCount of an item is its member count",
        querystring: positionListQuery,
        response: { 200: okEnvelope(positionPagedList) },
      },
    },
    async (request) => {
      const { pageNo: page, pageCount: size } = request.query;
      return ok(await listPositions({ db, auth: requireAuth(request), page, size }));
    },
  );

  app.post(
    '/api/v1/Position/Create',
    {
      config: { access: permissions.members.manage },
      schema: {
        tags,
        summary: 'Create a position; the name is trimmed, required, at most 100 characters and new (ignoring case)',
        querystring: createPositionQuery,
        response: { 200: okEnvelope(position) },
      },
    },
    async (request) => ok(await createPosition({ db, auth: requireAuth(request), name: request.query.positionName })),
  );

  app.delete(
    '/api/v1/Position/Delete',
    {
      config: { access: permissions.members.manage },
      schema: {
        tags,
        summary: 'Delete a position; one members still hold is refused (409 IN_USE) until they are reassigned',
        querystring: deletePositionQuery,
        response: { 200: okEnvelope(structureDeleted) },
      },
    },
    async (request) => ok(await deletePosition({ db, auth: requireAuth(request), id: request.query.id })),
  );
};
