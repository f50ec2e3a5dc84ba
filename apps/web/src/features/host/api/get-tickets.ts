import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hostEndpoints, type TicketStatusGroup } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { hostKey } from './get-host.ts';

/** Every console tickets query (list and single ticket) starts with this key; ticket changes invalidate it. */
export const hostTicketsKey = [...hostKey, 'tickets'] as const;

export type HostTicketListParams = {
  page: number;
  size: number;
  status: TicketStatusGroup | null;
  organizationId: string | null;
  ticketTypeId: string | null;
  unreadOnly: boolean;
  search: string;
};

/** One page of the tickets of every organisation, unread first. */
export function getHostTickets({
  page,
  size,
  status,
  organizationId,
  ticketTypeId,
  unreadOnly,
  search,
}: HostTicketListParams) {
  return api(hostEndpoints.tickets, {
    query: {
      PageNo: page,
      PageSize: size,
      Status: status ?? undefined,
      OrganizationId: organizationId ?? undefined,
      TicketTypeId: ticketTypeId ?? undefined,
      UnreadOnly: unreadOnly ? 'true' : undefined,
      Search: search.trim() || undefined,
    },
  });
}

export const hostTicketsQueryOptions = (params: HostTicketListParams) =>
  queryOptions({ queryKey: [...hostTicketsKey, 'list', params], queryFn: () => getHostTickets(params) });

/** One page of tickets; the previous page stays shown while the next loads. */
export const useHostTickets = (params: HostTicketListParams) =>
  useQuery({ ...hostTicketsQueryOptions(params), placeholderData: keepPreviousData });

/** The unread count for the navigation badge: the smallest page, whatever the list on screen filters. */
export const useUnreadTicketCount = () =>
  useQuery({
    ...hostTicketsQueryOptions({
      page: 1,
      size: 1,
      status: null,
      organizationId: null,
      ticketTypeId: null,
      unreadOnly: false,
      search: '',
    }),
    select: (data) => data.unreadCount,
  });

/** A ticket with its conversation; reading it marks it read for support. */
export const useHostTicket = (id: string) =>
  useQuery({
    queryKey: [...hostTicketsKey, 'detail', id],
    queryFn: () => api(hostEndpoints.ticket, { query: { id } }),
  });
