import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/** A person's account, global across organisations; e-mail is stored lower-cased and unique. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  givenName: text('given_name').notNull().default(''),
  familyName: text('family_name').notNull().default(''),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** The organisation whose id goes into the user's next access token. */
  activeTenantId: uuid('active_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
