import { foreignKey, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';

/** A member assigned to a manager: part of that manager's data scope (ARCHITECTURE §4). */
export const managerMembers = pgTable(
  'manager_members',
  {
    tenantId: tenantId(),
    managerMemberId: uuid('manager_member_id').notNull(),
    memberId: uuid('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.managerMemberId, t.memberId] }),
    foreignKey({ columns: [t.tenantId, t.managerMemberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    tenantIsolation('manager_members'),
  ],
);
