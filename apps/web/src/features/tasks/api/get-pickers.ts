import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

// Outside the tasks key: a change to a task does not change what can be picked.
const pickersKey = ['task-pickers'] as const;

/** The organisation's active projects, for the task form. */
export const activeProjectsQueryOptions = () =>
  queryOptions({ queryKey: [...pickersKey, 'projects'], queryFn: () => api(projectEndpoints.active, { query: {} }) });

/** Active projects; only asked for when the caller may read projects. */
export const useActiveProjects = (enabled: boolean) => useQuery({ ...activeProjectsQueryOptions(), enabled });
