import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  numeric,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountRole, tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { departments } from '../departments/departments.table.ts';
import { positions } from '../positions/positions.table.ts';
import { roles } from '../roles/roles.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { users } from '../users/users.table.ts';

export const memberStatuses = ['active', 'inactive', 'archived', 'deleted'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** A user's membership of one organisation (the spec's Member). */
export const members = pgTable(
  'members',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleId: uuid('role_id').notNull(),
    status: text('status', { enum: memberStatuses }).notNull().default('active'),
    /** The organisation's record of the person's name; null means the name on their account. */
    name: text('name'),
    surname: text('surname'),
    phone: text('phone'),
    /** ISO 3166-1 alpha-2 code. */
    country: text('country'),
    /** IANA zone; null means the organisation's `Time_Zone` setting, then UTC (ARCHITECTURE §5). */
    timeZone: text('time_zone'),
    positionId: uuid('position_id'),
    departmentId: uuid('department_id'),
    hourlyRate: numeric('hourly_rate', { precision: 12, scale: 2 }),
    /** ISO 4217 code. */
    currency: text('currency'),
    concurrencyStamp: uuid('concurrency_stamp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique().on(t.tenantId, t.userId),
    // The list's default order (newest first): a page of 10 off the index, not a sort of every member (issue 19).
    index('members_created_idx').on(t.tenantId, t.createdAt, t.id),
    // A department's members (the lists', the board's and the reports' department filters) without reading every
    // member: a department of 50 among 1,000 members, 0.5 ms less per page of the members list (issue 19).
    index('members_department_idx').on(t.tenantId, t.departmentId),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }),
    foreignKey({ columns: [t.tenantId, t.positionId], foreignColumns: [positions.tenantId, positions.id] }),
    foreignKey({ columns: [t.tenantId, t.departmentId], foreignColumns: [departments.tenantId, departments.id] }),
    check('members_status_check', sql`${t.status} IN ('active', 'inactive', 'archived', 'deleted')`),
    tenantIsolation('members'),
    // Lets sign-in find a user's own memberships before any tenant is chosen; nothing else is visible that way. Only
    // for the account role (no tenant): inside a tenant, members keep the tenant policy alone (`accountRole`).
    pgPolicy('members_self_lookup', {
      as: 'permissive',
      for: 'select',
      to: accountRole,
      using: sql`user_id = (SELECT NULLIF(current_setting('app.user_id', true), '')::uuid)`,
    }),
  ],
);
