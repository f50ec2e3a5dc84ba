import type { AuthContext } from '../../http/access.ts';
import {
  listGroupRows,
  listGroupTaskIds,
  lockBoard,
  orderGroups,
  placeTasks,
  renewOrderStamp,
} from './boards.repository.ts';
import { requireGroup } from './boards.service.ts';
import { findTaskAccess } from './task-access.repository.ts';
import { requireAbility, type TaskCall, type TasksDeps, withTaskCall } from './task-access.ts';
import { groupNotFound, stale, taskNotFound } from './tasks.errors.ts';
import { lockTask } from './tasks.repository.ts';

type Call = { deps: TasksDeps; auth: AuthContext };

/**
 * Locks the board and checks the order stamp the caller read: a move made on an order they no longer see is
 * refused (409) before anything changes, so two people moving at once never lose or duplicate a card.
 */
async function lockFreshOrder(call: TaskCall, boardId: string, concurrencyStamp: string) {
  const locked = await lockBoard({ tx: call.tx, tenantId: call.auth.tenantId, boardId });
  if (!locked) throw stale();
  if (locked.orderStamp !== concurrencyStamp) throw stale();
}

/** `ids` with `id` put just before `beforeId` (null: at the end); undefined when `beforeId` is not among them. */
function insertBefore(ids: readonly string[], id: string, beforeId: string | null): string[] | undefined {
  const rest = ids.filter((other) => other !== id);
  const index = beforeId === null ? rest.length : rest.indexOf(beforeId);
  if (index < 0) return undefined;
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}

/** Moves a card within its column or to another column of the same board, just before another card or last. */
export function moveTask({
  deps,
  auth,
  request,
}: Call & { request: { taskId: string; groupId: string; beforeTaskId: string | null; concurrencyStamp: string } }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx, now } = call;
    const { tenantId } = auth;
    const { taskId, groupId, beforeTaskId, concurrencyStamp } = request;
    const access = await findTaskAccess({ tx, caller: call.caller, taskId });
    if (!access) throw taskNotFound();
    requireAbility(call, access, 'canMoveTasks');
    const boardId = access.boardId;
    await lockFreshOrder(call, boardId, concurrencyStamp);
    const task = await lockTask({ tx, tenantId, taskId });
    if (!task || task.boardId !== boardId) throw stale();
    const groups = await listGroupRows({ tx, tenantId, boardIds: [boardId] });
    if (!groups.some((group) => group.id === groupId)) throw groupNotFound();
    const taskIds = insertBefore(await listGroupTaskIds({ tx, tenantId, groupId }), taskId, beforeTaskId);
    if (!taskIds) throw taskNotFound();
    await placeTasks({ tx, tenantId, groupId, taskIds, movedId: taskId, now });
    return { concurrencyStamp: await renewOrderStamp({ tx, tenantId, boardId }) };
  });
}

/** Moves a column just before another column of its board, or last. */
export function moveGroup({
  deps,
  auth,
  request,
}: Call & { request: { groupId: string; beforeGroupId: string | null; concurrencyStamp: string } }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx } = call;
    const { tenantId } = auth;
    const { groupId, beforeGroupId, concurrencyStamp } = request;
    const access = await requireGroup(call, groupId);
    requireAbility(call, access, 'canEditStatuses');
    await lockFreshOrder(call, access.boardId, concurrencyStamp);
    const groups = await listGroupRows({ tx, tenantId, boardIds: [access.boardId] });
    const ids = groups.map((group) => group.id);
    const groupIds = ids.includes(groupId) ? insertBefore(ids, groupId, beforeGroupId) : undefined;
    if (!groupIds) throw groupNotFound();
    await orderGroups({ tx, tenantId, groupIds });
    return { concurrencyStamp: await renewOrderStamp({ tx, tenantId, boardId: access.boardId }) };
  });
}
