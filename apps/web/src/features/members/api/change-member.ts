import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MemberListItem, type MemberStatus, memberEndpoints, type RoleKey } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { membersKey } from './get-members.ts';

/** Gives a member another role; the server refuses to demote the last active owner. */
export function changeMemberRole({ memberId, role }: { memberId: string; role: RoleKey }): Promise<MemberListItem> {
  return api(memberEndpoints.changeRole, { query: { MemberId: memberId }, body: { role } });
}

/** Moves a member to another state; leaving `active` signs them out everywhere at once. */
export function changeMemberStatus({
  memberId,
  status,
}: {
  memberId: string;
  status: MemberStatus;
}): Promise<MemberListItem> {
  return api(memberEndpoints.changeStatus, { query: { MemberId: memberId }, body: { status } });
}

function useMemberMutation<Input>(mutationFn: (input: Input) => Promise<MemberListItem>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }) });
}

/** The change-role mutation; member lists reload afterwards. */
export const useChangeMemberRole = () => useMemberMutation(changeMemberRole);

/** The change-status mutation; member lists and tab counts reload afterwards. */
export const useChangeMemberStatus = () => useMemberMutation(changeMemberStatus);
