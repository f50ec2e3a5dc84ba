import { billingEndpoints, hostBillingEndpoints } from '@worktrail/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth, requireHost } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { sendFile } from '../exports/exports.routes.ts';
import { invoiceLangOf } from './invoice-words.ts';
import {
  hostInvoicePdf,
  invoicePdf,
  listHostInvoices,
  listInvoices,
  recordPayment,
  runBillingNow,
} from './invoices.service.ts';

/** The language a PDF prints in: `Lang` when given, else the caller's `Accept-Language`. */
const langOf = (request: FastifyRequest<{ Querystring: { Lang?: 'en' | 'ar' | undefined } }>) =>
  request.query.Lang ?? invoiceLangOf(request.headers['accept-language']);

const pdfFile = (file: { fileName: string; bytes: Buffer }) => ({
  fileName: file.fileName,
  mediaType: 'application/pdf',
  body: file.bytes,
});

/** Invoices and payments of the organisation, and across organisations in the support console. */
export const invoicesRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, config }) => {
  const deps = { db, clock, config };
  const pageOf = (q: { PageNo: number; PageSize: number }) => ({
    limit: q.PageSize,
    offset: (q.PageNo - 1) * q.PageSize,
  });

  registerEndpoint(app, billingEndpoints.invoices, async (request) =>
    ok(await listInvoices({ deps, auth: requireAuth(request), page: pageOf(request.query) })),
  );

  registerEndpoint(app, billingEndpoints.invoicePdf, async (request, reply) => {
    const download = { invoiceId: request.query.invoiceId, lang: langOf(request) };
    return sendFile(reply, pdfFile(await invoicePdf({ deps, auth: requireAuth(request), ...download })));
  });

  registerEndpoint(app, hostBillingEndpoints.invoices, async (request) => {
    const q = request.query;
    const query = { ...pageOf(q), tenantId: q.OrganizationId, status: q.Status };
    return ok(await listHostInvoices({ deps, host: requireHost(request), query }));
  });

  registerEndpoint(app, hostBillingEndpoints.recordPayment, async (request) =>
    ok(await recordPayment({ deps, host: requireHost(request), payment: request.body })),
  );

  registerEndpoint(app, hostBillingEndpoints.runBilling, async (request) =>
    ok(await runBillingNow({ deps, host: requireHost(request) })),
  );

  registerEndpoint(app, hostBillingEndpoints.invoicePdf, async (request, reply) => {
    const download = { invoiceId: request.query.invoiceId, lang: langOf(request) };
    return sendFile(reply, pdfFile(await hostInvoicePdf({ deps, host: requireHost(request), ...download })));
  });
};
