import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { pageNumber, pageSize, pagination } from './paging.ts';
import { idListParam } from './reports.ts';
import {
  taskLimits,
  taskMessages,
  taskPriorities,
  taskSortings,
  taskStates,
  workspacePermissions,
  workspaceSettableStatuses,
  workspaceStatuses,
  workspaceVisibilities,
} from './tasks.constants.ts';

const m = taskMessages;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const idOf = (required: string) => z.uuid({ error: required });

// ---------------------------------------------------------------------------------------------------------------
// Workspaces

export const workspaceMemberInput = z.object({
  memberId: z.uuid(),
  permission: z.enum(workspacePermissions),
});

/** Create a workspace; the caller always manages it (added when missing from `members`). */
export const createWorkspaceRequest = z.object({
  name: text(m.workspaceNameRequired, taskLimits.workspaceNameMax, m.workspaceNameTooLong),
  visibility: z.enum(workspaceVisibilities),
  members: z.array(workspaceMemberInput).max(taskLimits.membersMax).default([]),
});
export type CreateWorkspaceRequest = z.input<typeof createWorkspaceRequest>;

export const updateWorkspaceRequest = z.object({
  name: text(m.workspaceNameRequired, taskLimits.workspaceNameMax, m.workspaceNameTooLong),
  visibility: z.enum(workspaceVisibilities),
  status: z.enum(workspaceSettableStatuses),
  concurrencyStamp: z.uuid({ error: m.stampRequired }),
});
export type UpdateWorkspaceRequest = z.input<typeof updateWorkspaceRequest>;

/** Replace a workspace's member list; at least one member keeps `manage`. */
export const setWorkspaceMembersRequest = z.object({
  members: z.array(workspaceMemberInput).max(taskLimits.membersMax),
  concurrencyStamp: z.uuid({ error: m.stampRequired }),
});
export type SetWorkspaceMembersRequest = z.input<typeof setWorkspaceMembersRequest>;

export const idQuery = z.object({ id: z.uuid() });

/** `GetWorkspaces`: by state (active by default), and for holders of ManageAll whether to include private ones. */
export const workspaceListQuery = z.object({
  Status: z.enum(['active', 'archived', 'disabled', 'all']).default('active'),
  /** Holders of `Worktrail.Tasks.ManageAll` only ("manage all"): also private workspaces they are not members of. */
  IncludeAll: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type WorkspaceListQuery = z.input<typeof workspaceListQuery>;

export const personRef = z.object({ id: z.uuid(), name: z.string(), profilePicture: z.string().nullable() });
export type PersonRef = z.infer<typeof personRef>;

export const boardSummary = z.object({ id: z.uuid(), name: z.string(), taskCount: z.number().int() });

/** What the caller may do in a workspace, computed by the server from the rules above. */
export const workspaceAbilities = z.object({
  permission: z.enum(workspacePermissions),
  canEditTasks: z.boolean(),
  canMoveTasks: z.boolean(),
  canEditStatuses: z.boolean(),
  canManage: z.boolean(),
});
export type WorkspaceAbilities = z.infer<typeof workspaceAbilities>;

export const workspaceListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  visibility: z.enum(workspaceVisibilities),
  status: z.enum(workspaceStatuses),
  createdBy: personRef.nullable(),
  createdAt: z.iso.datetime(),
  taskCount: z.number().int(),
  memberCount: z.number().int(),
  boards: z.array(boardSummary),
  /** Whether the caller is a member, or sees it only through "manage all". */
  isMember: z.boolean(),
  abilities: workspaceAbilities,
  concurrencyStamp: z.uuid(),
});
export type WorkspaceListItem = z.infer<typeof workspaceListItem>;
export const workspaceList = z.array(workspaceListItem);

export const workspaceMember = personRef.extend({ permission: z.enum(workspacePermissions) });
export type WorkspaceMember = z.infer<typeof workspaceMember>;

export const workspaceDetail = workspaceListItem.extend({ members: z.array(workspaceMember) });
export type WorkspaceDetail = z.infer<typeof workspaceDetail>;

