import type { Readable } from 'node:stream';
import { reportEndpoints as endpoints, reportLimits } from '@worktrail/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { downloadExport, getExport, startExport } from './exports.service.ts';

/** A file as an attachment under its own name, never sniffed into something the browser would run. */
export const sendFile = (reply: FastifyReply, file: { fileName: string; mediaType: string; body: Buffer | Readable }) =>
  reply
    .header('content-type', file.mediaType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(file.body);

/** Reports/Export, GetExport and DownloadExport: every report and chart as CSV, XLSX or PDF. */
export const exportsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, blobs, config }) => {
  const deps = { db, clock, blobs, maxDirectRows: config.exportDirectRows ?? reportLimits.maxDirectExportRows };

  // The file at once (200), or the background export to follow (202).
  registerEndpoint(app, endpoints.export, async (request, reply) => {
    const started = await startExport({ deps, auth: requireAuth(request), query: request.query });
    if ('file' in started) return sendFile(reply, started.file);
    app.jobs.wake();
    return reply.code(202).send(ok(started.job));
  });

  registerEndpoint(app, endpoints.exportStatus, async (request) =>
    ok(await getExport({ deps, auth: requireAuth(request), exportId: request.query.ExportId })),
  );

  registerEndpoint(app, endpoints.exportDownload, async (request, reply) =>
    sendFile(reply, await downloadExport({ deps, auth: requireAuth(request), exportId: request.query.ExportId })),
  );
};
