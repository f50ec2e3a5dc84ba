import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTeamRequest,
  TeamDetail,
  TeamMembersRequest,
  TeamProjectsRequest,
  UpdateTeamRequest,
} from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { teamsKey } from './get-teams.ts';

/** Creates a team; leaders become members too. */
export const createTeam = (body: CreateTeamRequest) =>
  apiClient.request<TeamDetail>('/v1/Team/CreateTeam', { method: 'POST', body });

/** Renames a team, sets its state and leaders; a stale stamp answers 409 CONCURRENCY_ERROR. */
export const updateTeam = ({ teamId, ...body }: UpdateTeamRequest & { teamId: string }) =>
  apiClient.request<TeamDetail>('/v1/Team/Update', { method: 'PUT', query: { teamId }, body });

/** Marks a team deleted. */
export const deleteTeam = ({ teamId }: { teamId: string }) =>
  apiClient.request<TeamDetail>('/v1/Team/Delete', { method: 'DELETE', query: { teamId } });

export const addTeamMembers = (body: TeamMembersRequest) =>
  apiClient.request<TeamDetail>('/v1/Team/AddMember', { method: 'POST', body });

/** Takes members off a team (`RemoveMmeber`, spelled as in spec §7). */
export const removeTeamMembers = (body: TeamMembersRequest) =>
  apiClient.request<TeamDetail>('/v1/Team/RemoveMmeber', { method: 'DELETE', body });

export const addTeamProjects = (body: TeamProjectsRequest) =>
  apiClient.request<TeamDetail>('/v1/Team/AddProject', { method: 'POST', body });

export const removeTeamProjects = (body: TeamProjectsRequest) =>
  apiClient.request<TeamDetail>('/v1/Team/RemoveProject', { method: 'DELETE', body });

/** The four "everything at once" calls, by what they do. */
export const wholeTeamChanges = {
  addAllMembers: { method: 'POST', path: '/v1/Team/AddAllMembers' },
  removeAllMembers: { method: 'DELETE', path: '/v1/Team/RemoveAllMembers' },
  addAllProjects: { method: 'POST', path: '/v1/Team/AddAllProjects' },
  removeAllProjects: { method: 'DELETE', path: '/v1/Team/RemoveAllProjects' },
} as const;
export type WholeTeamChange = keyof typeof wholeTeamChanges;

export const changeWholeTeam = ({ teamId, change }: { teamId: string; change: WholeTeamChange }) =>
  apiClient.request<TeamDetail>(wholeTeamChanges[change].path, {
    method: wholeTeamChanges[change].method,
    query: { teamId },
  });

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
      await queryClient.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
