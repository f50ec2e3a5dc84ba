import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** The ticket types one may choose, in both languages. */
export const ticketTypesQueryOptions = () =>
  queryOptions({ queryKey: ['support-ticket-types'], queryFn: () => api(supportEndpoints.ticketTypes) });

/** The operating systems one may choose, in both languages. */
export const operatingSystemsQueryOptions = () =>
  queryOptions({ queryKey: ['support-operating-systems'], queryFn: () => api(supportEndpoints.operatingSystems) });

/** The published FAQ, in order, in both languages. */
export const faqQueryOptions = () =>
  queryOptions({ queryKey: ['support-faq'], queryFn: () => api(supportEndpoints.faq) });

export const useTicketTypes = () => useQuery(ticketTypesQueryOptions());
export const useOperatingSystems = () => useQuery(operatingSystemsQueryOptions());
export const useFaq = () => useQuery(faqQueryOptions());
