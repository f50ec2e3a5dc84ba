import { foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from './members.table.ts';

/**
 * What the member picker sorts by, one row per member: `lower(coalesce(member's name, account's given name))` and the
 * same of the surnames. Triggers keep it (migration 0020) whenever a member's or an account's names change, so a page
 * of the picker is read off `member_name_keys_order_idx` instead of sorting every member joined to their account
 * (issue 19). The application only reads it. A table of its own rather than columns on `members`, so that code writing
 * members stays valid against the schemas before it (the migration tests seed those).
 */
export const memberNameKeys = pgTable(
  'member_name_keys',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    nameKey: text('name_key').notNull(),
    surnameKey: text('surname_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    index('member_name_keys_order_idx').on(t.tenantId, t.nameKey, t.surnameKey, t.memberId),
    tenantIsolation('member_name_keys'),
  ],
);
