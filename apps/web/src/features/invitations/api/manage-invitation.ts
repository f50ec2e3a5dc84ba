import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { invitationsKey } from './get-invitations.ts';

/** Mails an e-mail invitation again with a fresh link and seven more days. */
export function resendInvitation({ id }: { id: string }) {
  return api(invitationEndpoints.resend, { query: { id } });
}

/** Turns an invitation off (idempotent). */
export function revokeInvitation({ id }: { id: string }) {
  return api(invitationEndpoints.revoke, { query: { id } });
}

function useInvitationMutation<Result>(mutationFn: (input: { id: string }) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }) });
}

/** The resend mutation; the list reloads afterwards. */
export const useResendInvitation = () => useInvitationMutation(resendInvitation);

/** The revoke mutation; the list reloads afterwards. */
export const useRevokeInvitation = () => useInvitationMutation(revokeInvitation);
