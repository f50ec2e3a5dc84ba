import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An organisation: the tenant every tenant table's rows belong to (global table). */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
