import { Button, Group } from '@mantine/core';
import type { TicketDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useReopenTicket, useSolveTicket } from '../api/change-ticket.ts';

/** "Mark as solved" for an active ticket and "Reopen" for a solved or canceled one, as the server allows. */
export function TicketActions({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const solve = useSolveTicket();
  const reopen = useReopenTicket();
  if (!ticket.canSolve && !ticket.canReopen) return null;
  return (
    <Group gap="sm">
      {ticket.canSolve && (
        <Button
          loading={solve.isPending}
          onClick={() =>
            solve.mutate(
              { ticketId: ticket.id },
              {
                onSuccess: () => notifySuccess(t('support.actions.solved')),
                onError: (error) => notifyError(error, t('support.errors.solve')),
              },
            )
          }
        >
          {t('support.actions.solve')}
        </Button>
      )}
      {ticket.canReopen && (
        <Button
          variant="default"
          loading={reopen.isPending}
          onClick={() =>
            reopen.mutate(
              { ticketId: ticket.id },
              {
                onSuccess: () => notifySuccess(t('support.actions.reopened')),
                onError: (error) => notifyError(error, t('support.errors.reopen')),
              },
            )
          }
        >
          {t('support.actions.reopen')}
        </Button>
      )}
    </Group>
  );
}
