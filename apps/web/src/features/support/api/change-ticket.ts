import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTicketFields, supportEndpoints, type TicketDetail } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { ticketQueryOptions, ticketsKey } from './get-tickets.ts';

const withFiles = (form: FormData, files: readonly File[]) => {
  for (const file of files) form.append('attachmentFiles', file, file.name);
  return form;
};

/** POST Ticket/CreateTicket: the §3 fields and up to five `attachmentFiles`. */
export function createTicket({ fields, files }: { fields: CreateTicketFields; files: readonly File[] }) {
  const form = new FormData();
  form.append('Subject', fields.Subject);
  form.append('Message', fields.Message);
  form.append('TicketTypeId', fields.TicketTypeId);
  form.append('OperatingSystemId', fields.OperatingSystemId);
  return api(supportEndpoints.create, { body: withFiles(form, files) });
}

/** POST Ticket/AddComment: the comment as the form field (long texts stay out of the address) with its files. */
export function addComment({
  ticketId,
  comment,
  files,
}: {
  ticketId: string;
  comment: string;
  files: readonly File[];
}) {
  const form = new FormData();
  form.append('comment', comment);
  return api(supportEndpoints.addComment, {
    query: { ticketId },
    body: withFiles(form, files),
  });
}

/** POST Ticket/Solve: an active ticket becomes SOLVED. */
export const solveTicket = ({ ticketId }: { ticketId: string }) => api(supportEndpoints.solve, { query: { ticketId } });

/** POST Ticket/ReOpen: a solved or canceled ticket becomes REOPENED. */
export const reopenTicket = ({ ticketId }: { ticketId: string }) =>
  api(supportEndpoints.reopen, { query: { ticketId } });

/** A change of a ticket: its answer is the ticket as it now is; the lists are read again either way. */
function useTicketMutation<Input>(mutationFn: (input: Input) => Promise<TicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (ticket) => queryClient.setQueryData(ticketQueryOptions(ticket.id).queryKey, ticket),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}

export const useCreateTicket = () => useTicketMutation(createTicket);
export const useAddComment = () => useTicketMutation(addComment);
export const useSolveTicket = () => useTicketMutation(solveTicket);
export const useReopenTicket = () => useTicketMutation(reopenTicket);
