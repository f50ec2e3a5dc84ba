import { dataExportEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { sendFile } from '../exports/exports.routes.ts';
import { createDataExport, downloadDataExport, listOrganisationDataExports } from './data-export.service.ts';

/** The organisation's data export (§1 "CSV export"): start one, follow it, download its ZIP. */
export const dataExportRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, blobs }) => {
  const deps = { db, clock, blobs };

  registerEndpoint(app, endpoints.create, async (request) => {
    const created = await createDataExport({ deps, auth: requireAuth(request) });
    app.jobs.wake();
    return ok(created);
  });

  registerEndpoint(app, endpoints.list, async (request) =>
    ok(await listOrganisationDataExports({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.download, async (request, reply) =>
    sendFile(reply, await downloadDataExport({ deps, auth: requireAuth(request), exportId: request.query.id })),
  );
};
