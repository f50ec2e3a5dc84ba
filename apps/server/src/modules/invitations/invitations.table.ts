import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';
import { roles } from '../roles/roles.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { users } from '../users/users.table.ts';

export const invitationKinds = ['email', 'link'] as const;
export const invitationStatuses = ['pending', 'accepted', 'revoked'] as const;

/**
 * An invitation into one organisation: by e-mail (one person, single use) or by link (anyone with it,
 * until it expires or is revoked). Only the token's SHA-256 is stored.
 */
export const invitations = pgTable(
  'invitations',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: invitationKinds }).notNull(),
    /** Lower-cased; null for a link. */
    email: text('email'),
    roleId: uuid('role_id').notNull(),
    invitedByMemberId: uuid('invited_by_member_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: invitationStatuses }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sendCount: integer('send_count').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique().on(t.tenantId, t.tokenHash),
    index('invitations_tenant_email_idx').on(t.tenantId, t.email),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }),
    foreignKey({ columns: [t.tenantId, t.invitedByMemberId], foreignColumns: [members.tenantId, members.id] }),
    check('invitations_email_kind_check', sql`(${t.kind} = 'email') = (${t.email} IS NOT NULL)`),
    tenantIsolation('invitations'),
  ],
);
