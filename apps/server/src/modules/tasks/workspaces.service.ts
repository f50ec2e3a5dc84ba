import {
  type PersonRef,
  type WorkspaceDetail,
  type WorkspaceListItem,
  type WorkspacePermission,
  type WorkspaceVisibility,
  workspacePermissions,
} from '@worktrail/contract';
import { type RequireFreeName, withUniqueName } from '../../db/unique-name.ts';
import type { AuthContext } from '../../http/access.ts';
import { forgetTasks } from '../time/task-time.ts';
import { deleteBoardRow, listBoardTaskIds } from './boards.repository.ts';
import { findWorkspaceAccess } from './task-access.repository.ts';
import { abilitiesIn, requireAbility, type TaskCall, type TasksDeps, withTaskCall } from './task-access.ts';
import { activeMemberIds, findPeople, listAssignableRows } from './task-people.repository.ts';
import { lastManager, stale, workspaceMembersNotFound, workspaceNameTaken, workspaceNotFound } from './tasks.errors.ts';
import { presentMembers, presentPerson, presentWorkspace } from './tasks.presenter.ts';
import {
  insertWorkspace,
  listBoardIds,
  listBoardSummaryRows,
  listWorkspaceMemberRows,
  listWorkspaceRows,
  lockWorkspace,
  replaceWorkspaceMembers,
  updateWorkspaceRow,
  type WorkspaceMemberInput,
  type WorkspaceRow,
  workspaceNames,
} from './workspaces.repository.ts';

type Call = { deps: TasksDeps; auth: AuthContext };

/** List items for these rows: boards, creators and the caller's abilities, in three queries for any number. */
async function presentRows(call: TaskCall, rows: WorkspaceRow[]): Promise<WorkspaceListItem[]> {
  const { tx, auth } = call;
  const boards = await listBoardSummaryRows({ tx, tenantId: auth.tenantId, workspaceIds: rows.map((row) => row.id) });
  const people = await findPeople({ tx, auth, memberIds: rows.flatMap((row) => row.createdBy ?? []) });
  return rows.map((row) =>
    presentWorkspace({
      row,
      boards,
      people,
      abilities: abilitiesIn(call, { membership: row.membership, workspaceStatus: row.status }),
    }),
  );
}

/** One workspace with its members; `anyVisibility` right after a change its manager made. */
async function presentDetail(call: TaskCall, workspaceId: string, anyVisibility = false): Promise<WorkspaceDetail> {
  const { tx, auth, caller } = call;
  const rows = await listWorkspaceRows({ tx, caller, manageAll: true, workspaceId, anyVisibility });
  const [item] = await presentRows(call, rows);
  if (!item) throw workspaceNotFound();
  const memberRows = await listWorkspaceMemberRows({ tx, tenantId: auth.tenantId, workspaceId });
  const people = await findPeople({ tx, auth, memberIds: memberRows.map((row) => row.memberId) });
  return { ...item, members: presentMembers(memberRows, people) };
}

/** The workspace the caller sees by id, else 404. */
async function requireWorkspace(call: TaskCall, workspaceId: string) {
  const access = await findWorkspaceAccess({ tx: call.tx, caller: call.caller, workspaceId });
  if (!access) throw workspaceNotFound();
  return access;
}

/** One entry per member, the highest permission kept; every member must be active in the organisation. */
async function requireActiveMembers(call: TaskCall, members: readonly WorkspaceMemberInput[]) {
  const rank = (permission: WorkspacePermission) => workspacePermissions.indexOf(permission);
  const byMember = new Map<string, WorkspacePermission>();
  for (const { memberId, permission } of members) {
    const known = byMember.get(memberId);
    if (!known || rank(permission) > rank(known)) byMember.set(memberId, permission);
  }
  const ids = [...byMember.keys()];
  const active = await activeMemberIds({ tx: call.tx, tenantId: call.auth.tenantId, memberIds: ids });
  if (ids.some((id) => !active.has(id))) throw workspaceMembersNotFound();
  return [...byMember].map(([memberId, permission]) => ({ memberId, permission }));
}

/** The workspaces the caller sees (§4 state filter); private ones they are not in only when they ask for all. */
export function listWorkspaces({
  deps,
  auth,
  query,
}: Call & { query: { status: 'active' | 'archived' | 'disabled' | 'all'; includeAll: boolean } }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const status = query.status === 'all' ? undefined : query.status;
    const rows = await listWorkspaceRows({ tx: call.tx, caller: call.caller, status, manageAll: query.includeAll });
    return presentRows(call, rows);
  });
}

/** One workspace the caller sees, with its members. */
export function getWorkspace({ deps, auth, workspaceId }: Call & { workspaceId: string }) {
  return withTaskCall({ deps, auth }, (call) => presentDetail(call, workspaceId));
}

type WorkspaceInput = { name: string; visibility: WorkspaceVisibility; members: WorkspaceMemberInput[] };

