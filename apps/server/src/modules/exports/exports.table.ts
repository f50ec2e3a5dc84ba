import { exportFormats, exportReports, exportStatuses, type MessageKey } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A report export too large to answer at once (`Reports/Export`): made by a background job as the member who
 * asked, kept in the blob store under `blob_key` until `expires_at` (24 hours), readable by that member only.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    /** Who asked: the job runs the report with their data scope and permissions as they are when it runs. */
    memberId: uuid('member_id').notNull(),
    report: text('report', { enum: exportReports }).notNull(),
    format: text('format', { enum: exportFormats }).notNull(),
    /** The export's parsed query (report, filters, grouping, language), as the job runs it. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: exportStatuses }).notNull().default('queued'),
    /** 0–100. */
    progress: integer('progress').notNull().default(0),
    blobKey: text('blob_key'),
    /** Why it failed, by key (`reports.messages.exportFailed`). */
    messageKey: text('message_key').$type<MessageKey>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    index('report_exports_expiry_idx').on(t.tenantId, t.expiresAt),
    check('report_exports_report_check', sql`${t.report} IN (${listed(exportReports)})`),
    check('report_exports_format_check', sql`${t.format} IN (${listed(exportFormats)})`),
    check('report_exports_status_check', sql`${t.status} IN (${listed(exportStatuses)})`),
    check('report_exports_progress_check', sql`${t.progress} BETWEEN 0 AND 100`),
    tenantIsolation('report_exports'),
  ],
);
