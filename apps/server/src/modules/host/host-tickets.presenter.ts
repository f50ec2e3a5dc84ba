import {
  type HostTicketDetail,
  type HostTicketListItem,
  type TicketStatus,
  ticketStatusGroup,
} from '@worktrail/contract';
import type { Tx } from '../../db/client.ts';
import { loadThread, presentThread, presentTicketSummary, type TicketSummaryRow } from '../support/ticket-read.ts';

/** What support may do with a ticket in each status (§4): the buttons the console offers, and the rules it enforces. */
export function hostActions(status: TicketStatus) {
  const group = ticketStatusGroup[status];
  return {
    canSolve: group === 'Active',
    canReopen: group === 'Solved' || group === 'Canceled',
    canComment: group !== 'Archived',
    canCancel: group === 'Active' || group === 'Solved',
    canArchive: group !== 'Archived',
  };
}

/** A ticket as the console lists it: the shared shape, plus whose it is. */
export function presentHostListItem(row: TicketSummaryRow): HostTicketListItem {
  return {
    ...presentTicketSummary(row, 'host'),
    organizationId: row.tenantId,
    organizationName: row.organizationName,
    authorEmail: row.authorEmail,
  };
}

/** A ticket with its conversation as the console reads it: support's own people named. */
export async function loadHostDetail(tx: Tx, row: TicketSummaryRow): Promise<HostTicketDetail> {
  const thread = await loadThread(tx, { tenantId: row.tenantId, ticketId: row.id });
  return {
    ...presentHostListItem(row),
    message: row.message,
    ...presentThread(thread, 'host'),
    ...hostActions(row.status),
  };
}
