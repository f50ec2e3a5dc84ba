import { foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';

/** One row per member: the last heartbeat and what they work on (online, last worked on, time since activity). */
export const memberPresence = pgTable(
  'member_presence',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** When the member last had tracked activity (a slot), for "time past from last activity". */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    projectId: uuid('project_id'),
    taskId: uuid('task_id'),
    entryId: uuid('entry_id'),
    /** desktop or web. */
    source: text('source'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    tenantIsolation('member_presence'),
  ],
);
