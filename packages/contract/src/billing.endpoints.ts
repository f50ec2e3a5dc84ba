import { z } from 'zod';
import {
  billingPackage,
  billingRunResult,
  hostInvoice,
  hostInvoiceListQuery,
  hostInvoicePage,
  hostPackage,
  invoiceListQuery,
  invoicePage,
  invoicePdfQuery,
  organizationDetails,
  packageIdQuery,
  packageRequest,
  paymentMethod,
  paymentMethodParams,
  paymentMethodRequest,
  planChange,
  recordPaymentRequest,
  setPackageQuery,
} from './billing.ts';
import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';

const settings = permissions.organizationSettings;
const tags = ['Organization'];
const minor = 'Money is in integer minor units of `currency` (cents), never fractions.';

/** An invoice as a printable PDF. */
export const invoicePdf = z.string().meta({ format: 'binary', description: 'The invoice as a PDF' });

/** The organisation's plan, seats, payment method and invoices (§1, §3, §7 "Subscription"). */
export const billingEndpoints = {
  packages: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Package/GetPackages',
    access: settings,
    tags,
    summary: 'The packages an organisation may choose, in order',
    description: minor,
    result: z.array(billingPackage),
  }),
  setPackage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Subscription/SetPackage',
    access: settings,
    tags,
    summary: 'Changes the plan: at once for an upgrade (prorated to the day), else from the next billing period',
    description: `Says which in \`timing\`. A move to fewer seats than are in use is refused. ${minor}`,
    query: setPackageQuery,
    result: planChange,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'SEAT_LIMIT'],
  }),
  updatePaymentMethod: defineEndpoint({
    method: 'POST',
    path: '/api/app/user-invites/update-payment-method/:id',
    access: settings,
    policy: '`{id}` is the caller’s own organisation; any other id answers 404',
    tags,
    summary: 'Chooses how the organisation pays; no card number ever reaches Worktrail',
    params: paymentMethodParams,
    body: paymentMethodRequest,
    result: paymentMethod,
    errors: ['NOT_FOUND'],
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/app/user-invites/organiation-details',
    access: settings,
    tags,
    summary: 'The organisation page: name, plan, seats, payment method and balance',
    description: minor,
    result: organizationDetails,
  }),
  invoices: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Invoice/GetPagedList',
    access: settings,
    tags,
    summary: 'The organisation’s invoices with their payments and balance, newest first',
    description: minor,
    query: invoiceListQuery,
    result: invoicePage,
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Invoice/DownloadPdf',
    access: settings,
    policy: 'an invoice of the caller’s organisation; any other answers 404',
    tags,
    summary: 'An invoice as a printable PDF (a download)',
    query: invoicePdfQuery,
    result: invoicePdf,
    produces: ['application/pdf'],
    errors: ['NOT_FOUND'],
  }),
};

const hostTags = ['Support console'];
const audited = 'Recorded in the host audit log (who, what, when, which organisation).';

/** Plans as the support console defines them (issue 16: packages are defined in the host console). */
export const hostPackageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/host/Package/GetList',
    access: 'host',
    tags: hostTags,
    summary: 'Every package, offered or not, in order, with how many organisations are on it',
    result: z.array(hostPackage),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/host/Package/Create',
    access: 'host',
    tags: hostTags,
    summary: 'Defines a package',
    description: `${audited} ${minor}`,
    body: packageRequest,
    result: hostPackage,
    errors: ['ALREADY_EXISTS', 'INVALID_STATE'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/host/Package/Update',
    access: 'host',
    tags: hostTags,
    summary: 'Changes a package; organisations on it see the change from their next period',
    description: audited,
    query: packageIdQuery,
    body: packageRequest,
    result: hostPackage,
    errors: ['NOT_FOUND', 'ALREADY_EXISTS', 'INVALID_STATE'],
  }),
};

/** Invoices and payments across organisations, for support (manual payments are recorded here). */
export const hostBillingEndpoints = {
  invoices: defineEndpoint({
    method: 'GET',
    path: '/api/host/Billing/GetInvoices',
    access: 'host',
    tags: hostTags,
    summary: 'Invoices of every organisation, newest first, by organisation and status',
    query: hostInvoiceListQuery,
    result: hostInvoicePage,
  }),
  recordPayment: defineEndpoint({
    method: 'POST',
    path: '/api/host/Billing/RecordPayment',
    access: 'host',
    tags: hostTags,
    summary: 'Records a payment received (a bank transfer) against an invoice',
    description: `${audited} A payment larger than the balance is refused. ${minor}`,
    body: recordPaymentRequest,
    result: hostInvoice,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  runBilling: defineEndpoint({
    method: 'POST',
    path: '/api/host/Billing/Run',
    access: 'host',
    tags: hostTags,
    summary: 'Runs the billing job now, as its schedule would: safe to run twice (no double invoice)',
    description: audited,
    result: billingRunResult,
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/host/Billing/DownloadPdf',
    access: 'host',
    tags: hostTags,
    summary: 'An invoice of any organisation as a PDF',
    description: audited,
    query: invoicePdfQuery,
    result: invoicePdf,
    produces: ['application/pdf'],
    errors: ['NOT_FOUND'],
  }),
};
