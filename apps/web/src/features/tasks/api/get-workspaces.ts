import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { tasksKey } from './change-task.ts';

/** The workspaces list's filters as the address keeps them (§2 Tasks). */
export type WorkspaceListParams = {
  status: 'active' | 'archived' | 'disabled' | 'all';
  /** "Manage all": also private workspaces the caller is not a member of (ManageAll holders only). */
  includeAll: boolean;
};

/** The workspaces the caller may see, each with its boards and what the caller may do there. */
export function getWorkspaces({ status, includeAll }: WorkspaceListParams) {
  return api(taskEndpoints.workspaces, { query: { Status: status, IncludeAll: includeAll ? 'true' : 'false' } });
}

export const workspacesQueryOptions = (params: WorkspaceListParams) =>
  queryOptions({ queryKey: [...tasksKey, 'workspaces', params], queryFn: () => getWorkspaces(params) });

export const useWorkspaces = (params: WorkspaceListParams) => useQuery(workspacesQueryOptions(params));

/** One workspace with its members and their permissions. */
export const workspaceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...tasksKey, 'workspace', id],
    queryFn: () => api(taskEndpoints.workspace, { query: { id } }),
  });

export const useWorkspace = (id: string) => useQuery(workspaceQueryOptions(id));

/** Active members who can see the workspace: whom its tasks may be assigned to, and who may be mentioned. */
export const assignableQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: [...tasksKey, 'assignable', workspaceId],
    queryFn: () => api(taskEndpoints.assignable, { query: { id: workspaceId } }),
  });

/** The assignable members of a workspace; nothing is asked before the workspace is known. */
export const useAssignableMembers = (workspaceId: string | null) =>
  useQuery({ ...assignableQueryOptions(workspaceId ?? ''), enabled: workspaceId !== null });
