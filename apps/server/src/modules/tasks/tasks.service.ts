import { type TaskCard, type TaskDetail, taskLimits } from '@worktrail/contract';
import type { AuthContext } from '../../http/access.ts';
import { forgetTasks } from '../time/task-time.ts';
import { countTasks, listGroupRows, lockBoard, nextTaskPosition, renewOrderStamp } from './boards.repository.ts';
import { requireGroup } from './boards.service.ts';
import { presentComments } from './comments.service.ts';
import { findTaskAccess, type WorkspaceAccess } from './task-access.repository.ts';
import { abilitiesIn, requireAbility, type TaskCall, type TasksDeps, withTaskCall } from './task-access.ts';
import { presentCards } from './task-cards.ts';
import { findPeople, findPeopleWhoSee } from './task-people.repository.ts';
import {
  assigneeNotAllowed,
  boardFull,
  noDoneStatus,
  stale,
  taskNotFound,
  taskProjectNotFound,
} from './tasks.errors.ts';
import { personOf } from './tasks.presenter.ts';
import {
  deleteTaskRow,
  findCard,
  findFirstDoneGroup,
  findTaskExtras,
  insertTask,
  lockTask,
  projectIsTrackable,
  type TaskFields,
  updateTaskRow,
} from './tasks.repository.ts';

type Call = { deps: TasksDeps; auth: AuthContext };

/** One card as the caller sees it. */
async function cardOf(call: TaskCall, taskId: string): Promise<TaskCard> {
  const row = await findCard({ tx: call.tx, auth: call.auth, taskId });
  const [card] = row ? await presentCards(call, [row]) : [];
  if (!card) throw taskNotFound();
  return card;
}

/** The task the caller sees by id, else 404. */
async function requireTask(call: TaskCall, taskId: string) {
  const access = await findTaskAccess({ tx: call.tx, caller: call.caller, taskId });
  if (!access) throw taskNotFound();
  return access;
}

/** The project must take time (404 otherwise); the assignee must be an active member who sees the workspace. */
async function requireRefs(
  call: TaskCall,
  workspace: Pick<WorkspaceAccess, 'workspaceId' | 'visibility'>,
  { projectId, assigneeId }: { projectId?: string | undefined; assigneeId?: string | undefined },
) {
  const { tx, auth } = call;
  if (projectId && !(await projectIsTrackable({ tx, tenantId: auth.tenantId, projectId }))) throw taskProjectNotFound();
  if (assigneeId && (await findPeopleWhoSee({ tx, auth, memberIds: [assigneeId], ...workspace })).length === 0)
    throw assigneeNotAllowed();
}

/** Refuses a task for a board (locked by the caller) that holds its most. */
async function requireRoom(call: TaskCall, boardId: string) {
  const { tx, auth } = call;
  if ((await countTasks({ tx, tenantId: auth.tenantId, boardId })) >= taskLimits.tasksPerBoard) throw boardFull();
}

/** One task with its description, comments (oldest first) and what the caller may do. */
export function getTask({ deps, auth, taskId }: Call & { taskId: string }): Promise<TaskDetail> {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx } = call;
    const access = await requireTask(call, taskId);
    const row = await findCard({ tx, auth, taskId });
    const [card] = row ? await presentCards(call, [row]) : [];
    const extras = await findTaskExtras({ tx, tenantId: auth.tenantId, taskId });
    if (!row || !card || !extras) throw taskNotFound();
    const creator = extras.createdBy;
    const people = await findPeople({ tx, auth, memberIds: creator ? [creator] : [] });
    return {
      ...card,
      description: extras.description,
      workspace: { id: row.workspaceId, name: row.workspaceName },
      board: { id: row.boardId, name: row.boardName },
      createdBy: creator ? personOf(people, creator) : null,
      comments: await presentComments(call, taskId),
      abilities: abilitiesIn(call, access),
    };
  });
}

type TaskInput = TaskFields & { groupId: string };

/** Adds a task at the end of its status (§5: every field given; the contract checked them). */
export function createTask({ deps, auth, request }: Call & { request: TaskInput }): Promise<TaskCard> {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx, now } = call;
    const { groupId, ...fields } = request;
    const group = await requireGroup(call, groupId);
    requireAbility(call, group, 'canEditTasks');
    await requireRefs(call, group, fields);
    await lockBoard({ tx, tenantId: auth.tenantId, boardId: group.boardId });
    await requireRoom(call, group.boardId);
    const position = await nextTaskPosition({ tx, tenantId: auth.tenantId, groupId });
    const createdBy = auth.memberId;
    const taskId = await insertTask({
      tx,
      tenantId: auth.tenantId,
      boardId: group.boardId,
      groupId,
      position,
      fields,
      createdBy,
      now,
    });
    return cardOf(call, taskId);
  });
}

