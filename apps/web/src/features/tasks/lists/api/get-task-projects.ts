import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissions, projectEndpoints } from '@worktrail/contract';
import { api } from '../../../../shared/api/api.ts';
import { usePermissions } from '../../../../shared/permissions/use-permission.ts';
import { activeProjectsQueryOptions } from '../../api/get-pickers.ts';

/** The active projects the caller works on, for those who may not read every project. */
const myProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['task-pickers', 'my-projects'], queryFn: () => api(projectEndpoints.mine) });

/**
 * The projects the task lists offer: the organisation's active projects for those who may read projects, else the
 * active projects the caller works on. Waits for the permissions to know which list applies.
 */
export function useTaskProjects() {
  const granted = usePermissions().data;
  const all = granted?.[permissions.projects.read] === true;
  return useQuery({
    ...(all ? activeProjectsQueryOptions() : myProjectsQueryOptions()),
    enabled: granted !== undefined,
  });
}
