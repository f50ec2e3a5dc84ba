import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
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

export const workspaceStatuses = ['active', 'archived', 'disabled', 'deleted'] as const;
export const workspaceVisibilities = ['public', 'private'] as const;
export const workspacePermissions = ['view', 'edit', 'manage'] as const;
export const taskPriorities = ['low', 'medium', 'high', 'urgent'] as const;

/**
 * A workspace (§3): boards of tasks seen by everyone who may read tasks (public) or by its members only (private).
 * Name unique per organisation among workspaces not deleted, ignoring case; a deleted one stays as a tombstone.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    visibility: text('visibility', { enum: workspaceVisibilities }).notNull(),
    status: text('status', { enum: workspaceStatuses }).notNull().default('active'),
    createdBy: uuid('created_by'),
    concurrencyStamp: uuid('concurrency_stamp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [members.tenantId, members.id] }),
    uniqueIndex('workspaces_name_unique').on(t.tenantId, sql`lower(${t.name})`).where(sql`${t.status} <> 'deleted'`),
    check('workspaces_status_check', sql`${t.status} IN ('active', 'archived', 'disabled', 'deleted')`),
    check('workspaces_visibility_check', sql`${t.visibility} IN ('public', 'private')`),
    tenantIsolation('workspaces'),
  ],
);

/** A member of a workspace with what they may do there. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    tenantId: tenantId(),
    workspaceId: uuid('workspace_id').notNull(),
    memberId: uuid('member_id').notNull(),
    permission: text('permission', { enum: workspacePermissions }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.workspaceId, t.memberId] }),
    foreignKey({ columns: [t.tenantId, t.workspaceId], foreignColumns: [workspaces.tenantId, workspaces.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    index('workspace_members_member_idx').on(t.tenantId, t.memberId),
    check('workspace_members_permission_check', sql`${t.permission} IN ('view', 'edit', 'manage')`),
    tenantIsolation('workspace_members'),
  ],
);

/**
 * A board of a workspace. `order_stamp` changes with every move of a card or a column on it, so a move made on a
 * stale view is refused instead of applied to an order its author never saw.
 */
export const boards = pgTable(
  'boards',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    name: text('name').notNull(),
    orderStamp: uuid('order_stamp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.workspaceId], foreignColumns: [workspaces.tenantId, workspaces.id] }).onDelete(
      'cascade',
    ),
    index('boards_workspace_idx').on(t.tenantId, t.workspaceId),
    tenantIsolation('boards'),
  ],
);

/** A status of a board: a column, ordered left to right, open or done. */
export const taskGroups = pgTable(
  'task_groups',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    boardId: uuid('board_id').notNull(),
    name: text('name').notNull(),
    isDone: boolean('is_done').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.boardId], foreignColumns: [boards.tenantId, boards.id] }).onDelete('cascade'),
    index('task_groups_board_idx').on(t.tenantId, t.boardId, t.position),
    tenantIsolation('task_groups'),
  ],
);

/** A task (§3): on a board in one of its statuses, for a project, assigned to one member. */
export const tasks = pgTable(
  'tasks',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    boardId: uuid('board_id').notNull(),
    groupId: uuid('group_id').notNull(),
    /** Order within the group, ascending. */
    position: integer('position').notNull(),
    projectId: uuid('project_id').notNull(),
    assigneeId: uuid('assignee_id').notNull(),
    name: text('name').notNull(),
    /** Markdown; rendered without raw HTML. */
    description: text('description').notNull().default(''),
    dueDate: date('due_date').notNull(),
    priority: text('priority', { enum: taskPriorities }).notNull(),
    createdBy: uuid('created_by'),
    concurrencyStamp: uuid('concurrency_stamp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.boardId], foreignColumns: [boards.tenantId, boards.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.groupId], foreignColumns: [taskGroups.tenantId, taskGroups.id] }),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [projects.tenantId, projects.id] }),
    foreignKey({ columns: [t.tenantId, t.assigneeId], foreignColumns: [members.tenantId, members.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [members.tenantId, members.id] }),
    index('tasks_group_idx').on(t.tenantId, t.groupId, t.position),
    index('tasks_board_idx').on(t.tenantId, t.boardId),
    index('tasks_project_idx').on(t.tenantId, t.projectId),
    index('tasks_assignee_idx').on(t.tenantId, t.assigneeId, t.dueDate),
    // The task lists' default order (due date, then id): a page is read in order instead of sorting every task.
    index('tasks_due_idx').on(t.tenantId, t.dueDate, t.id),
    check('tasks_priority_check', sql`${t.priority} IN ('low', 'medium', 'high', 'urgent')`),
    tenantIsolation('tasks'),
  ],
);

/** A comment on a task, in Markdown. */
export const taskComments = pgTable(
  'task_comments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    taskId: uuid('task_id').notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.taskId], foreignColumns: [tasks.tenantId, tasks.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.authorId], foreignColumns: [members.tenantId, members.id] }),
    index('task_comments_task_idx').on(t.tenantId, t.taskId, t.createdAt),
    tenantIsolation('task_comments'),
  ],
);

/** A member mentioned in a comment (each was mailed once). */
export const taskCommentMentions = pgTable(
  'task_comment_mentions',
  {
    tenantId: tenantId(),
    commentId: uuid('comment_id').notNull(),
    memberId: uuid('member_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.commentId, t.memberId] }),
    foreignKey({
      columns: [t.tenantId, t.commentId],
      foreignColumns: [taskComments.tenantId, taskComments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    tenantIsolation('task_comment_mentions'),
  ],
);
