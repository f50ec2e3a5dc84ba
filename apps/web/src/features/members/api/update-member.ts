import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MemberListItem, memberEndpoints, type UpdateMemberRequest } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { membersKey } from './get-members.ts';

/** Saves the whole editable member (§7 UpdateMember); a stale stamp answers 409 CONCURRENCY_ERROR. */
export function updateMember({
  memberId,
  member,
}: {
  memberId: string;
  member: UpdateMemberRequest;
}): Promise<MemberListItem> {
  return api(memberEndpoints.update, { query: { MemberId: memberId }, body: member });
}

/** Makes the member belong to exactly these projects. */
export function updateMemberProjects({
  memberId,
  projectIds,
}: {
  memberId: string;
  projectIds: string[];
}): Promise<MemberListItem> {
  return api(memberEndpoints.updateProjects, { query: { MemberId: memberId }, body: { projectIds } });
}

/** Saves the member, then their projects when they changed; member lists reload afterwards, whatever happened. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      memberId,
      member,
      projectIds,
    }: {
      memberId: string;
      member: UpdateMemberRequest;
      projectIds: string[] | null;
    }) => {
      const saved = await updateMember({ memberId, member });
      return projectIds ? updateMemberProjects({ memberId, projectIds }) : saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}
