import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { teamsKey } from './get-teams.ts';

/** One team with its members (those in the caller's scope) and projects (spec §7 `GetTeamById`). */
export function getTeam(teamId: string): Promise<TeamDetail> {
  return apiClient.request<TeamDetail>('/v1/Team/GetTeamById', { query: { teamId } });
}

export const teamQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: [...teamsKey, 'detail', teamId], queryFn: () => getTeam(teamId) });

export const useTeam = (teamId: string) => useQuery(teamQueryOptions(teamId));
