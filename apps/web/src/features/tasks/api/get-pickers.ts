import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberEndpoints, projectEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

// Outside the tasks key: a change to a task does not change who or what can be picked.
const pickersKey = ['task-pickers'] as const;

/** The organisation's active projects, for the task form. */
export const activeProjectsQueryOptions = () =>
  queryOptions({ queryKey: [...pickersKey, 'projects'], queryFn: () => api(projectEndpoints.active, { query: {} }) });

/** Active projects; only asked for when the caller may read projects. */
export const useActiveProjects = (enabled: boolean) => useQuery({ ...activeProjectsQueryOptions(), enabled });

/** The active members in the caller's data scope, for choosing workspace members. */
export const membersInTenantQueryOptions = () =>
  queryOptions({ queryKey: [...pickersKey, 'members'], queryFn: () => api(memberEndpoints.inTenant) });

/** Members in scope; only asked for when the caller may read members. */
export const useMembersInTenant = (enabled: boolean) => useQuery({ ...membersInTenantQueryOptions(), enabled });
