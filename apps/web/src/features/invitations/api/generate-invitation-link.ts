import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { invitationsKey } from './get-invitations.ts';

/**
 * Creates the organisation's one live invitation link (the previous one stops working). A GET by the spec (§7,
 * its spelling included), but each call makes a new link, so it is used as a mutation.
 */
export function generateInvitationLink() {
  return api(invitationEndpoints.generateLink);
}

/** The generate-link mutation; the invitation list reloads afterwards. */
export function useGenerateInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateInvitationLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
