import type { MessageKey, MessageParams } from '@worktrail/contract';
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

export const importKinds = ['customers', 'projects'] as const;
/** pending → running → succeeded | failed. */
export const importStatuses = ['pending', 'running', 'succeeded', 'failed'] as const;
export const importRowStatuses = ['valid', 'imported', 'failed', 'duplicate'] as const;

/** One uploaded file of customers or projects and its background import (§2 Data Import, §4 Upload). */
export const imports = pgTable(
  'imports',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: importKinds }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: importStatuses }).notNull().default('pending'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** Why the whole import failed, if it did: the text's key (`imports.messages.importFailed`) and its values. */
    errorKey: text('error_key').$type<MessageKey>(),
    errorParams: jsonb('error_params').$type<MessageParams>().notNull().default({}),
    createdByMemberId: uuid('created_by_member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdByMemberId], foreignColumns: [members.tenantId, members.id] }),
    index('imports_history_idx').on(t.tenantId, t.createdAt),
    check('imports_kind_check', sql`${t.kind} IN ('customers', 'projects')`),
    check('imports_status_check', sql`${t.status} IN ('pending', 'running', 'succeeded', 'failed')`),
    tenantIsolation('imports'),
  ],
);

/** One data row of an import: its values, and whether it was imported or why not. */
export const importRows = pgTable(
  'import_rows',
  {
    tenantId: tenantId(),
    importId: uuid('import_id').notNull(),
    /** The row's line in the file (the header is line 1). */
    rowNumber: integer('row_number').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: importRowStatuses }).notNull(),
    /** Why the row was not imported: the text's key (`imports.messages.duplicateInFile`) and its values. */
    reasonKey: text('reason_key').$type<MessageKey>(),
    reasonParams: jsonb('reason_params').$type<MessageParams>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.importId, t.rowNumber] }),
    foreignKey({ columns: [t.tenantId, t.importId], foreignColumns: [imports.tenantId, imports.id] }).onDelete(
      'cascade',
    ),
    check('import_rows_status_check', sql`${t.status} IN ('valid', 'imported', 'failed', 'duplicate')`),
    tenantIsolation('import_rows'),
  ],
);
