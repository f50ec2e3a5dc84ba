import { useQuery } from '@tanstack/react-query';
import { workspacesQueryOptions } from '../../api/get-workspaces.ts';

/**
 * What the caller may do in each active workspace they see, by workspace id: a list row offers "done" only where
 * the caller may move tasks. The same query as the workspaces page's default view.
 */
export const useWorkspaceAbilities = () =>
  useQuery({
    ...workspacesQueryOptions({ status: 'active', includeAll: false }),
    select: (workspaces) => new Map(workspaces.map((workspace) => [workspace.id, workspace.abilities])),
  });
