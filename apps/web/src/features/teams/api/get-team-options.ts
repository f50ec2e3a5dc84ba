import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MembersInTenant, memberEndpoints, teamEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { teamsKey } from './get-teams.ts';

/** The active members in the caller's scope, for the team member and leader pickers (spec §7). */
export function getMemberOptions(): Promise<MembersInTenant> {
  return api(memberEndpoints.inTenant, { query: {} });
}

/** The organisation's active projects, for the team project picker. */
export function getProjectOptions() {
  return api(teamEndpoints.projectOptions);
}

export const memberOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...teamsKey, 'member-options'], queryFn: getMemberOptions });
export const projectOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...teamsKey, 'project-options'], queryFn: getProjectOptions });

/** The member picker's choices; `enabled` false for readers who cannot change teams. */
export const useMemberOptions = (enabled = true) => useQuery({ ...memberOptionsQueryOptions(), enabled });
export const useProjectOptions = (enabled = true) => useQuery({ ...projectOptionsQueryOptions(), enabled });
