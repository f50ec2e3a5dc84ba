import { type TicketDetail, type TicketStatus, ticketStatusGroup } from '@worktrail/contract';
import { presentThread, presentTicketSummary, type ThreadRows, type TicketSummaryRow } from './ticket-read.ts';

/**
 * What the organisation may do with a ticket in each status (§4): the buttons it is offered and the rules the
 * service enforces, from one place so they cannot drift apart.
 */
export function memberActions(status: TicketStatus) {
  const group = ticketStatusGroup[status];
  return {
    canSolve: group === 'Active',
    canReopen: group === 'Solved' || group === 'Canceled',
    canComment: group === 'Active',
  };
}

/** A ticket as its organisation reads it, with what the caller may do next (§2). */
export function presentTicketDetail(row: TicketSummaryRow, thread: ThreadRows): TicketDetail {
  return {
    ...presentTicketSummary(row, 'member'),
    message: row.message,
    ...presentThread(thread, 'member'),
    ...memberActions(row.status),
  };
}
