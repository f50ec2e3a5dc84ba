import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { customers } from '../customers/customers.table.ts';
import { members } from '../members/members.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** Project states of §4; `opened` is "in progress". */
export const projectStatuses = ['active', 'archived', 'canceled', 'pending', 'opened', 'done'] as const;

/** A project of a customer (§3). Name unique per organisation, ignoring case. */
export const projects = pgTable(
  'projects',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status', { enum: projectStatuses }).notNull().default('active'),
    colorCode: text('color_code').notNull().default('#98A2B3'),
    maxWorkingHours: numeric('max_working_hours', { precision: 10, scale: 2 }).notNull().default('0'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    concurrencyStamp: uuid('concurrency_stamp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    uniqueIndex('projects_name_unique').on(t.tenantId, sql`lower(${t.name})`),
    index('projects_customer_idx').on(t.tenantId, t.customerId),
    // The list's default order (newest first) reads a page of 10 off this index instead of sorting every project
    // (issue 19); its status tabs read `project_status_counts`.
    index('projects_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('projects_status_idx').on(t.tenantId, t.status),
    check('projects_status_check', sql`${t.status} IN ('active', 'archived', 'canceled', 'pending', 'opened', 'done')`),
    check(
      'projects_dates_check',
      sql`${t.endDate} IS NULL OR ${t.startDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
    tenantIsolation('projects'),
  ],
);

/** A member of a project: whom the project is offered to when tracking. */
export const projectMembers = pgTable(
  'project_members',
  {
    tenantId: tenantId(),
    projectId: uuid('project_id').notNull(),
    memberId: uuid('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.memberId] }),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [projects.tenantId, projects.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    index('project_members_member_idx').on(t.tenantId, t.memberId),
    tenantIsolation('project_members'),
  ],
);
