import multipart from '@fastify/multipart';
import { importEndpoints as endpoints, importLimits } from '@worktrail/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { buildImportTemplate } from './import-template.ts';
import { readUpload, refuseDeclaredOversize } from './import-upload.ts';
import { getImport, listImportHistory, listRowsOfImport, previewImport, startImport } from './imports.service.ts';

/** Spec §7: ImportCustomers, ImportProjects, and the Data Import screen's history, rows and templates. */
export const importsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };
  // Multipart only in this plugin's scope; the size limit is enforced again per file while it streams.
  await app.register(multipart, {
    limits: { fileSize: importLimits.maxFileBytes, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });

  // A preview with dryRun (200), else the rows stored and the import queued (202); too large a declared size is
  // refused before anything is read.
  for (const [endpoint, kind] of [
    [endpoints.importCustomers, 'customers'],
    [endpoints.importProjects, 'projects'],
  ] as const) {
    registerEndpoint(
      app,
      endpoint,
      async (request, reply) => {
        const auth = requireAuth(request);
        const file = await readUpload(request);
        if (request.query.dryRun)
          return reply.code(200).send(ok(await previewImport({ deps, auth, kind, upload: file })));
        const started = await startImport({ deps, auth, kind, upload: file });
        app.jobs.wake();
        return reply.code(202).send(ok(started));
      },
      { preValidation: async (request: FastifyRequest) => refuseDeclaredOversize(request) },
    );
  }

  registerEndpoint(app, endpoints.history, async (request) => {
    const { pageNo: page, pageCount: size, kind } = request.query;
    return ok(await listImportHistory({ deps, auth: requireAuth(request), query: { page, size, kind } }));
  });

  registerEndpoint(app, endpoints.byId, async (request) =>
    ok(await getImport({ deps, auth: requireAuth(request), id: request.query.id })),
  );

  registerEndpoint(app, endpoints.rows, async (request) => {
    const { id, status, pageNo: page, pageCount: size } = request.query;
    return ok(await listRowsOfImport({ deps, auth: requireAuth(request), query: { id, status, page, size } }));
  });

  registerEndpoint(app, endpoints.template, async (request, reply) => {
    const template = await buildImportTemplate(request.query);
    return reply
      .header('content-type', template.mediaType)
      .header('content-disposition', `attachment; filename="${template.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .send(template.body);
  });
};
