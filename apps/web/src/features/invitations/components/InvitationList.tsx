import { Badge, Loader, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type InvitationListItem, type InvitationStatus, paging, totalPages } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { useInvitations } from '../api/get-invitations.ts';
import { InvitationActions } from './InvitationActions.tsx';
import classes from './invitations.module.css';

const statusColor: Record<InvitationStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  revoked: 'gray',
  expired: 'orange',
};

/** The organisation's invitations, newest first: who (or the link), role, status and when sent, with actions. */
export function InvitationList() {
  const { t } = useTranslation();
  const [page, setPage] = useState<number>(paging.defaultPage);
  const invitations = useInvitations(page);

  if (invitations.isError) {
    return <LoadFailed message={t('invitations.list.failed')} onRetry={() => invitations.refetch()} />;
  }
  if (!invitations.data) return <Loader size="sm" aria-label={t('app.loading')} />;
  const { items, totalCount } = invitations.data;
  const pages = totalPages({ total: totalCount, size: paging.defaultPageSize });
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('invitations.list.empty')}
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <ScrollTable minWidth={520} label={t('invitations.list.title')}>
        <Table
          verticalSpacing="xs"
          horizontalSpacing="xs"
          aria-label={t('invitations.list.title')}
          aria-busy={invitations.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invitations.list.invitee')}</Table.Th>
              <Table.Th>{t('invitations.list.role')}</Table.Th>
              <Table.Th>{t('invitations.list.status')}</Table.Th>
              <Table.Th>{t('invitations.list.sent')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('invitations.list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <InvitationRow key={item.id} item={item} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`invitations.list.page.${control}`) })}
        />
      )}
    </Stack>
  );
}

function InvitationRow({ item }: { item: InvitationListItem }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Table.Tr>
      <Table.Td>{item.kind === 'email' ? <bdi>{item.email}</bdi> : t('invitations.list.link')}</Table.Td>
      <Table.Td>{t(`invitations.roles.${item.role}`)}</Table.Td>
      <Table.Td className={classes.nowrap}>
        <Badge
          color={statusColor[item.status]}
          variant="light"
          classNames={{ root: classes.status, label: classes.status }}
        >
          {t(`invitations.status.${item.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td className={classes.nowrap}>{date(new Date(item.sentAt ?? item.createdAt))}</Table.Td>
      <Table.Td>
        <InvitationActions item={item} />
      </Table.Td>
    </Table.Tr>
  );
}
