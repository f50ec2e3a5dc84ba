import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

export const dataExportStatuses = ['queued', 'running', 'ready', 'failed'] as const;

/** An export of the organisation's data (§1 "CSV export"): a ZIP in the blob store, downloadable until it expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    status: text('status', { enum: dataExportStatuses }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    createdByMemberId: uuid('created_by_member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    blobKey: text('blob_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdByMemberId], foreignColumns: [members.tenantId, members.id] }),
    index('data_exports_created_idx').on(t.tenantId, t.createdAt),
    check('data_exports_status_check', sql`${t.status} IN ('queued', 'running', 'ready', 'failed')`),
    check('data_exports_progress_check', sql`${t.progress} BETWEEN 0 AND 100`),
    tenantIsolation('data_exports'),
  ],
);
