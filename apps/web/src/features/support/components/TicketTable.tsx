import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { TicketListItem } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { nameIn } from '../../../shared/tickets/local-name.ts';
import { TicketStatusBadge } from '../../../shared/tickets/TicketStatusBadge.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import classes from './support.module.css';

type TicketTableProps = {
  /** Null while the first page loads: skeleton rows stand in. */
  items: TicketListItem[] | null;
  busy: boolean;
};

/** The tickets of one page: number, subject (with a new-answer marker), status, type, author and dates. */
export function TicketTable({ items, busy }: TicketTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollTable minWidth={820} label={t('support.list.title')}>
      <Table verticalSpacing="sm" aria-label={t('support.list.title')} aria-busy={busy || items === null}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('support.list.number')}</Table.Th>
            <Table.Th>{t('support.list.subject')}</Table.Th>
            <Table.Th>{t('support.list.status')}</Table.Th>
            <Table.Th>{t('support.list.type')}</Table.Th>
            <Table.Th>{t('support.list.author')}</Table.Th>
            <Table.Th>{t('support.list.created')}</Table.Th>
            <Table.Th>{t('support.list.lastActivity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null ? (
            <TableSkeletonRows columns={7} />
          ) : (
            items.map((item) => <TicketRow key={item.id} item={item} />)
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function TicketRow({ item }: { item: TicketListItem }) {
  const { t } = useTranslation();
  const { number, day, time } = useFormatters();
  const { language } = useLanguage();
  const lastActivity = new Date(item.lastActivityAt);
  return (
    <Table.Tr className={item.unread ? classes.unreadRow : undefined}>
      <Table.Td className={classes.nowrap}>{t('support.list.numbered', { number: number(item.number) })}</Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Anchor component={Link} to={`/support/tickets/${item.id}`} fw={item.unread ? 700 : 500} size="sm">
            <bdi>{item.subject}</bdi>
          </Anchor>
          {item.unread && (
            <Badge size="xs" color="orange" variant="light" leftSection={<span aria-hidden="true">●</span>}>
              {t('support.list.unread')}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <TicketStatusBadge group={item.statusGroup} />
      </Table.Td>
      <Table.Td>
        <bdi>{nameIn(language, item.ticketType)}</bdi>
      </Table.Td>
      <Table.Td>
        <bdi>{item.authorName}</bdi>
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <time dateTime={item.createdAt}>{day(new Date(item.createdAt))}</time>
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <Group gap={4} wrap="nowrap">
          <time dateTime={item.lastActivityAt}>{`${day(lastActivity)} ${time(lastActivity)}`}</time>
          {item.lastActivityBy === 'host' && (
            <Text span size="xs" c="dimmed">
              {t('support.list.bySupport')}
            </Text>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
