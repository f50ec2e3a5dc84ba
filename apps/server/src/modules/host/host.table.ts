import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * People with the host role: Worktrail support, outside every organisation (global). Only the console's own role
 * reads it; the first row is made by `npm run host:admin`.
 */
export const hostAdmins = pgTable('host_admins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Who granted the role: `command` for `npm run host:admin`, else the granting host's e-mail. */
  grantedBy: text('granted_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every action of support (global): who, what, when, and in which organisation. Written in the same transaction as
 * the action; never holds a comment's text or a file's content. `organization_id` is not `tenant_id` on purpose:
 * this is the console's table, not a tenant's.
 */
export const hostAudit = pgTable(
  'host_audit',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    organizationId: uuid('organization_id'),
    targetId: uuid('target_id'),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('host_audit_at_idx').on(t.at), index('host_audit_organization_idx').on(t.organizationId, t.at)],
);
