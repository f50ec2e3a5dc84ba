import { permissions } from '@worktrail/contract';
import { usePermission } from '../../../../shared/permissions/use-permission.ts';
import { useAssignableMembers } from '../../api/get-workspaces.ts';

/** Someone who may be made a workspace member. */
export type Candidate = { id: string; name: string };

/**
 * Whom a workspace's members may be chosen from. Someone who may read members searches the active members in their
 * data scope on the server, page by page (`candidates` undefined: MembersEditor's member search picker); a manager
 * of the workspace who may not read members chooses among those who can already see it, a short list read whole.
 */
export function useMemberCandidates(workspaceId: string | null): { candidates?: Candidate[]; failed: boolean } {
  const mayReadMembers = usePermission(permissions.members.read);
  const assignable = useAssignableMembers(mayReadMembers ? null : workspaceId);
  if (mayReadMembers) return { failed: false };
  const candidates = (assignable.data ?? []).map((person) => ({ id: person.id, name: person.name }));
  return { candidates, failed: assignable.isError };
}