/** A change of a task: its fields (a description left out stays as it is) and the stamp the caller read. */
type TaskChange = Omit<TaskInput, 'description'> & { description?: string | undefined; concurrencyStamp: string };

/**
 * Changes a task the caller read at `concurrencyStamp`. A new status goes to the end of that status's column, on
 * this board or another one where the caller may edit tasks.
 */
export function updateTask({
  deps,
  auth,
  taskId,
  request,
}: Call & { taskId: string; request: TaskChange }): Promise<TaskCard> {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx, now } = call;
    const { tenantId } = auth;
    const { groupId, concurrencyStamp, description, ...rest } = request;
    const fields = description === undefined ? rest : { ...rest, description };
    const access = await requireTask(call, taskId);
    requireAbility(call, access, 'canEditTasks');
    const moving = groupId !== access.groupId;
    const target = moving ? await requireGroup(call, groupId) : access;
    if (target.workspaceId !== access.workspaceId) requireAbility(call, target, 'canEditTasks');
    // A project or assignee kept as it was stays, even if it would no longer be accepted for a new task.
    const newWorkspace = target.workspaceId !== access.workspaceId;
    await requireRefs(call, target, {
      projectId: fields.projectId !== access.projectId ? fields.projectId : undefined,
      assigneeId: newWorkspace || fields.assigneeId !== access.assigneeId ? fields.assigneeId : undefined,
    });
    // Boards in id order, then the task: the order every change of cards takes its locks in.
    const boardIds = [...new Set([access.boardId, target.boardId])].sort();
    for (const boardId of boardIds) await lockBoard({ tx, tenantId, boardId });
    if (target.boardId !== access.boardId) await requireRoom(call, target.boardId);
    const locked = await lockTask({ tx, tenantId, taskId });
    if (!locked) throw taskNotFound();
    if (locked.concurrencyStamp !== concurrencyStamp || locked.groupId !== access.groupId) throw stale();
    const place = moving
      ? { boardId: target.boardId, groupId, position: await nextTaskPosition({ tx, tenantId, groupId }) }
      : {};
    await updateTaskRow({ tx, tenantId, taskId, changes: { ...fields, ...place }, now });
    if (moving) for (const boardId of boardIds) await renewOrderStamp({ tx, tenantId, boardId });
    return cardOf(call, taskId);
  });
}

/** Moves a task to the first done status of its board (§4); a board without one refuses with the §8 text. */
export function markTaskDone({ deps, auth, taskId }: Call & { taskId: string }): Promise<TaskCard> {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx, now } = call;
    const { tenantId } = auth;
    const access = await requireTask(call, taskId);
    requireAbility(call, access, 'canMoveTasks');
    const boardId = access.boardId;
    await lockBoard({ tx, tenantId, boardId });
    const doneGroupId = await findFirstDoneGroup({ tx, tenantId, boardId });
    if (!doneGroupId) throw noDoneStatus();
    const locked = await lockTask({ tx, tenantId, taskId });
    if (!locked || locked.boardId !== boardId) throw taskNotFound();
    const groups = await listGroupRows({ tx, tenantId, boardIds: [boardId] });
    const alreadyDone = groups.some((group) => group.id === locked.groupId && group.isDone);
    if (!alreadyDone) {
      const position = await nextTaskPosition({ tx, tenantId, groupId: doneGroupId });
      await updateTaskRow({ tx, tenantId, taskId, changes: { groupId: doneGroupId, position }, now });
      await renewOrderStamp({ tx, tenantId, boardId });
    }
    return cardOf(call, taskId);
  });
}

/** Deletes a task and its comments, irreversibly (§4); the time tracked on it stays on its project, with no task. */
export function deleteTask({ deps, auth, taskId }: Call & { taskId: string }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx } = call;
    const { tenantId } = auth;
    const access = await requireTask(call, taskId);
    requireAbility(call, access, 'canEditTasks');
    await lockBoard({ tx, tenantId, boardId: access.boardId });
    await forgetTasks({ tx, tenantId, taskIds: [taskId] });
    await deleteTaskRow({ tx, tenantId, taskId });
    return { id: taskId };
  });
}
