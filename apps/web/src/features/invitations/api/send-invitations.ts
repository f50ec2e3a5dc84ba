import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendInvitationsRequest, SendInvitationsResult } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { invitationsKey } from './get-invitations.ts';

/** Invites addresses by e-mail; already-members come back as skipped. */
export function sendInvitations(body: SendInvitationsRequest): Promise<SendInvitationsResult> {
  return apiClient.request<SendInvitationsResult>('/api/app/user-invites/send', { method: 'POST', body });
}

/** The send mutation; the invitation list reloads afterwards. */
export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
