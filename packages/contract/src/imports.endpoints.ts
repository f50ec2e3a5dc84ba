import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { importLimits } from './imports.constants.ts';
import {
  importHistory,
  importHistoryQuery,
  importIdQuery,
  importPreview,
  importRowsPage,
  importRowsQuery,
  importStarted,
  importSummary,
  importTemplateQuery,
  importUploadQuery,
} from './imports.ts';
import { permissions } from './permissions.ts';

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

/** An upload of one kind: a preview with dryRun (200), else the import queued (202). */
const upload = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    access,
    tags,
    summary,
    description: uploadDescription,
    consumes: ['multipart/form-data'],
    query: importUploadQuery,
    result: importPreview,
    accepted: importStarted,
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNPROCESSABLE'],
  });

/** The template as it is downloaded: CSV text or an XLSX workbook. */
const templateFile = z.string().meta({ format: 'binary', description: 'The header row and one example row' });

/** Spec §7: ImportCustomers, ImportProjects, and the Data Import screen's history, rows and templates. */
export const importEndpoints = {
  importCustomers: upload('/v1/Customer/ImportCustomers', 'Import customers from a CSV or XLSX file'),
  importProjects: upload('/api/v1/Project/ImportProjects', 'Import projects from a CSV or XLSX file'),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Import/GetImportHistory',
    access,
    tags,
    summary: "The organisation's uploads, newest first, with their status and counts",
    query: importHistoryQuery,
    result: importHistory,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Import/GetImportById',
    access,
    tags,
    summary: "One import's status, counts and progress (processedRows of totalRows)",
    query: importIdQuery,
    result: importSummary,
    errors: ['NOT_FOUND'],
  }),
  rows: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Import/GetImportRows',
    access,
    tags,
    summary: "One page of an import's rows in file order, each with its values, status and reason",
    query: importRowsQuery,
    result: importRowsPage,
    errors: ['NOT_FOUND'],
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Import/Template',
    access,
    tags,
    summary: 'A template file for an import: the header row and one example row',
    query: importTemplateQuery,
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    result: templateFile,
  }),
};
