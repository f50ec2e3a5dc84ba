import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateTeamRequest,
  type TeamDetail,
  type TeamMembersRequest,
  type TeamProjectsRequest,
  teamEndpoints,
  type UpdateTeamRequest,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { membersKey } from '../../../shared/members/api/member-picker-api.ts';
import { teamsKey } from './get-teams.ts';

/** Creates a team; leaders become members too. */
export const createTeam = (body: CreateTeamRequest) => api(teamEndpoints.create, { body });

/** Renames a team, sets its state and leaders; a stale stamp answers 409 CONCURRENCY_ERROR. */
export const updateTeam = ({ teamId, ...body }: UpdateTeamRequest & { teamId: string }) =>
  api(teamEndpoints.update, { query: { teamId }, body });

/** Marks a team deleted. */
export const deleteTeam = ({ teamId }: { teamId: string }) => api(teamEndpoints.delete, { query: { teamId } });

export const addTeamMembers = (body: TeamMembersRequest) => api(teamEndpoints.addMembers, { body });

/** Takes members off a team (`RemoveMmeber`, spelled as in spec §7). */
export const removeTeamMembers = (body: TeamMembersRequest) => api(teamEndpoints.removeMembers, { body });

export const addTeamProjects = (body: TeamProjectsRequest) => api(teamEndpoints.addProjects, { body });

export const removeTeamProjects = (body: TeamProjectsRequest) => api(teamEndpoints.removeProjects, { body });

/** The four "everything at once" calls, by what they do. */
export type WholeTeamChange = 'addAllMembers' | 'removeAllMembers' | 'addAllProjects' | 'removeAllProjects';

export const changeWholeTeam = ({ teamId, change }: { teamId: string; change: WholeTeamChange }) =>
  api(teamEndpoints[change], { query: { teamId } });

/**
 * A team mutation: afterwards every teams query reloads, and so do member lists, as a team's leader may now see
 * other members.
 */
export function useTeamMutation<Input>(mutationFn: (input: Input) => Promise<TeamDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (team) => {
      queryClient.setQueryData([...teamsKey, 'detail', team.id], team);
      await queryClient.invalidateQueries({ queryKey: teamsKey });
      await queryClient.invalidateQueries({ queryKey: membersKey });
    },
  });
}
