import { z } from 'zod';
import {
  billingLimits,
  billingMessages,
  invoiceStatuses,
  packageFeatures,
  paymentProviders,
  planChangeTimings,
  subscriptionStatuses,
} from './billing.constants.ts';
import { calendarDate } from './dates.ts';
import { pageNumber, pageSize } from './paging.ts';

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const packageName = text(
  billingLimits.packageNameMax,
  billingMessages.packageNameRequired,
  billingMessages.packageNameTooLong,
);
const wholeNumber = (min: number, max: number, invalid: string) =>
  z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid);
export const currencyCode = z
  .string({ error: billingMessages.currencyInvalid })
  .regex(/^[A-Z]{3}$/, billingMessages.currencyInvalid);

/** A package as an organisation sees it (`GET Package/GetPackages`). */
export const billingPackage = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  pricePerSeatMinor: z.number().int().meta({ description: 'Price per seat and month, in minor units' }),
  currency: z.string(),
  seats: z.number().int().meta({ description: 'The most active members (seats) the package allows' }),
  screenshotRetentionDays: z.number().int(),
  features: z.array(z.enum(packageFeatures)),
  isTrial: z.boolean(),
  /** Days a trial lasts; null for a paid package. */
  trialDays: z.number().int().nullable(),
});
export type BillingPackage = z.infer<typeof billingPackage>;

/** A package as the support console edits it: offered or not, in order, with how many organisations use it. */
export const hostPackage = billingPackage.extend({
  active: z.boolean(),
  sortOrder: z.number().int(),
  organizationCount: z.number().int(),
});
export const packageRequest = z.strictObject({
  nameEn: packageName,
  nameAr: packageName,
  pricePerSeatMinor: wholeNumber(0, billingLimits.priceMinorMax, billingMessages.priceInvalid),
  currency: currencyCode,
  seats: wholeNumber(1, billingLimits.seatsMax, billingMessages.seatsInvalid),
  screenshotRetentionDays: wholeNumber(1, billingLimits.retentionDaysMax, billingMessages.retentionInvalid),
  features: z.array(z.enum(packageFeatures)).max(packageFeatures.length),
  isTrial: z.boolean().default(false),
  trialDays: wholeNumber(1, billingLimits.trialDaysMax, billingMessages.seatsInvalid).nullable().default(null),
  active: z.boolean().default(true),
});
export type PackageRequest = z.input<typeof packageRequest>;

/** `SetPackage?packageId` (§7); a missing id answers "Please select a package" (§5). */
export const setPackageQuery = z.object({
  packageId: z.uuid({ error: billingMessages.packageRequired }),
});
export const planChange = z.object({
  timing: z.enum(planChangeTimings),
  /** The first day of the new plan (the organisation's billing day). */
  effectiveFrom: calendarDate(),
  /** The prorated charge for the rest of the current period, in minor units (0 when nothing is charged now). */
  proratedMinor: z.number().int(),
  /** The invoice that carries the prorated charge, if one was issued. */
  invoiceNumber: z.string().nullable(),
  message: z.string(),
});

/** The organisation's plan now: the package, the current period and any change waiting for the next one. */
export const subscription = z.object({
  package: billingPackage,
  status: z.enum(subscriptionStatuses),
  /** The current billing period, first and last day (inclusive), in UTC calendar days. */
  periodStart: calendarDate(),
  periodEnd: calendarDate(),
  trialEndsOn: calendarDate().nullable(),
  pendingPackage: billingPackage.nullable(),
});

/** Seats: active members count; pending invitations hold a seat until they are accepted or withdrawn. */
export const seatUsage = z.object({
  used: z.number().int(),
  pendingInvitations: z.number().int(),
  limit: z.number().int(),
});

export const paymentMethod = z.object({
  provider: z.enum(paymentProviders),
  billingEmail: z.string().nullable(),
  billingAddress: z.string().nullable(),
  /** What the organisation needs to pay by this method (bank details for a transfer), from the deployment. */
  instructions: z.string().nullable(),
});

/** `update-payment-method/{id}`: `{id}` is the organisation's id (it must be the caller's own). */
export const paymentMethodParams = z.object({ id: z.uuid() });
export const paymentMethodRequest = z.strictObject({
  provider: z.enum(paymentProviders, { error: billingMessages.paymentMethodNotFound }),
  billingEmail: z.email().max(254).nullable().default(null),
  billingAddress: z.string().trim().max(billingLimits.billingTextMax).nullable().default(null),
});

/** An invoice line: seats × price for a period, a prorated change, or the tax line. */
export const invoiceLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitMinor: z.number().int(),
  amountMinor: z.number().int(),
});

export const payment = z.object({
  id: z.uuid(),
  amountMinor: z.number().int(),
  paidOn: calendarDate(),
  reference: z.string().nullable(),
  provider: z.enum(paymentProviders),
});

/** An invoice (§3: payment number, date, description, amount, balance); balance = amount − payments. */
export const invoice = z.object({
  id: z.uuid(),
  number: z.string().meta({ description: 'Numbered without gaps per deployment, e.g. WT-000042' }),
  issuedOn: calendarDate(),
  periodStart: calendarDate(),
  periodEnd: calendarDate(),
  description: z.string(),
  currency: z.string(),
  subtotalMinor: z.number().int(),
  taxMinor: z.number().int(),
  amountMinor: z.number().int(),
  paidMinor: z.number().int(),
  balanceMinor: z.number().int(),
  status: z.enum(invoiceStatuses),
  lines: z.array(invoiceLine),
  payments: z.array(payment),
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceListQuery = z.object({ PageNo: pageNumber, PageSize: pageSize });
export const invoicePage = z.object({ items: z.array(invoice), totalCount: z.number().int() });
export const invoiceIdQuery = z.object({ invoiceId: z.uuid() });
/** An invoice PDF: `Lang` picks the language it prints in; absent, the caller's `Accept-Language` does. */
export const invoicePdfQuery = invoiceIdQuery.extend({ Lang: z.enum(['en', 'ar']).optional() });

/** `organiation-details` (§7, path as written): the organisation page in one call. */
export const organizationDetails = z.object({
  id: z.uuid(),
  name: z.string(),
  subscription,
  seats: seatUsage,
  paymentMethod,
  /** Σ balances of open invoices, in the plan's currency. */
  balanceMinor: z.number().int(),
  currency: z.string(),
});

export const hostInvoiceListQuery = z.object({
  PageNo: pageNumber,
  PageSize: pageSize,
  OrganizationId: z.uuid().optional(),
  Status: z.enum(invoiceStatuses).optional(),
});
export const hostInvoice = invoice.extend({ organizationId: z.uuid(), organizationName: z.string() });
export const hostInvoicePage = z.object({ items: z.array(hostInvoice), totalCount: z.number().int() });

export const recordPaymentRequest = z.strictObject({
  invoiceId: z.uuid(),
  amountMinor: wholeNumber(1, billingLimits.paymentMinorMax, billingMessages.paymentInvalid),
  paidOn: calendarDate(),
  reference: z.string().trim().max(billingLimits.referenceMax).nullable().default(null),
});

/** What a billing run did: invoices issued, and organisations whose period rolled over. */
export const billingRunResult = z.object({ invoicesIssued: z.number().int(), periodsRolled: z.number().int() });

export const packageIdQuery = z.object({ id: z.uuid() });
