import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supportEndpoints, type TicketStatusGroup } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every support query of tickets starts with this key; ticket mutations invalidate it. */
export const ticketsKey = ['support-tickets'] as const;

/** The list's status tab: one of the four groups of §4, or every ticket. */
export type TicketStatusTab = TicketStatusGroup | 'All';

export type TicketListParams = { page: number; size: number; search: string; status: TicketStatusTab };

/** One page of the tickets the caller may see, newest activity first (§7: SkipCount = (page − 1) × size). */
export function getTickets({ page, size, search, status }: TicketListParams) {
  return api(supportEndpoints.list, {
    query: {
      MaxResultCount: size,
      SkipCount: (page - 1) * size,
      Status: status === 'All' ? undefined : status,
      Search: search.trim() || undefined,
    },
  });
}

/** The tickets query of one page, tab and search. */
export const ticketsQueryOptions = (params: TicketListParams) =>
  queryOptions({ queryKey: [...ticketsKey, 'list', params], queryFn: () => getTickets(params) });

/** One page of tickets; the previous page stays shown while the next loads. */
export const useTickets = (params: TicketListParams) =>
  useQuery({ ...ticketsQueryOptions(params), placeholderData: keepPreviousData });

/** One ticket with its conversation; opening it marks support's answers as read, so the list is read again. */
export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ticketsKey, 'detail', id],
    queryFn: () => api(supportEndpoints.byId, { query: { id } }),
  });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));
