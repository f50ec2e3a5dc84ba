import { type BoardDetail, type BoardOptions, type TaskGroup, taskLimits } from '@worktrail/contract';
import type { AuthContext } from '../../http/access.ts';
import { forgetTasks } from '../time/task-time.ts';
import {
  appendGroup,
  countBoards,
  countTasks,
  deleteBoardRow,
  deleteGroupRow,
  insertBoard,
  listBoardTaskIds,
  listGroupRows,
  lockBoard,
  renameBoard,
  updateGroupRow,
} from './boards.repository.ts';
import { findBoardAccess, findGroupAccess, findWorkspaceAccess } from './task-access.repository.ts';
import { abilitiesIn, requireAbility, type TaskCall, type TasksDeps, withTaskCall } from './task-access.ts';
import { presentCards } from './task-cards.ts';
import {
  boardNotFound,
  groupInUse,
  groupNotFound,
  lastGroup,
  tooManyBoards,
  tooManyGroups,
  workspaceNotFound,
} from './tasks.errors.ts';
import { presentBoard, presentGroup } from './tasks.presenter.ts';
import { listBoardCards } from './tasks.repository.ts';
import { listBoardSummaryRows, listWorkspaceRows, lockWorkspace } from './workspaces.repository.ts';

type Call = { deps: TasksDeps; auth: AuthContext };
type GroupInput = { name: string; isDone: boolean };

/** The board the caller sees by id, else 404. */
export async function requireBoard(call: TaskCall, boardId: string) {
  const access = await findBoardAccess({ tx: call.tx, caller: call.caller, boardId });
  if (!access) throw boardNotFound();
  return access;
}

/** The status the caller sees by id, else 404. */
export async function requireGroup(call: TaskCall, groupId: string) {
  const access = await findGroupAccess({ tx: call.tx, caller: call.caller, groupId });
  if (!access) throw groupNotFound();
  return access;
}

/** A board with its statuses and cards in order, and the order stamp its moves must carry. */
export function getBoard({ deps, auth, boardId }: Call & { boardId: string }): Promise<BoardDetail> {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx } = call;
    const access = await requireBoard(call, boardId);
    const groups = await listGroupRows({ tx, tenantId: auth.tenantId, boardIds: [boardId] });
    const cards = await presentCards(call, await listBoardCards({ tx, auth, boardId }));
    return presentBoard({
      board: { id: access.boardId, name: access.boardName, orderStamp: access.orderStamp },
      workspace: { id: access.workspaceId, name: access.workspaceName, status: access.workspaceStatus },
      abilities: abilitiesIn(call, access),
      groups,
      cards,
    });
  });
}

/** Adds a board with its statuses to a workspace the caller manages. */
export function createBoard({
  deps,
  auth,
  request,
}: Call & { request: { workspaceId: string; name: string; groups: GroupInput[] } }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx, now } = call;
    const { tenantId } = auth;
    const { workspaceId, name, groups } = request;
    const access = await findWorkspaceAccess({ tx, caller: call.caller, workspaceId });
    if (!access) throw workspaceNotFound();
    requireAbility(call, access, 'canManage');
    // The workspace lock makes the count and the insert one step for parallel requests.
    await lockWorkspace({ tx, tenantId, workspaceId });
    if ((await countBoards({ tx, tenantId, workspaceId })) >= taskLimits.boardsPerWorkspace) throw tooManyBoards();
    const id = await insertBoard({ tx, tenantId, workspaceId, name, groups, now });
    return { id, name, taskCount: 0 };
  });
}

/** Renames a board of a workspace the caller manages. */
export function updateBoard({ deps, auth, boardId, name }: Call & { boardId: string; name: string }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx } = call;
    requireAbility(call, await requireBoard(call, boardId), 'canManage');
    await renameBoard({ tx, tenantId: auth.tenantId, boardId, name });
    return { id: boardId, name, taskCount: await countTasks({ tx, tenantId: auth.tenantId, boardId }) };
  });
}

/** Deletes a board with its statuses, tasks and comments, irreversibly; their tracked time stays on the projects. */
export function deleteBoard({ deps, auth, boardId }: Call & { boardId: string }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx } = call;
    const { tenantId } = auth;
    requireAbility(call, await requireBoard(call, boardId), 'canManage');
    await lockBoard({ tx, tenantId, boardId });
    await forgetTasks({ tx, tenantId, taskIds: await listBoardTaskIds({ tx, tenantId, boardId }) });
    await deleteBoardRow({ tx, tenantId, boardId });
    return { id: boardId };
  });
}

/** Adds a status at the right end of a board. */
export function createGroup({
  deps,
  auth,
  request,
}: Call & { request: GroupInput & { boardId: string } }): Promise<TaskGroup> {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx } = call;
    const { tenantId } = auth;
    const { boardId, ...group } = request;
    requireAbility(call, await requireBoard(call, boardId), 'canEditStatuses');
    await lockBoard({ tx, tenantId, boardId });
    const existing = await listGroupRows({ tx, tenantId, boardIds: [boardId] });
    if (existing.length >= taskLimits.groupsPerBoard) throw tooManyGroups();
    return presentGroup(await appendGroup({ tx, tenantId, boardId, group }));
  });
}

/** Renames a status, or marks it open or done. */
export function updateGroup({
  deps,
  auth,
  groupId,
  group,
}: Call & { groupId: string; group: GroupInput }): Promise<TaskGroup> {
  return withTaskCall({ deps, auth }, async (call) => {
    const access = await requireGroup(call, groupId);
    requireAbility(call, access, 'canEditStatuses');
    await updateGroupRow({ tx: call.tx, tenantId: auth.tenantId, groupId, group });
    return presentGroup({ id: groupId, boardId: access.boardId, ...group, position: access.position });
  });
}

/** Deletes an empty status; one with tasks, or a board's last, stays. */
export function deleteGroup({ deps, auth, groupId }: Call & { groupId: string }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx } = call;
    const { tenantId } = auth;
    const access = await requireGroup(call, groupId);
    requireAbility(call, access, 'canEditStatuses');
    await lockBoard({ tx, tenantId, boardId: access.boardId });
    if ((await countTasks({ tx, tenantId, groupId })) > 0) throw groupInUse();
    if ((await listGroupRows({ tx, tenantId, boardIds: [access.boardId] })).length <= 1) throw lastGroup();
    await deleteGroupRow({ tx, tenantId, groupId });
    return { id: groupId };
  });
}

/** The boards of active workspaces (own or public) where the caller may add tasks, with their statuses in order. */
export function listBoardOptions({ deps, auth }: Call): Promise<BoardOptions> {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx } = call;
    const { tenantId } = auth;
    const workspaces = (
      await listWorkspaceRows({ tx, caller: call.caller, status: 'active', manageAll: false })
    ).filter((row) => abilitiesIn(call, { membership: row.membership, workspaceStatus: row.status }).canEditTasks);
    const boards = await listBoardSummaryRows({ tx, tenantId, workspaceIds: workspaces.map((row) => row.id) });
    const groups = await listGroupRows({ tx, tenantId, boardIds: boards.map((board) => board.id) });
    return workspaces.flatMap((workspace) =>
      boards
        .filter((board) => board.workspaceId === workspace.id)
        .map((board) => ({
          id: board.id,
          name: board.name,
          workspaceId: workspace.id,
          workspaceName: workspace.name,
          groups: groups.filter((group) => group.boardId === board.id).map(presentGroup),
        })),
    );
  });
}
