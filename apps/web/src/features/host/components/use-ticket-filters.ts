import { paging, type TicketStatusGroup, ticketStatusGroups } from '@worktrail/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { HostTicketListParams } from '../api/get-tickets.ts';

/** The address's names of the tickets list's filters, so a filtered list can be linked and survives a reload. */
export const ticketSearchNames = {
  status: 'status',
  organization: 'organization',
  type: 'type',
  unread: 'unread',
  search: 'q',
  page: 'page',
  size: 'size',
} as const;

const isGroup = (value: string | null): value is TicketStatusGroup =>
  ticketStatusGroups.some((group) => group === value);

const positive = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** The tickets list's filters read from the address, and a way to change them (any change but the page's goes back to page 1). */
export function useTicketFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get(ticketSearchNames.status);
  const filters: HostTicketListParams = {
    page: positive(params.get(ticketSearchNames.page), paging.defaultPage),
    size: Math.min(positive(params.get(ticketSearchNames.size), paging.defaultPageSize), paging.maxPageSize),
    status: isGroup(status) ? status : null,
    organizationId: params.get(ticketSearchNames.organization) || null,
    ticketTypeId: params.get(ticketSearchNames.type) || null,
    unreadOnly: params.get(ticketSearchNames.unread) === 'true',
    search: params.get(ticketSearchNames.search) ?? '',
  };
  const update = useCallback(
    (change: Partial<Record<keyof typeof ticketSearchNames, string | null>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          const key = ticketSearchNames[name as keyof typeof ticketSearchNames];
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in change)) next.delete(ticketSearchNames.page);
        return next;
      }),
    [setParams],
  );
  return { filters, update };
}
