import type { ActivityUser, BoardOptions, ProjectOption, TaskCard, TaskPagedList } from '@worktrail/contract';
import { ada, boardId, fixtureId, grace, projectBadge, workspaceId } from '../../testing/task-fixtures.ts';

/** The caller, Ada, counts her days in Tokyo. */
export const adaUser: ActivityUser = {
  userId: ada.id,
  name: ada.name,
  email: 'ada@example.com',
  profilePic: null,
  timeZone: 'Asia/Tokyo',
  isOnline: true,
  isSelf: true,
  status: 'active',
};
export const graceUser: ActivityUser = {
  ...adaUser,
  userId: grace.id,
  name: grace.name,
  email: 'grace@example.com',
  timeZone: 'Europe/London',
  isSelf: false,
};

export const apolloProject: ProjectOption = {
  ...projectBadge,
  status: 'active',
  customerId: fixtureId('f', 9),
  customerName: 'Contoso',
};

/** The statuses of the board "Launch": To do, In progress, Done. */
export const todo = { id: fixtureId('c', 1), name: 'To do', isDone: false, position: 0 };
export const doing = { id: fixtureId('c', 2), name: 'In progress', isDone: false, position: 1 };
export const done = { id: fixtureId('c', 3), name: 'Done', isDone: true, position: 2 };

export const launchOption: BoardOptions[number] = {
  id: boardId,
  name: 'Launch',
  workspaceId,
  workspaceName: 'Marketing',
  groups: [todo, doing, done],
};

/** One page of tasks (§9), `total` of them in all. */
export const taskPage = (items: TaskCard[], { page = 1, size = 10, total = items.length } = {}): TaskPagedList => ({
  items,
  pagination: { page, per_Page: size, total_Items: total, total_Pages: Math.ceil(total / size) },
});
