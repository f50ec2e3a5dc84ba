import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { teamsKey } from './get-teams.ts';

/**
 * The organisation's active projects, for the team project picker. Members are not listed here: the team dialogs
 * find them on the server a page at a time (MemberSearchPicker), never the whole list.
 */
export function getProjectOptions() {
  return api(teamEndpoints.projectOptions);
}

export const projectOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...teamsKey, 'project-options'], queryFn: getProjectOptions });

/** The project picker's choices; `enabled` false for readers who cannot change teams. */
export const useProjectOptions = (enabled = true) => useQuery({ ...projectOptionsQueryOptions(), enabled });
