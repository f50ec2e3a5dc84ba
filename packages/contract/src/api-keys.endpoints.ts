import { z } from 'zod';
import { apiKey, apiKeyIdQuery, apiKeyRequest, createdApiKey } from './api-keys.ts';
import { dataExport, dataExportIdQuery } from './data-export.ts';
import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';

const settings = permissions.organizationSettings;
const tags = ['Organization'];
const keys =
  'Keys are sent as `Authorization: Bearer wt_…`, act as the member who made them with only the permissions of ' +
  'their scopes, and are rate-limited per key. Keys themselves cannot manage keys.';

/** API keys of the organisation (§1: API key with copy and docs link). */
export const apiKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/ApiKey/GetList',
    access: settings,
    tags,
    summary: 'The organisation’s API keys, newest first: prefix, scopes, maker, last use, expiry and revocation',
    description: keys,
    result: z.array(apiKey),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/ApiKey/Create',
    access: settings,
    tags,
    summary: 'Creates an API key; the secret is in this answer only and is stored as a hash',
    description: keys,
    body: apiKeyRequest,
    result: createdApiKey,
    errors: ['INVALID_STATE'],
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/api/v1/ApiKey/Revoke',
    access: settings,
    tags,
    summary: 'Revokes an API key at once: its next request is refused',
    query: apiKeyIdQuery,
    result: apiKey,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
};

/** A zip of the export's CSV files. */
export const dataExportZip = z.string().meta({ format: 'binary', description: 'A ZIP of RFC 4180 CSV files' });

/** The organisation's data export (§1 "CSV export"). */
export const dataExportEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/DataExport/Create',
    access: settings,
    tags,
    summary: 'Starts an export of the organisation’s data; a background job prepares it',
    result: dataExport,
    errors: ['INVALID_STATE'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/DataExport/GetList',
    access: settings,
    tags,
    summary: 'The newest exports with their progress',
    result: z.array(dataExport),
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/v1/DataExport/Download',
    access: settings,
    policy: 'an export of the caller’s organisation that is ready and not expired',
    tags,
    summary: 'Downloads a finished export as a ZIP of CSV files (formula-safe)',
    query: dataExportIdQuery,
    result: dataExportZip,
    produces: ['application/zip'],
    errors: ['NOT_FOUND', 'NOT_READY', 'INVALID_STATE'],
  }),
};
