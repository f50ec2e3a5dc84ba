import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An organisation: the tenant every tenant table's rows belong to (global table). */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  /** From business sign-up (§2): what the organisation does and how large its team is. */
  industry: text('industry'),
  teamSize: text('team_size'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
