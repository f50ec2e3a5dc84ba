import type {
  BoardColumn,
  BoardDetail,
  PersonRef,
  TaskCard,
  TaskDetail,
  WorkspaceAbilities,
  WorkspaceListItem,
} from '@worktrail/contract';

/** A UUIDv7-shaped id ending in `n`, in a family (`a` workspaces, `b` boards, `c` groups, `d` tasks, `e` people). */
export const fixtureId = (family: string, n: number) =>
  `0190f5f0-0000-7000-8000-${family}${String(n).padStart(11, '0')}`;

export const ada: PersonRef = { id: fixtureId('e', 1), name: 'Ada Lovelace', profilePicture: null };
export const grace: PersonRef = { id: fixtureId('e', 2), name: 'Grace Hopper', profilePicture: null };

export const fullAbilities: WorkspaceAbilities = {
  permission: 'manage',
  canEditTasks: true,
  canMoveTasks: true,
  canEditStatuses: true,
  canManage: true,
};
export const viewAbilities: WorkspaceAbilities = {
  permission: 'view',
  canEditTasks: false,
  canMoveTasks: false,
  canEditStatuses: false,
  canManage: false,
};

export const workspaceId = fixtureId('a', 1);
export const boardId = fixtureId('b', 1);
export const projectBadge = { id: fixtureId('f', 1), name: 'Apollo', colorCode: '#228BE6' };

/** A card of the board in group `groupId`, due 10 March 2025, medium priority, assigned to Ada. */
export function taskCard(n: number, groupId: string, overrides: Partial<TaskCard> = {}): TaskCard {
  return {
    id: fixtureId('d', n),
    name: `Task ${n}`,
    priority: 'medium',
    dueDate: '2025-03-10',
    overdue: false,
    assignee: ada,
    project: projectBadge,
    workspaceId,
    boardId,
    group: { id: groupId, name: '', isDone: false },
    commentCount: 0,
    trackedSeconds: 0,
    createdAt: '2025-03-01T09:00:00.000Z',
    concurrencyStamp: fixtureId('9', n),
    ...overrides,
  };
}

/** A column at `position` holding the given tasks, its group fields copied onto each. */
export function column(n: number, name: string, tasks: TaskCard[], isDone = false): BoardColumn {
  const id = fixtureId('c', n);
  return {
    id,
    name,
    isDone,
    position: n - 1,
    tasks: tasks.map((task) => ({ ...task, group: { id, name, isDone } })),
  };
}

/** The board "Launch": To do (tasks 1, 2), In progress (task 3), Done (empty). */
export function launchBoard(overrides: Partial<BoardDetail> = {}): BoardDetail {
  const [todo, doing] = [fixtureId('c', 1), fixtureId('c', 2)];
  return {
    id: boardId,
    name: 'Launch',
    workspace: { id: workspaceId, name: 'Marketing', status: 'active' },
    abilities: fullAbilities,
    columns: [
      column(1, 'To do', [taskCard(1, todo), taskCard(2, todo, { overdue: true, priority: 'urgent' })]),
      column(2, 'In progress', [taskCard(3, doing, { commentCount: 2, trackedSeconds: 5400 })]),
      column(3, 'Done', [], true),
    ],
    concurrencyStamp: fixtureId('8', 1),
    ...overrides,
  };
}

/** A task's detail, as GetTask answers for a card of the board. */
export function taskDetail(card: TaskCard, overrides: Partial<TaskDetail> = {}): TaskDetail {
  return {
    ...card,
    description: '',
    workspace: { id: workspaceId, name: 'Marketing' },
    board: { id: boardId, name: 'Launch' },
    createdBy: ada,
    comments: [],
    abilities: fullAbilities,
    ...overrides,
  };
}

/** A workspace as GetWorkspaces lists it: public, active, managed by the caller, with the board "Launch". */
export function workspaceItem(overrides: Partial<WorkspaceListItem> = {}): WorkspaceListItem {
  return {
    id: workspaceId,
    name: 'Marketing',
    visibility: 'public',
    status: 'active',
    createdBy: ada,
    createdAt: '2025-03-01T09:00:00.000Z',
    taskCount: 3,
    memberCount: 2,
    boards: [{ id: boardId, name: 'Launch', taskCount: 3 }],
    isMember: true,
    abilities: fullAbilities,
    concurrencyStamp: fixtureId('7', 1),
    ...overrides,
  };
}
