import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { tenants } from '../tenants/tenants.table.ts';

export const customerStatuses = ['active', 'inactive'] as const;

/** A customer of an organisation (§3); projects belong to customers. Name unique per organisation, ignoring case. */
export const customers = pgTable(
  'customers',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: customerStatuses }).notNull().default('active'),
    concurrencyStamp: uuid('concurrency_stamp').notNull(),
    /** The §3 "date joined". */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('customers_name_unique').on(t.tenantId, sql`lower(${t.name})`),
    // The list's default order (newest first): a page of 10 off the index, not a sort of every customer (issue 19).
    index('customers_created_idx').on(t.tenantId, t.createdAt, t.id),
    check('customers_status_check', sql`${t.status} IN ('active', 'inactive')`),
    tenantIsolation('customers'),
  ],
);