/** Runs a change that names a workspace: a name another workspace (not deleted) holds is refused, even in a race. */
const withWorkspaceName = <T>(
  { deps, auth }: Call,
  work: (call: TaskCall, requireFreeName: RequireFreeName) => Promise<T>,
) =>
  withUniqueName({
    names: workspaceNames,
    taken: workspaceNameTaken,
    work: (requireFreeName) => withTaskCall({ deps, auth }, (call) => work(call, requireFreeName)),
  });

/** Creates an active workspace; its creator always manages it. */
export function createWorkspace({ deps, auth, request }: Call & { request: WorkspaceInput }) {
  return withWorkspaceName({ deps, auth }, async (call, requireFreeName) => {
    const { tx, now } = call;
    const { tenantId, memberId } = auth;
    const others = request.members.filter((member) => member.memberId !== memberId);
    const members = await requireActiveMembers(call, [...others, { memberId, permission: 'manage' }]);
    await requireFreeName({ tx, tenantId, name: request.name });
    const { name, visibility } = request;
    const workspaceId = await insertWorkspace({ tx, tenantId, name, visibility, createdBy: memberId, now });
    await replaceWorkspaceMembers({ tx, tenantId, workspaceId, members });
    return presentDetail(call, workspaceId);
  });
}

/** Locks the workspace the caller manages (in any state) and checks the stamp they read. */
async function lockManaged(call: TaskCall, workspaceId: string, concurrencyStamp?: string) {
  const access = await requireWorkspace(call, workspaceId);
  requireAbility(call, access, 'canManage', { anyStatus: true });
  const locked = await lockWorkspace({ tx: call.tx, tenantId: call.auth.tenantId, workspaceId });
  if (!locked) throw workspaceNotFound();
  if (concurrencyStamp !== undefined && locked.concurrencyStamp !== concurrencyStamp) throw stale();
  return access;
}

type WorkspaceChange = {
  name: string;
  visibility: WorkspaceVisibility;
  status: 'active' | 'archived' | 'disabled';
  concurrencyStamp: string;
};

/** Renames a workspace, changes who sees it, or archives, disables or reactivates it. */
export function updateWorkspace({
  deps,
  auth,
  workspaceId,
  request,
}: Call & {
  workspaceId: string;
  request: WorkspaceChange;
}) {
  return withWorkspaceName({ deps, auth }, async (call, requireFreeName) => {
    const { tx, now } = call;
    await lockManaged(call, workspaceId, request.concurrencyStamp);
    await requireFreeName({ tx, tenantId: auth.tenantId, name: request.name, exceptId: workspaceId });
    const { name, visibility, status } = request;
    const changes = { name, visibility, status };
    await updateWorkspaceRow({ tx, tenantId: auth.tenantId, workspaceId, changes, now });
    return presentDetail(call, workspaceId, true);
  });
}

/** Replaces a workspace's members; one of them at least keeps managing it. */
export function setWorkspaceMembers({
  deps,
  auth,
  workspaceId,
  request,
}: Call & { workspaceId: string; request: { members: WorkspaceMemberInput[]; concurrencyStamp: string } }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx, now } = call;
    await lockManaged(call, workspaceId, request.concurrencyStamp);
    const members = await requireActiveMembers(call, request.members);
    if (!members.some((member) => member.permission === 'manage')) throw lastManager();
    await replaceWorkspaceMembers({ tx, tenantId: auth.tenantId, workspaceId, members });
    await updateWorkspaceRow({ tx, tenantId: auth.tenantId, workspaceId, changes: {}, now });
    return presentDetail(call, workspaceId, true);
  });
}

/**
 * Deletes a workspace (§4): it stays as a tombstone in state deleted, invisible to all; its boards, tasks and
 * comments are gone, and time tracked on its tasks stays on their projects.
 */
export function deleteWorkspace({ deps, auth, workspaceId }: Call & { workspaceId: string }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx, now } = call;
    const { tenantId } = auth;
    await lockManaged(call, workspaceId);
    // Board by board: each holds at most `tasksPerBoard` tasks, so no statement grows with the workspace.
    for (const boardId of await listBoardIds({ tx, tenantId, workspaceId })) {
      await forgetTasks({ tx, tenantId, taskIds: await listBoardTaskIds({ tx, tenantId, boardId }) });
      await deleteBoardRow({ tx, tenantId, boardId });
    }
    await updateWorkspaceRow({ tx, tenantId, workspaceId, changes: { status: 'deleted' }, now });
    return { id: workspaceId };
  });
}

/** Whom the workspace's tasks may be assigned to and who may be mentioned there: active members who see it. */
export function listAssignableMembers({
  deps,
  auth,
  workspaceId,
}: Call & { workspaceId: string }): Promise<PersonRef[]> {
  return withTaskCall({ deps, auth }, async (call) => {
    const access = await requireWorkspace(call, workspaceId);
    const rows = await listAssignableRows({ tx: call.tx, auth, ...access });
    return rows.map(presentPerson);
  });
}
