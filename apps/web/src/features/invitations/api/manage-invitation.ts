import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationListItem } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { invitationsKey } from './get-invitations.ts';

/** Mails an e-mail invitation again with a fresh link and seven more days. */
export function resendInvitation({ id }: { id: string }): Promise<InvitationListItem> {
  return apiClient.request<InvitationListItem>('/api/app/user-invites/resend', { method: 'POST', query: { id } });
}

/** Turns an invitation off (idempotent). */
export function revokeInvitation({ id }: { id: string }): Promise<null> {
  return apiClient.request<null>('/api/app/user-invites/revoke', { method: 'DELETE', query: { id } });
}

function useInvitationMutation<Result>(mutationFn: (input: { id: string }) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }) });
}

/** The resend mutation; the list reloads afterwards. */
export const useResendInvitation = () => useInvitationMutation(resendInvitation);

/** The revoke mutation; the list reloads afterwards. */
export const useRevokeInvitation = () => useInvitationMutation(revokeInvitation);
