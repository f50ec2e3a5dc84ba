import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hostOperatingSystemEndpoints,
  hostTicketTypeEndpoints,
  type SupportListEntryRequest,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { hostKey } from './get-host.ts';

/** The two lists a ticket picks from, each kept in the console. */
export type SupportListKind = 'ticketTypes' | 'operatingSystems';

const endpointsOf = {
  ticketTypes: hostTicketTypeEndpoints,
  operatingSystems: hostOperatingSystemEndpoints,
} satisfies Record<SupportListKind, unknown>;

const listKey = (kind: SupportListKind) => [...hostKey, 'lists', kind] as const;

/** Every entry of one list, active or not, with how many tickets use it. */
export const useSupportList = (kind: SupportListKind) =>
  useQuery({ queryKey: listKey(kind), queryFn: () => api(endpointsOf[kind].list) });

type SaveInput = { id: string | null; fields: SupportListEntryRequest };

/** Adds an entry (no id) or changes one: renamed, or turned on or off. */
export function useSaveSupportListEntry(kind: SupportListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: SaveInput) =>
      id === null
        ? api(endpointsOf[kind].create, { body: fields })
        : api(endpointsOf[kind].update, { query: { id }, body: fields }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(kind) }),
  });
}
