import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type HostTicketDetail,
  hostEndpoints,
  type hostSettableStatuses,
  type TicketAttachment,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { downloadTicketFile } from '../../../shared/tickets/download-attachment.ts';
import { hostTicketsKey } from './get-tickets.ts';

export type HostSettableStatus = (typeof hostSettableStatuses)[number];

/** Answers a ticket: the comment and the files go as one multipart form. */
export function answerTicket({ ticketId, comment, files }: { ticketId: string; comment: string; files: File[] }) {
  const form = new FormData();
  form.append('comment', comment);
  for (const file of files) form.append('attachmentFiles', file);
  return api(hostEndpoints.addComment, { query: { ticketId }, body: form });
}

/** Solves (RESOLVED), reopens, cancels or archives a ticket. */
export function changeTicketStatus({ ticketId, status }: { ticketId: string; status: HostSettableStatus }) {
  return api(hostEndpoints.changeStatus, { query: { ticketId }, body: { status } });
}

/** Downloads an attached file with the bearer token and hands it to the browser under its name. */
export const downloadAttachment = (attachment: TicketAttachment) =>
  downloadTicketFile(hostEndpoints.download, attachment);

/** A change of a ticket: the ticket and every list are read again, whether it worked or was refused. */
function useTicketMutation<Input>(mutationFn: (input: Input) => Promise<HostTicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostTicketsKey }),
  });
}

export const useAnswerTicket = () => useTicketMutation(answerTicket);
export const useChangeTicketStatus = () => useTicketMutation(changeTicketStatus);
