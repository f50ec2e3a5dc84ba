import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invitationEndpoints, paging } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

export const invitationsKey = ['invitations'] as const;

/** One page of the organisation's invitations, newest first. */
export function getInvitations({ page }: { page: number }) {
  return api(invitationEndpoints.list, { query: { PageNo: page, PageSize: paging.defaultPageSize } });
}

/** The invitations query of one page. */
export const invitationsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...invitationsKey, page], queryFn: () => getInvitations({ page }) });

/** The invitations of one page; the previous page stays shown while the next loads. */
export const useInvitations = (page: number) =>
  useQuery({ ...invitationsQueryOptions(page), placeholderData: keepPreviousData });
