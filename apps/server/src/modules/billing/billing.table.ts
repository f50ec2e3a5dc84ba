import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hostAccess, tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { users } from '../users/users.table.ts';

/** A plan (global, defined in the support console). Money in integer minor units of `currency`. */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    pricePerSeatMinor: bigint('price_per_seat_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    seats: integer('seats').notNull(),
    screenshotRetentionDays: integer('screenshot_retention_days').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    /** The one package a new organisation starts on, free for `trial_days`. */
    isTrial: boolean('is_trial').notNull().default(false),
    trialDays: integer('trial_days'),
    /** Off: no longer offered; organisations on it keep it. */
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('packages_name_en_unique').on(sql`lower(${t.nameEn})`),
    uniqueIndex('packages_one_trial').on(t.isTrial).where(sql`${t.isTrial}`),
    check('packages_price_check', sql`${t.pricePerSeatMinor} >= 0`),
    check('packages_seats_check', sql`${t.seats} >= 1`),
    check('packages_trial_check', sql`${t.isTrial} = (${t.trialDays} IS NOT NULL)`),
  ],
);

export const subscriptionStatuses = ['trial', 'active', 'trialEnded'] as const;

/**
 * An organisation's plan: one row per organisation. The current billing period runs `period_start`..`period_end`
 * (UTC calendar days, inclusive); `pending_package_id` takes over when the next period starts.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    tenantId: tenantId()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    trialEndsOn: date('trial_ends_on', { mode: 'string' }),
    pendingPackageId: uuid('pending_package_id').references(() => packages.id),
    paymentProvider: text('payment_provider').notNull().default('manual'),
    billingEmail: text('billing_email'),
    billingAddress: text('billing_address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_period_end_idx').on(t.periodEnd),
    check('subscriptions_status_check', sql`${t.status} IN ('trial', 'active', 'trialEnded')`),
    check('subscriptions_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    tenantIsolation('subscriptions'),
    hostAccess('subscriptions'),
  ],
);

/** The last invoice number issued in this deployment: one row, advanced in the transaction that issues, so no gaps. */
export const invoiceNumbers = pgTable('invoice_numbers', {
  id: integer('id').primaryKey().default(1),
  last: bigint('last', { mode: 'number' }).notNull().default(0),
});

export const invoiceKinds = ['period', 'proration'] as const;
export type InvoiceLineRow = { description: string; quantity: number; unitMinor: number; amountMinor: number };

/**
 * An invoice: a billing period's seats × price (`period`), or an upgrade's prorated difference (`proration`).
 * One `period` invoice per organisation and period start, so a billing run can be repeated safely.
 */
export const invoices = pgTable(
  'invoices',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    seats: integer('seats').notNull(),
    lines: jsonb('lines').$type<InvoiceLineRow[]>().notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_one_per_period').on(t.tenantId, t.periodStart).where(sql`${t.kind} = 'period'`),
    index('invoices_issued_idx').on(t.tenantId, t.issuedOn),
    check('invoices_kind_check', sql`${t.kind} IN ('period', 'proration')`),
    check('invoices_paid_check', sql`${t.paidMinor} >= 0 AND ${t.paidMinor} <= ${t.amountMinor}`),
    tenantIsolation('invoices'),
    hostAccess('invoices'),
  ],
);

/** A payment received against an invoice (a bank transfer recorded by support, or a provider's confirmation). */
export const payments = pgTable(
  'payments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    provider: text('provider').notNull(),
    /** The support person who recorded it (manual payments). */
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.invoiceId], foreignColumns: [invoices.tenantId, invoices.id] }).onDelete(
      'cascade',
    ),
    index('payments_invoice_idx').on(t.tenantId, t.invoiceId),
    check('payments_amount_check', sql`${t.amountMinor} > 0`),
    tenantIsolation('payments'),
    hostAccess('payments'),
  ],
);
