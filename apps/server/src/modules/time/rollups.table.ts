import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
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
import { projects } from '../projects/projects.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { apps } from './activity.table.ts';

// Rollups per member × local date (ARCHITECTURE §5, invariant 5): rewritten from raw rows in the same transaction
// as every change, and always equal to a recomputation. `worked_seconds` counts every entry (offline included)
// clipped to the member's local day; `tracked_seconds` and `active_seconds` come from the slots of tracked (not
// offline) entries, so activity = active / tracked.
const totals = () => ({
  workedSeconds: integer('worked_seconds').notNull().default(0),
  offlineSeconds: integer('offline_seconds').notNull().default(0),
  trackedSeconds: integer('tracked_seconds').notNull().default(0),
  activeSeconds: integer('active_seconds').notNull().default(0),
});

/** One member's local day. */
export const memberDay = pgTable(
  'member_day',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    day: date('day').notNull(),
    ...totals(),
    firstStartAt: timestamp('first_start_at', { withTimezone: true }),
    lastEndAt: timestamp('last_end_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.day] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }),
    index('member_day_day_idx').on(t.tenantId, t.day),
    tenantIsolation('member_day'),
  ],
);

/** One member's local day on one project. */
export const memberDayProject = pgTable(
  'member_day_project',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    day: date('day').notNull(),
    projectId: uuid('project_id').notNull(),
    ...totals(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.day, t.projectId] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [projects.tenantId, projects.id] }),
    index('member_day_project_project_idx').on(t.tenantId, t.projectId, t.day),
    index('member_day_project_day_idx').on(t.tenantId, t.day),
    tenantIsolation('member_day_project'),
  ],
);

/** One member's local day in one app or URL host. */
export const memberDayApp = pgTable(
  'member_day_app',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    day: date('day').notNull(),
    appId: uuid('app_id').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.day, t.appId] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }),
    foreignKey({ columns: [t.tenantId, t.appId], foreignColumns: [apps.tenantId, apps.id] }),
    index('member_day_app_day_idx').on(t.tenantId, t.day),
    tenantIsolation('member_day_app'),
  ],
);

/**
 * One member's local day on one task (of `project_id`): the same figures as `member_day_project`, for the time of
 * entries that carry a task; entries without one have no row here. No foreign key to `tasks`: deleting a task
 * deletes its rows here in the same transaction, and its entries keep their time on the project.
 */
export const memberDayTask = pgTable(
  'member_day_task',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    day: date('day').notNull(),
    taskId: uuid('task_id').notNull(),
    projectId: uuid('project_id').notNull(),
    ...totals(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.day, t.taskId] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }),
    index('member_day_task_task_idx').on(t.tenantId, t.taskId),
    index('member_day_task_day_idx').on(t.tenantId, t.day),
    tenantIsolation('member_day_task'),
  ],
);

// The same rollups per member × local month (`month` is the first day of the member's local month), the sums of
// their day rows, rewritten with them in the same transaction: a report over a year reads 12 rows per member, not
// 365. `worked_days` says which days of the month have worked time (bit d − 1 for day d), so a report can still count
// member-days, once each even when a day is worked on several projects.
const workedDays = () => ({ workedDays: integer('worked_days').notNull().default(0) });

/** One member's local month: the sums of their `member_day` rows of that month. */
export const memberMonth = pgTable(
  'member_month',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    month: date('month').notNull(),
    ...totals(),
    ...workedDays(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.month] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }),
    index('member_month_month_idx').on(t.tenantId, t.month),
    tenantIsolation('member_month'),
  ],
);

/** One member's local month on one project: the sums of their `member_day_project` rows of that month. */
export const memberMonthProject = pgTable(
  'member_month_project',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    month: date('month').notNull(),
    projectId: uuid('project_id').notNull(),
    ...totals(),
    ...workedDays(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.month, t.projectId] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [projects.tenantId, projects.id] }),
    index('member_month_project_month_idx').on(t.tenantId, t.month),
    // A project's or customer's total over its whole history, as the lists show it: a few rows per member-month.
    index('member_month_project_project_idx').on(t.tenantId, t.projectId),
    tenantIsolation('member_month_project'),
  ],
);

