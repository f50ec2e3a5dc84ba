import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** A department of an organisation (§3); its name is unique in the organisation, ignoring case. */
export const departments = pgTable(
  'departments',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('departments_name_unique').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('departments'),
  ],
);
