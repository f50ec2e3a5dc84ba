import { Button, Group } from '@mantine/core';
import type { HostTicketDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { type HostSettableStatus, useChangeTicketStatus } from '../api/change-ticket.ts';

type Action = { status: HostSettableStatus; key: 'solve' | 'reopen' | 'cancel' | 'archive'; allowed: boolean };

/** The status changes the ticket allows; cancel and archive are confirmed first. */
export function TicketActions({ ticket }: { ticket: HostTicketDetail }) {
  const { t } = useTranslation();
  const change = useChangeTicketStatus();
  const actions: Action[] = [
    { status: 'RESOLVED', key: 'solve', allowed: ticket.canSolve },
    { status: 'REOPENED', key: 'reopen', allowed: ticket.canReopen },
    { status: 'CANCELED', key: 'cancel', allowed: ticket.canCancel },
    { status: 'ARCHIVED', key: 'archive', allowed: ticket.canArchive },
  ];
  const allowed = actions.filter((action) => action.allowed);
  if (allowed.length === 0) return null;

  const run = async ({ status, key }: Action) => {
    if (key === 'cancel' || key === 'archive') {
      const confirmed = await confirmDialog({
        title: t(`host.actions.${key}.title`),
        message: t(`host.actions.${key}.message`, { number: ticket.number }),
        confirmLabel: t(`host.actions.${key}.label`),
      });
      if (!confirmed) return;
    }
    change.mutate(
      { ticketId: ticket.id, status },
      {
        onSuccess: () => notifySuccess(t(`host.actions.${key}.done`)),
        onError: (error) => notifyError(error, t('host.actions.failed')),
      },
    );
  };

  return (
    <Group gap="xs" role="group" aria-label={t('host.actions.label')}>
      {allowed.map((action) => (
        <Button
          key={action.key}
          size="xs"
          variant={action.key === 'solve' ? 'filled' : 'default'}
          color={action.key === 'cancel' ? 'red' : undefined}
          disabled={change.isPending}
          onClick={() => run(action)}
        >
          {t(`host.actions.${action.key}.label`)}
        </Button>
      ))}
    </Group>
  );
}