/** Members a task of the workspace may be assigned to or mention: active members who can see it. */
export const assignableMembers = z.array(personRef);

export const deletedRef = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------------------------
// Boards and groups (statuses)

export const groupInput = z.object({
  name: text(m.groupNameRequired, taskLimits.groupNameMax, m.groupNameTooLong),
  isDone: z.boolean().default(false),
});

/** Create a board with its statuses, left to right (the web sends translated defaults: To do, In progress, Done). */
export const createBoardRequest = z.object({
  workspaceId: z.uuid({ error: m.workspaceNotFound }),
  name: text(m.boardNameRequired, taskLimits.boardNameMax, m.boardNameTooLong),
  groups: z.array(groupInput).min(1, m.groupsRequired).max(taskLimits.groupsPerBoard, m.tooManyGroups),
});
export type CreateBoardRequest = z.input<typeof createBoardRequest>;

export const updateBoardRequest = z.object({
  name: text(m.boardNameRequired, taskLimits.boardNameMax, m.boardNameTooLong),
});

export const createGroupRequest = groupInput.extend({ boardId: z.uuid({ error: m.boardNotFound }) });
export type CreateGroupRequest = z.input<typeof createGroupRequest>;
export const updateGroupRequest = groupInput;
export type UpdateGroupRequest = z.input<typeof updateGroupRequest>;

/**
 * Move a card: to `groupId`, just before `beforeTaskId` (null: at the end). `concurrencyStamp` is the board's
 * order stamp as read; every move of a card or a column changes it, so a stale move is refused (409) and moves
 * nothing: the client reloads the board. Nothing is lost or duplicated either way.
 */
export const moveTaskRequest = z.object({
  taskId: z.uuid(),
  groupId: z.uuid({ error: m.groupNotFound }),
  beforeTaskId: z.uuid().nullable(),
  concurrencyStamp: z.uuid({ error: m.stampRequired }),
});
export type MoveTaskRequest = z.input<typeof moveTaskRequest>;

/** Move a column just before `beforeGroupId` (null: last), under the same board order stamp. */
export const moveGroupRequest = z.object({
  groupId: z.uuid(),
  beforeGroupId: z.uuid().nullable(),
  concurrencyStamp: z.uuid({ error: m.stampRequired }),
});
export type MoveGroupRequest = z.input<typeof moveGroupRequest>;

/** The board's new order stamp after a move. */
export const boardOrder = z.object({ concurrencyStamp: z.uuid() });

export const taskGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  isDone: z.boolean(),
  position: z.number().int(),
});
export type TaskGroup = z.infer<typeof taskGroup>;

// ---------------------------------------------------------------------------------------------------------------
// Tasks

export const projectBadge = z.object({ id: z.uuid(), name: z.string(), colorCode: z.string() });

/** A task as cards and lists show it. `overdue`: due before today in the caller's zone and not done. */
export const taskCard = z.object({
  id: z.uuid(),
  name: z.string(),
  priority: z.enum(taskPriorities),
  dueDate: z.iso.date(),
  overdue: z.boolean(),
  assignee: personRef,
  project: projectBadge,
  workspaceId: z.uuid(),
  boardId: z.uuid(),
  group: taskGroup.pick({ id: true, name: true, isDone: true }),
  commentCount: z.number().int(),
  /** Tracked time on the task of the members in the caller's data scope, from the rollups. */
  trackedSeconds: z.number().int(),
  createdAt: z.iso.datetime(),
  concurrencyStamp: z.uuid(),
});
export type TaskCard = z.infer<typeof taskCard>;

export const boardColumn = taskGroup.extend({ tasks: z.array(taskCard) });
export type BoardColumn = z.infer<typeof boardColumn>;

export const boardDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  workspace: z.object({ id: z.uuid(), name: z.string(), status: z.enum(workspaceStatuses) }),
  abilities: workspaceAbilities,
  columns: z.array(boardColumn),
  concurrencyStamp: z.uuid(),
});
export type BoardDetail = z.infer<typeof boardDetail>;

