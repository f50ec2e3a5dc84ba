import { Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { HostSupportListEntry } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { type SupportListKind, useSaveSupportListEntry, useSupportList } from '../api/support-lists.ts';

// The form loads when it is first opened, not with the screen.
const ListEntryModal = lazyOnDemand(() => import('./ListEntryModal.tsx').then((module) => module.ListEntryModal));

/** One list a ticket picks from: its entries in both languages, on or off, and how many tickets use each. */
export function SupportListTable({ kind }: { kind: SupportListKind }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const list = useSupportList(kind);
  const save = useSaveSupportListEntry(kind);
  const [editing, setEditing] = useState<HostSupportListEntry | 'new' | null>(null);
  const titleId = `host-list-${kind}`;

  const toggle = (entry: HostSupportListEntry, active: boolean) =>
    save.mutate(
      { id: entry.id, fields: { nameEn: entry.nameEn, nameAr: entry.nameAr, active } },
      {
        onSuccess: () =>
          notifySuccess(t(active ? 'host.lists.turnedOn' : 'host.lists.turnedOff', { name: entry.nameEn })),
        onError: (error) => notifyError(error, t('host.lists.saveFailed')),
      },
    );

  const body = () => {
    if (list.isError) return <LoadFailed message={t('host.lists.loadFailed')} onRetry={() => list.refetch()} />;
    if (list.data?.length === 0) {
      return (
        <Text c="dimmed" role="status">
          {t('host.lists.empty')}
        </Text>
      );
    }
    return (
      <ScrollTable minWidth={560} label={t(`host.lists.${kind}.title`)}>
        <Table striped aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('host.lists.nameEn')}</Table.Th>
              <Table.Th>{t('host.lists.nameAr')}</Table.Th>
              <Table.Th>{t('host.lists.active')}</Table.Th>
              <Table.Th>{t('host.lists.tickets')}</Table.Th>
              <Table.Th>{t('host.lists.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data === undefined ? (
              <TableSkeletonRows columns={5} />
            ) : (
              list.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td lang="en" dir="ltr">
                    {entry.nameEn}
                  </Table.Td>
                  <Table.Td lang="ar" dir="rtl">
                    {entry.nameAr}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={entry.active}
                      label={t(entry.active ? 'host.lists.on' : 'host.lists.off')}
                      aria-label={t('host.lists.activeFor', { name: entry.nameEn })}
                      onChange={(event) => toggle(entry, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{number(entry.ticketCount)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('host.lists.renameFor', { name: entry.nameEn })}
                      onClick={() => setEditing(entry)}
                    >
                      {t('host.lists.rename')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between">
        <Title order={2} size="h3" id={titleId}>
          {t(`host.lists.${kind}.title`)}
        </Title>
        <Button size="sm" onClick={() => setEditing('new')}>
          {t(`host.lists.${kind}.add`)}
        </Button>
      </Group>
      {body()}
      {editing && (
        <ListEntryModal kind={kind} entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
