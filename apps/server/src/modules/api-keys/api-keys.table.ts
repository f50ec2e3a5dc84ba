import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * An organisation API key (§1). The secret is never stored: only its SHA-256 (a random 256-bit secret needs no slow
 * hash) and the first characters people recognise it by. It acts as `created_by_member_id` with its scopes.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdByMemberId: uuid('created_by_member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByMemberId: uuid('revoked_by_member_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdByMemberId], foreignColumns: [members.tenantId, members.id] }),
    foreignKey({ columns: [t.tenantId, t.revokedByMemberId], foreignColumns: [members.tenantId, members.id] }),
    index('api_keys_created_idx').on(t.tenantId, t.createdAt),
    check('api_keys_scopes_check', sql`cardinality(${t.scopes}) >= 1`),
    tenantIsolation('api_keys'),
  ],
);
