import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';
import { projects } from '../projects/projects.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** Team states of §4. */
export const teamStatuses = ['active', 'inactive', 'deleted'] as const;

/** A team (§3): members, some of them leaders, and the projects it works on. */
export const teams = pgTable(
  'teams',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: teamStatuses }).notNull().default('active'),
    concurrencyStamp: uuid('concurrency_stamp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // A deleted team frees its name.
    uniqueIndex('teams_name_unique').on(t.tenantId, sql`lower(${t.name})`).where(sql`${t.status} <> 'deleted'`),
    check('teams_status_check', sql`${t.status} IN ('active', 'inactive', 'deleted')`),
    tenantIsolation('teams'),
  ],
);

/** A member of a team; a leader's data scope covers the team's members (ARCHITECTURE §4). */
export const teamMembers = pgTable(
  'team_members',
  {
    tenantId: tenantId(),
    teamId: uuid('team_id').notNull(),
    memberId: uuid('member_id').notNull(),
    isLeader: boolean('is_leader').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.teamId, t.memberId] }),
    foreignKey({ columns: [t.tenantId, t.teamId], foreignColumns: [teams.tenantId, teams.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    index('team_members_member_idx').on(t.tenantId, t.memberId),
    tenantIsolation('team_members'),
  ],
);

/** A project a team works on. */
export const teamProjects = pgTable(
  'team_projects',
  {
    tenantId: tenantId(),
    teamId: uuid('team_id').notNull(),
    projectId: uuid('project_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.teamId, t.projectId] }),
    foreignKey({ columns: [t.tenantId, t.teamId], foreignColumns: [teams.tenantId, teams.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [projects.tenantId, projects.id] }).onDelete(
      'cascade',
    ),
    index('team_projects_project_idx').on(t.tenantId, t.projectId),
    tenantIsolation('team_projects'),
  ],
);