/** Every field required (§5), each with its own message. */
export const taskFields = z.object({
  name: text(m.nameRequired, taskLimits.nameMax, m.nameTooLong),
  description: z.string().max(taskLimits.descriptionMax, m.descriptionTooLong).default(''),
  assigneeId: idOf(m.assigneeRequired),
  dueDate: calendarDate(m.dueDateRequired),
  projectId: idOf(m.projectRequired),
  /** The status: a group of a board; the task lives on that board. */
  groupId: idOf(m.statusRequired),
  priority: z.enum(taskPriorities, { error: m.priorityRequired }),
});
export const createTaskRequest = taskFields;
export type CreateTaskRequest = z.input<typeof createTaskRequest>;
/** The same fields; a missing description leaves it as it is (a list row changing one field has none to send). */
export const updateTaskRequest = taskFields.extend({
  description: z.string().max(taskLimits.descriptionMax, m.descriptionTooLong).optional(),
  concurrencyStamp: z.uuid({ error: m.stampRequired }),
});
export type UpdateTaskRequest = z.input<typeof updateTaskRequest>;

export const taskIdQuery = z.object({ id: z.uuid() });
export const taskIdParamQuery = z.object({ taskId: z.uuid() });

export const taskComment = z.object({
  id: z.uuid(),
  author: personRef,
  comment: z.string(),
  mentions: z.array(personRef),
  createdAt: z.iso.datetime(),
  /** Whether the caller wrote it (and so may delete it). */
  mine: z.boolean(),
});
export type TaskComment = z.infer<typeof taskComment>;

/** A comment in Markdown; `@Name` in the text with the member in `mentionedMemberIds` mails them a notice. */
export const addCommentRequest = z.object({
  comment: text(m.commentRequired, taskLimits.commentMax, m.commentTooLong),
  mentionedMemberIds: z.array(z.uuid()).max(taskLimits.mentionsMax).default([]),
});
export type AddCommentRequest = z.input<typeof addCommentRequest>;

export const taskDetail = taskCard.extend({
  description: z.string(),
  workspace: z.object({ id: z.uuid(), name: z.string() }),
  board: z.object({ id: z.uuid(), name: z.string() }),
  createdBy: personRef.nullable(),
  comments: z.array(taskComment),
  abilities: workspaceAbilities,
});
export type TaskDetail = z.infer<typeof taskDetail>;

/** View Tasks and Quick Tasks (§9 paging): filters all optional and combined. */
export const taskListQuery = z
  .object({
    PageNo: pageNumber,
    PageSize: pageSize,
    ProjectIds: idListParam.optional(),
    AssigneeIds: idListParam.optional(),
    WorkspaceId: z.uuid().optional(),
    BoardId: z.uuid().optional(),
    /** Only tasks assigned to the caller. */
    Mine: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    State: z.enum(taskStates).default('all'),
    Priorities: z
      .union([z.enum(taskPriorities), z.string()])
      .transform((value) => value.split(',').filter(Boolean))
      .pipe(z.array(z.enum(taskPriorities)).max(taskPriorities.length))
      .optional(),
    DueFrom: calendarDate().optional(),
    DueTo: calendarDate().optional(),
    Search: z.string().trim().max(taskLimits.nameMax).optional(),
    Sorting: z.enum(taskSortings).default('dueDate asc'),
  })
  .refine((query) => !query.DueFrom || !query.DueTo || query.DueTo >= query.DueFrom, {
    path: ['DueTo'],
    message: m.dueRangeInvalid,
  });
export type TaskListQuery = z.input<typeof taskListQuery>;

export const taskPagedList = z.object({ items: z.array(taskCard), pagination });
export type TaskPagedList = z.infer<typeof taskPagedList>;

/** Boards of the workspaces the caller may edit, with their statuses, for Quick Tasks and the task form. */
export const boardOptions = z.array(
  z.object({
    id: z.uuid(),
    name: z.string(),
    workspaceId: z.uuid(),
    workspaceName: z.string(),
    groups: z.array(taskGroup),
  }),
);
export type BoardOptions = z.infer<typeof boardOptions>;
