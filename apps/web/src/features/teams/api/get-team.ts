import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { teamsKey } from './get-teams.ts';

/** One team with its members (those in the caller's scope) and projects (spec §7 `GetTeamById`). */
export function getTeam(teamId: string) {
  return api(teamEndpoints.byId, { query: { teamId } });
}

export const teamQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: [...teamsKey, 'detail', teamId], queryFn: () => getTeam(teamId) });

export const useTeam = (teamId: string) => useQuery(teamQueryOptions(teamId));
