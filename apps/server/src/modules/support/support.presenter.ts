import { type TicketDetail, ticketStatusGroup } from '@worktrail/contract';
import { presentThread, presentTicketSummary, type ThreadRows, type TicketSummaryRow } from './ticket-read.ts';

/** A ticket as its organisation reads it, with what the caller may do next (§2). */
export function presentTicketDetail(row: TicketSummaryRow, thread: ThreadRows): TicketDetail {
  const group = ticketStatusGroup[row.status];
  return {
    ...presentTicketSummary(row, 'member'),
    message: row.message,
    ...presentThread(thread, 'member'),
    canSolve: group === 'Active',
    canReopen: group === 'Solved' || group === 'Canceled',
    canComment: group === 'Active',
  };
}
