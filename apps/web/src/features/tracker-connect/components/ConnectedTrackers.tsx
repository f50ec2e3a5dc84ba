import { Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ConnectedTracker } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { useDisconnectTracker } from '../api/disconnect-tracker.ts';
import { useConnectedTrackers } from '../api/get-connected-trackers.ts';
import { ConnectSection } from './ConnectSection.tsx';

function TrackerRow({ tracker }: { tracker: ConnectedTracker }) {
  const { t } = useTranslation();
  const { day, time } = useFormatters();
  const disconnect = useDisconnectTracker();
  const when = (value: string) => `${day(Date.parse(value))} ${time(Date.parse(value))}`;
  const name = tracker.agent ?? t('tracker.connected.unknownAgent');
  const connected = when(tracker.connectedAt);

  const confirmDisconnect = async () => {
    const confirmed = await confirmDialog({
      title: t('tracker.connected.disconnectTitle'),
      message: t('tracker.connected.disconnectMessage', { name, connected }),
      confirmLabel: t('tracker.connected.disconnect'),
    });
    if (!confirmed) return;
    disconnect.mutate(
      { id: tracker.id },
      {
        onSuccess: () => notifySuccess(t('tracker.connected.disconnected')),
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} dir="ltr" component="bdi">
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {tracker.platform ? <bdi dir="ltr">{tracker.platform}</bdi> : t('tracker.connected.unknownPlatform')}
        </Text>
      </Table.Td>
      <Table.Td>{connected}</Table.Td>
      <Table.Td>{tracker.lastUsedAt ? when(tracker.lastUsedAt) : t('tracker.connected.never')}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={disconnect.isPending}
          onClick={() => void confirmDisconnect()}
          aria-label={t('tracker.connected.disconnectLabel', { name, connected })}
        >
          {t('tracker.connected.disconnect')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The member's own signed-in trackers with Disconnect, which asks first and says when it is done. */
export function ConnectedTrackers() {
  const { t } = useTranslation();
  const trackers = useConnectedTrackers();
  const items = trackers.data;

  const body = () => {
    if (trackers.isError && !items)
      return <LoadFailed message={t('tracker.connected.failed')} onRetry={() => trackers.refetch()} />;
    if (!items)
      return (
        <Stack gap={6} aria-busy="true" aria-label={t('tracker.connected.loading')}>
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      );
    if (items.length === 0)
      return (
        <Text size="sm" c="dimmed" role="status">
          {t('tracker.connected.empty')}
        </Text>
      );
    return (
      <ScrollTable minWidth={640} label={t('tracker.connected.title')}>
        <Table verticalSpacing="sm" aria-labelledby="tracker-connected-title" aria-busy={trackers.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tracker.connected.agent')}</Table.Th>
              <Table.Th>{t('tracker.connected.connectedAt')}</Table.Th>
              <Table.Th>{t('tracker.connected.lastUsed')}</Table.Th>
              <Table.Th>{t('tracker.connected.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((tracker) => (
              <TrackerRow key={tracker.id} tracker={tracker} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  };

  return (
    <ConnectSection
      id="tracker-connected-title"
      title={t('tracker.connected.title')}
      intro={t('tracker.connected.intro')}
    >
      {body()}
    </ConnectSection>
  );
}
