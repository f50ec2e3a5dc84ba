import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationEndpoints, type SendInvitationsRequest } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { invitationsKey } from './get-invitations.ts';

/** Invites addresses by e-mail; already-members come back as skipped. */
export function sendInvitations(body: SendInvitationsRequest) {
  return api(invitationEndpoints.send, { body });
}

/** The send mutation; the invitation list reloads afterwards. */
export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
