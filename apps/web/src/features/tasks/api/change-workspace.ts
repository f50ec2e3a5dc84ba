import {
  type CreateBoardRequest,
  type CreateWorkspaceRequest,
  type SetWorkspaceMembersRequest,
  taskEndpoints,
  type UpdateWorkspaceRequest,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { useTasksMutation } from './change-task.ts';

/** Creates a workspace; the caller manages it. */
export function createWorkspace(body: CreateWorkspaceRequest) {
  return api(taskEndpoints.createWorkspace, { body });
}

/** Renames a workspace, makes it public or private, or changes its state; a stale stamp is refused (409). */
export function updateWorkspace({ id, ...body }: UpdateWorkspaceRequest & { id: string }) {
  return api(taskEndpoints.updateWorkspace, { query: { id }, body });
}

/** Replaces a workspace's members and their permissions; a stale stamp is refused (409). */
export function setWorkspaceMembers({ id, ...body }: SetWorkspaceMembersRequest & { id: string }) {
  return api(taskEndpoints.setWorkspaceMembers, { query: { id }, body });
}

/** Deletes a workspace with its boards and tasks, irreversibly. */
export function deleteWorkspace({ id }: { id: string }) {
  return api(taskEndpoints.deleteWorkspace, { query: { id } });
}

/** Adds a board with its statuses, left to right, to a workspace. */
export function createBoard(body: CreateBoardRequest) {
  return api(taskEndpoints.createBoard, { body });
}

/** Renames a board. */
export function renameBoard({ id, name }: { id: string; name: string }) {
  return api(taskEndpoints.updateBoard, { query: { id }, body: { name } });
}

/** Deletes a board and its tasks, irreversibly. */
export function deleteBoard({ id }: { id: string }) {
  return api(taskEndpoints.deleteBoard, { query: { id } });
}

export const useCreateWorkspace = () => useTasksMutation(createWorkspace);
export const useUpdateWorkspace = () => useTasksMutation(updateWorkspace);
export const useSetWorkspaceMembers = () => useTasksMutation(setWorkspaceMembers);
export const useDeleteWorkspace = () => useTasksMutation(deleteWorkspace);
export const useCreateBoard = () => useTasksMutation(createBoard);
export const useRenameBoard = () => useTasksMutation(renameBoard);
export const useDeleteBoard = () => useTasksMutation(deleteBoard);
