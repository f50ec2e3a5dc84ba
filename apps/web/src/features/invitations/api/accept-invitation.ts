import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type AcceptInvitationNewRequest,
  type AcceptInvitationRequest,
  invitationEndpoints,
} from '@worktrail/contract';
import { api, publicApi } from '../../../shared/api/api.ts';

type InvitationLink = { tenant: string; token: string };

/** What an invitation link is for (organisation, kind, address, role); TOKEN_INVALID when it cannot be used. */
export function getAcceptInfo({ tenant, token }: InvitationLink) {
  return publicApi(invitationEndpoints.acceptInfo, { query: { tenant, token } });
}

/** The accept-info query of one link; a refused link is not asked about again. */
export const acceptInfoQueryOptions = (link: InvitationLink) =>
  queryOptions({ queryKey: ['invitation-accept-info', link.tenant, link.token], queryFn: () => getAcceptInfo(link) });

/** Reads what the link is for, once both its parts are there. */
export const useAcceptInfo = (link: InvitationLink) =>
  useQuery({ ...acceptInfoQueryOptions(link), enabled: Boolean(link.tenant && link.token) });

/** Creates an account and joins the organisation with it (signed out). */
export function acceptInvitationNew(body: AcceptInvitationNewRequest) {
  return publicApi(invitationEndpoints.acceptNew, { body });
}

/** The create-account-and-join mutation. */
export const useAcceptInvitationNew = () => useMutation({ mutationFn: acceptInvitationNew });

/** Joins the organisation as the signed-in user and makes it their active one. */
export function acceptInvitation(body: AcceptInvitationRequest) {
  return api(invitationEndpoints.accept, { body });
}

/** The join mutation. */
export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
