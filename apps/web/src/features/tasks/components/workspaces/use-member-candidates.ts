import { permissions } from '@worktrail/contract';
import { usePermission } from '../../../../shared/permissions/use-permission.ts';
import { useMembersInTenant } from '../../api/get-pickers.ts';
import { useAssignableMembers } from '../../api/get-workspaces.ts';

/** Someone who may be made a workspace member. */
export type Candidate = { id: string; name: string };

/**
 * Whom a workspace's members may be chosen from: the active members in the caller's data scope, or, for a manager of
 * the workspace who may not read members, those who can already see it.
 */
export function useMemberCandidates(workspaceId: string | null) {
  const mayReadMembers = usePermission(permissions.members.read);
  const inTenant = useMembersInTenant(mayReadMembers);
  const assignable = useAssignableMembers(mayReadMembers ? null : workspaceId);
  const candidates: Candidate[] = mayReadMembers
    ? (inTenant.data?.membersInTenant ?? []).map((member) => ({ id: member.id, name: member.name || member.email }))
    : (assignable.data ?? []).map((person) => ({ id: person.id, name: person.name }));
  return { candidates, failed: mayReadMembers ? inTenant.isError : assignable.isError };
}
