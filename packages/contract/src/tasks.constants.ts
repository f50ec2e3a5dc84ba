/** Workspace states of §4; a deleted workspace is gone for everyone (its boards and tasks with it). */
export const workspaceStatuses = ['active', 'archived', 'disabled', 'deleted'] as const;
export type WorkspaceStatus = (typeof workspaceStatuses)[number];
/** The states a workspace can be set to by an update; deleting has its own call. */
export const workspaceSettableStatuses = ['active', 'archived', 'disabled'] as const;

export const workspaceVisibilities = ['public', 'private'] as const;
export type WorkspaceVisibility = (typeof workspaceVisibilities)[number];

/**
 * What a member may do in a workspace, each including the one before: view (see boards and tasks, comment), edit
 * (also move cards and mark done; add, edit and delete tasks where `Add_Edit_Tasks` applies to them or they hold
 * `Worktrail.Tasks.Manage`), manage (also boards, the workspace and its members; statuses where
 * `Add_Edit_Task_Status` applies or they hold `Worktrail.Tasks.Manage`).
 */
export const workspacePermissions = ['view', 'edit', 'manage'] as const;
export type WorkspacePermission = (typeof workspacePermissions)[number];

export const taskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

/** Whether a task is in an open status or a done one. */
export const taskStates = ['open', 'done', 'all'] as const;
export type TaskState = (typeof taskStates)[number];

export const taskSortings = [
  'dueDate asc',
  'dueDate desc',
  'priority desc',
  'priority asc',
  'name asc',
  'name desc',
  'createdAt desc',
  'createdAt asc',
] as const;
export type TaskSorting = (typeof taskSortings)[number];

/** Limits of the tasks area: texts, list sizes, and how many rows one board or workspace may hold. */
export const taskLimits = {
  nameMax: 300,
  descriptionMax: 10_000,
  commentMax: 5_000,
  groupNameMax: 60,
  boardNameMax: 120,
  workspaceNameMax: 120,
  membersMax: 500,
  mentionsMax: 20,
  groupsPerBoard: 30,
  boardsPerWorkspace: 100,
  /** A board shows at most this many tasks; a board holding more refuses new ones. */
  tasksPerBoard: 2_000,
} as const;

/** Texts of the tasks API, word for word in both languages (§5, §8). */
export const taskMessages = {
  nameRequired: 'Please enter task name',
  nameTooLong: 'The task name must be at most 300 characters.',
  assigneeRequired: 'Please select an assignee',
  dueDateRequired: 'Please select a due date',
  projectRequired: 'Please select a project',
  statusRequired: 'Please select a status',
  priorityRequired: 'Please select a priority',
  descriptionTooLong: 'The description must be at most 10000 characters.',
  commentRequired: 'Please write a comment',
  commentTooLong: 'The comment must be at most 5000 characters.',
  noDoneStatus: "No 'Done' status found, contact the administrator.",
  notFound: 'The task was not found.',
  commentNotFound: 'The comment was not found.',
  workspaceNotFound: 'The workspace was not found.',
  boardNotFound: 'The board was not found.',
  groupNotFound: 'The status was not found.',
  projectNotFound: 'The project was not found.',
  assigneeNotAllowed: 'The assignee must be an active member who can see this workspace.',
  mentionNotAllowed: 'Only members who can see this workspace can be mentioned.',
  workspaceNameRequired: 'Please enter a workspace name',
  workspaceNameTooLong: 'The workspace name must be at most 120 characters.',
  workspaceAlreadyExists: 'A workspace with this name already exists.',
  workspaceNotActive: 'This workspace is archived or disabled; reactivate it to change its tasks.',
  boardNameRequired: 'Please enter a board name',
  boardNameTooLong: 'The board name must be at most 120 characters.',
  groupNameRequired: 'Please enter a status name',
  groupNameTooLong: 'The status name must be at most 60 characters.',
  groupsRequired: 'A board needs at least one status.',
  tooManyGroups: 'A board can have at most 30 statuses.',
  tooManyBoards: 'A workspace can have at most 100 boards.',
  boardFull: 'This board holds 2000 tasks, its most. Move or delete some first.',
  groupInUse: 'This status still has tasks. Move them to another status first.',
  lastGroup: 'A board needs at least one status.',
  membersNotFound: 'One or more members were not found.',
  lastManager: 'A workspace needs at least one member who manages it.',
  stale: 'Someone else changed this in the meantime. The latest version is loaded; try again.',
  stampRequired: 'The concurrency stamp is required.',
  mayNotEditTasks: 'You may not add or edit tasks here. Ask an administrator to allow it.',
  mayNotEditStatuses: 'You may not add or edit statuses here. Ask an administrator to allow it.',
  mayNotManage: 'Only members who manage this workspace may do that.',
  mayNotMove: 'Only members who may edit this workspace may move tasks.',
  dueRangeInvalid: 'The due date range must end on or after its start.',
} as const;
