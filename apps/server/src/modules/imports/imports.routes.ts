import multipart from '@fastify/multipart';
import {
  type ImportKind,
  importHistory,
  importHistoryQuery,
  importIdQuery,
  importLimits,
  importPreview,
  importRowsPage,
  importRowsQuery,
  importStarted,
  importSummary,
  importTemplateQuery,
  importUploadQuery,
  okEnvelope,
  permissions,
} from '@worktrail/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { buildImportTemplate } from './import-template.ts';
import { readUpload, refuseDeclaredOversize } from './import-upload.ts';
import { getImport, listImportHistory, listRowsOfImport, previewImport, startImport } from './imports.service.ts';

const tags = ['Data import'];
// The Data Import screen's permission (§2); importing needs no customers/projects create permission on top.
const access = permissions.organizationSettings;

const mebibytes = (bytes: number) => bytes / (1024 * 1024);
const uploadDescription =
  'Multipart, one part named `file`: CSV (delimiter , ; tab or |; UTF-8, UTF-16 with BOM or Windows-1252) or XLSX ' +
  `(first worksheet), at most 10 MB and ${importLimits.maxRows} data rows; an XLSX may inflate to at most ` +
  `${mebibytes(importLimits.maxXlsxUncompressedBytes)} MB (${mebibytes(importLimits.maxXlsxPartBytes)} MB per part, ` +
  `${importLimits.maxXlsxParts} parts), checked before it is read. With dryRun=true the file is checked ` +
  'and previewed and nothing is stored; otherwise the rows are stored and imported by a background job (202): ' +
  'poll GetImportById. Needs Worktrail.OrganizationSettings.';

/** Spec §7: ImportCustomers, ImportProjects, and the Data Import screen's history, rows and templates. */
export const importsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };
  // Multipart only in this plugin's scope; the size limit is enforced again per file while it streams.
  await app.register(multipart, {
    limits: { fileSize: importLimits.maxFileBytes, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });

  const upload = (kind: ImportKind, url: string, summary: string) =>
    app.post(
      url,
      {
        config: { access },
        preValidation: async (request: FastifyRequest) => refuseDeclaredOversize(request),
        schema: {
          tags,
          summary,
          description: uploadDescription,
          consumes: ['multipart/form-data'],
          querystring: importUploadQuery,
          response: { 200: okEnvelope(importPreview), 202: okEnvelope(importStarted) },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const file = await readUpload(request);
        if (request.query.dryRun)
          return reply.code(200).send(ok(await previewImport({ deps, auth, kind, upload: file })));
        const started = await startImport({ deps, auth, kind, upload: file });
        app.jobs.wake();
        return reply.code(202).send(ok(started));
      },
    );
  upload('customers', '/v1/Customer/ImportCustomers', 'Import customers from a CSV or XLSX file');
  upload('projects', '/api/v1/Project/ImportProjects', 'Import projects from a CSV or XLSX file');

  app.get(
    '/api/v1/Import/GetImportHistory',
    {
      config: { access },
      schema: {
        tags,
        summary: "The organisation's uploads, newest first, with their status and counts",
        querystring: importHistoryQuery,
        response: { 200: okEnvelope(importHistory) },
      },
    },
    async (request) => {
      const { pageNo: page, pageCount: size, kind } = request.query;
      return ok(await listImportHistory({ deps, auth: requireAuth(request), query: { page, size, kind } }));
    },
  );

  app.get(
    '/api/v1/Import/GetImportById',
    {
      config: { access },
      schema: {
        tags,
        summary: "One import's status, counts and progress (processedRows of totalRows)",
        querystring: importIdQuery,
        response: { 200: okEnvelope(importSummary) },
      },
    },
    async (request) => ok(await getImport({ deps, auth: requireAuth(request), id: request.query.id })),
  );

  app.get(
    '/api/v1/Import/GetImportRows',
    {
      config: { access },
      schema: {
        tags,
        summary: "One page of an import's rows in file order, each with its values, status and reason",
        querystring: importRowsQuery,
        response: { 200: okEnvelope(importRowsPage) },
      },
    },
    async (request) => {
      const { id, status, pageNo: page, pageCount: size } = request.query;
      return ok(await listRowsOfImport({ deps, auth: requireAuth(request), query: { id, status, page, size } }));
    },
  );

  app.get(
    '/api/v1/Import/Template',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A template file for an import: the header row and one example row',
        querystring: importTemplateQuery,
      },
    },
    async (request, reply) => {
      const template = await buildImportTemplate(request.query);
      return reply
        .header('content-type', template.mediaType)
        .header('content-disposition', `attachment; filename="${template.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(template.body);
    },
  );
};