/**
 * The organisation's time on one project in one month: the sums of every member's `member_month_project` rows of that
 * month (deleted members too), kept by triggers on that table (migration 0025) and brought up to date as the
 * transaction that changed them commits ({@link tenantRollupPending}), so a report of the whole organisation reads
 * a month as one row per project instead of one per member and project (issue 13: a pie over 13 months read 46,000
 * member rows, and took 1.7 times its 90 days). Reports subtract the deleted members' rows themselves. Bigint: a month
 * of 1,000 members passes the range of an integer. The application only reads it.
 */
export const tenantMonthProject = pgTable(
  'tenant_month_project',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    projectId: uuid('project_id').notNull(),
    workedSeconds: bigint('worked_seconds', { mode: 'number' }).notNull(),
    offlineSeconds: bigint('offline_seconds', { mode: 'number' }).notNull(),
    trackedSeconds: bigint('tracked_seconds', { mode: 'number' }).notNull(),
    activeSeconds: bigint('active_seconds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month, t.projectId] }), tenantIsolation('tenant_month_project')],
);

/**
 * The organisation's worked time on one project on one local day, and how many member rows of
 * `member_day_project` it sums (deleted members too): kept by triggers on that table (migration 0026) like
 * {@link tenantMonthProject}, so a report that ranks each day's projects of the whole organisation (the general
 * report by day then project, each day's most worked) ranks one row per day and project instead of summing every
 * member's rows first (issue 13: 50,000 rows a month on 1,000 members). Only what ranking needs: the figures of the
 * projects kept are read from the members' rows. The application only reads it.
 */
export const tenantDayProject = pgTable(
  'tenant_day_project',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    projectId: uuid('project_id').notNull(),
    workedSeconds: bigint('worked_seconds', { mode: 'number' }).notNull(),
    memberRows: integer('member_rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.projectId] }), tenantIsolation('tenant_day_project')],
);

/**
 * The changes a transaction makes to {@link tenantMonthProject} and {@link tenantDayProject}, waiting for its commit
 * (migration 0027): the triggers on the members' rollups add each statement's net change here, and a deferred
 * trigger moves this transaction's rows into the organisation's tables when it commits. So the organisation's row of a
 * project is locked only while its transaction commits, not from the tracker's rollup statement until the server gets
 * round to sending COMMIT: ten agents on one project waited for each other there (issue 19, item 4). Rows live
 * only inside their transaction (`xact`, its id); the table is unlogged, since a crash ends those transactions.
 * `scope` is 'month' or 'day', `period` the month's first day or the day. A transaction works in one organisation
 * (`inTenant`), whose policy still holds as it commits. The application never reads it.
 */
export const tenantRollupPending = pgTable(
  'tenant_rollup_pending',
  {
    tenantId: tenantId(),
    xact: bigint('xact', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
    scope: text('scope').notNull(),
    period: date('period').notNull(),
    projectId: uuid('project_id').notNull(),
    workedSeconds: bigint('worked_seconds', { mode: 'number' }).notNull(),
    offlineSeconds: bigint('offline_seconds', { mode: 'number' }).notNull(),
    trackedSeconds: bigint('tracked_seconds', { mode: 'number' }).notNull(),
    activeSeconds: bigint('active_seconds', { mode: 'number' }).notNull(),
    memberRows: integer('member_rows').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.xact, t.scope, t.period, t.projectId] }),
    tenantIsolation('tenant_rollup_pending'),
  ],
);

/** One member's local month in one app or URL host: the sums of their `member_day_app` rows of that month. */
export const memberMonthApp = pgTable(
  'member_month_app',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    month: date('month').notNull(),
    appId: uuid('app_id').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.month, t.appId] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }),
    foreignKey({ columns: [t.tenantId, t.appId], foreignColumns: [apps.tenantId, apps.id] }),
    index('member_month_app_month_idx').on(t.tenantId, t.month),
    tenantIsolation('member_month_app'),
  ],
);
