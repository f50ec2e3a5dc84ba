import { Button, Group } from '@mantine/core';
import type { InvitationListItem } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useResendInvitation, useRevokeInvitation } from '../api/manage-invitation.ts';

const isOpen = (item: InvitationListItem) => item.status === 'pending' || item.status === 'expired';

/** Resend (e-mail invitations) and Revoke (after a confirmation) for an invitation that is still open. */
export function InvitationActions({ item }: { item: InvitationListItem }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  if (!isOpen(item)) return null;
  const who = item.email ?? t('invitations.list.link');

  const confirmRevoke = async () => {
    const confirmed = await confirmDialog({
      title: t('invitations.revoke.title'),
      message: t('invitations.revoke.message', { who }),
      confirmLabel: t('invitations.revoke.confirm'),
    });
    if (!confirmed) return;
    revoke.mutate(
      { id: item.id },
      { onSuccess: () => notifySuccess(t('invitations.revoke.done')), onError: (error) => notifyError(error) },
    );
  };

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {item.kind === 'email' && (
        <Button
          size="compact-sm"
          variant="subtle"
          loading={resend.isPending}
          aria-label={t('invitations.resend.labelFor', { who })}
          onClick={() =>
            resend.mutate(
              { id: item.id },
              { onSuccess: () => notifySuccess(t('invitations.resend.done')), onError: (error) => notifyError(error) },
            )
          }
        >
          {t('invitations.resend.label')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={revoke.isPending}
        aria-label={t('invitations.revoke.labelFor', { who })}
        onClick={() => void confirmRevoke()}
      >
        {t('invitations.revoke.label')}
      </Button>
    </Group>
  );
}
