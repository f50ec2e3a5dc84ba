import type {
  BoardDetail,
  PersonRef,
  TaskCard,
  TaskComment,
  TaskGroup,
  WorkspaceAbilities,
  WorkspaceListItem,
  WorkspaceMember,
} from '@worktrail/contract';
import { displayName } from '../members/members.presenter.ts';
import { pictureUrl } from '../profile/profile.presenter.ts';
import type { GroupRow } from './boards.repository.ts';
import type { CommentRow } from './comments.repository.ts';
import type { PersonRow } from './task-people.repository.ts';
import type { CardRow } from './tasks.repository.ts';
import type { BoardSummaryRow, WorkspaceRow } from './workspaces.repository.ts';

export type People = ReadonlyMap<string, PersonRow>;

/** A person by name and picture; their e-mail stands in for a missing name only inside the caller's data scope. */
export const presentPerson = (row: PersonRow): PersonRef => ({
  id: row.id,
  name: displayName(row, { showEmail: row.inScope }),
  profilePicture: pictureUrl({ userId: row.userId, pictureKey: row.pictureKey }),
});

/** The person with this member id (a member row always exists behind the foreign keys). */
export const personOf = (people: People, id: string): PersonRef => {
  const row = people.get(id);
  return row ? presentPerson(row) : { id, name: '', profilePicture: null };
};

export const presentGroup = (row: GroupRow): TaskGroup => ({
  id: row.id,
  name: row.name,
  isDone: row.isDone,
  position: row.position,
});

/** A card; overdue when due before `today` (the caller's local date) and not in a done status. */
export function presentCard({ row, people, today }: { row: CardRow; people: People; today: string }): TaskCard {
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    dueDate: row.dueDate,
    overdue: row.dueDate < today && !row.groupIsDone,
    assignee: personOf(people, row.assigneeId),
    project: { id: row.projectId, name: row.projectName, colorCode: row.projectColor },
    workspaceId: row.workspaceId,
    boardId: row.boardId,
    group: { id: row.groupId, name: row.groupName, isDone: row.groupIsDone },
    commentCount: Number(row.commentCount),
    trackedSeconds: Number(row.trackedSeconds),
    createdAt: row.createdAt.toISOString(),
    concurrencyStamp: row.concurrencyStamp,
  };
}

/** A workspace as the list shows it, with its boards (oldest first) and what the caller may do there. */
export function presentWorkspace({
  row,
  boards,
  people,
  abilities,
}: {
  row: WorkspaceRow;
  boards: BoardSummaryRow[];
  people: People;
  abilities: WorkspaceAbilities;
}): WorkspaceListItem {
  const own = boards.filter((board) => board.workspaceId === row.id);
  return {
    id: row.id,
    name: row.name,
    visibility: row.visibility,
    status: row.status,
    createdBy: row.createdBy ? personOf(people, row.createdBy) : null,
    createdAt: row.createdAt.toISOString(),
    taskCount: own.reduce((sum, board) => sum + board.taskCount, 0),
    memberCount: row.memberCount,
    boards: own.map(({ id, name, taskCount }) => ({ id, name, taskCount })),
    isMember: row.membership !== null,
    abilities,
    concurrencyStamp: row.concurrencyStamp,
  };
}

/** A workspace's members by name, with their permissions. */
export const presentMembers = (
  rows: Array<{ memberId: string; permission: WorkspaceMember['permission'] }>,
  people: People,
): WorkspaceMember[] =>
  rows
    .map((row) => ({ ...personOf(people, row.memberId), permission: row.permission }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

/** A board: its statuses left to right, each with its cards top to bottom. */
export function presentBoard({
  board,
  workspace,
  abilities,
  groups,
  cards,
}: {
  board: { id: string; name: string; orderStamp: string };
  workspace: BoardDetail['workspace'];
  abilities: WorkspaceAbilities;
  groups: GroupRow[];
  cards: TaskCard[];
}): BoardDetail {
  return {
    id: board.id,
    name: board.name,
    workspace,
    abilities,
    columns: groups.map((group) => ({
      ...presentGroup(group),
      tasks: cards.filter((card) => card.group.id === group.id),
    })),
    concurrencyStamp: board.orderStamp,
  };
}

/** A comment with its author and mentions; `mine` when the caller wrote it. */
export function presentComment({
  row,
  mentionIds,
  people,
  callerId,
}: {
  row: CommentRow;
  mentionIds: string[];
  people: People;
  callerId: string;
}): TaskComment {
  return {
    id: row.id,
    author: personOf(people, row.authorId),
    comment: row.body,
    mentions: mentionIds.map((id) => personOf(people, id)),
    createdAt: row.createdAt.toISOString(),
    mine: row.authorId === callerId,
  };
}
