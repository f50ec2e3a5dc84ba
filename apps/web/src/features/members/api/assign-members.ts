import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessEndpoints, type ManagerMembersResult } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { type AssignmentChanges, assignmentChanges } from './assignment-changes.ts';
import { membersKey } from './get-members.ts';

type ManagerMembers = { managerId: string; memberIds: string[] };

/** Assigns members to a manager, all or nothing (spec §7). */
export function addMembersToManager({ managerId, memberIds }: ManagerMembers): Promise<ManagerMembersResult> {
  return api(accessEndpoints.addMembersToManager, { query: { ManagerId: managerId }, body: memberIds });
}

/** Takes members away from a manager, all or nothing (spec §7). */
export function removeMembersFromManager({ managerId, memberIds }: ManagerMembers): Promise<ManagerMembersResult> {
  return api(accessEndpoints.removeMembersFromManager, { query: { ManagerId: managerId }, body: memberIds });
}

type SaveAssignments = { managerId: string; assigned: readonly string[]; selected: readonly string[] };

/** Sends only the difference between who was assigned and who is selected: one add and one remove at most. */
export async function saveAssignments({ managerId, assigned, selected }: SaveAssignments): Promise<AssignmentChanges> {
  const changes = assignmentChanges({ assigned, selected });
  if (changes.add.length > 0) await addMembersToManager({ managerId, memberIds: changes.add });
  if (changes.remove.length > 0) await removeMembersFromManager({ managerId, memberIds: changes.remove });
  return changes;
}

/** The save-assignments mutation; member lists reload afterwards, also after a failure half-way. */
export function useSaveAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAssignments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}
