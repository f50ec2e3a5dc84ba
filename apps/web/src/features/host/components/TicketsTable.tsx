import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { HostTicketListItem } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { useLocalName } from '../../../shared/tickets/local-name.ts';
import { TicketStatusBadge } from '../../../shared/tickets/TicketStatusBadge.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import classes from './host.module.css';

const columns = 8;

/** One page of tickets of every organisation; an unread ticket is bold and says "New" in words. */
export function TicketsTable({ items }: { items: HostTicketListItem[] | null }) {
  const { t } = useTranslation();
  const { date, time, number } = useFormatters();
  const localName = useLocalName();
  return (
    <ScrollTable minWidth={900} label={t('host.tickets.title')}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('host.tickets.columns.number')}</Table.Th>
            <Table.Th>{t('host.tickets.columns.subject')}</Table.Th>
            <Table.Th>{t('host.tickets.columns.organization')}</Table.Th>
            <Table.Th>{t('host.tickets.columns.author')}</Table.Th>
            <Table.Th>{t('host.tickets.columns.type')}</Table.Th>
            <Table.Th>{t('host.tickets.columns.status')}</Table.Th>
            <Table.Th>{t('host.tickets.columns.lastActivity')}</Table.Th>
            <Table.Th>{t('host.tickets.columns.replies')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null ? (
            <TableSkeletonRows columns={columns} />
          ) : (
            items.map((ticket) => (
              <Table.Tr key={ticket.id} className={ticket.unread ? classes.unreadRow : undefined}>
                <Table.Td>#{number(ticket.number, { useGrouping: false })}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {ticket.unread && (
                      <Badge size="sm" color="red" variant="filled">
                        {t('host.tickets.new')}
                      </Badge>
                    )}
                    <Anchor component={Link} to={`/host/tickets/${ticket.id}`} fw={ticket.unread ? 700 : undefined}>
                      {ticket.subject}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>{ticket.organizationName}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw="inherit">
                    {ticket.authorName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ticket.authorEmail}
                  </Text>
                </Table.Td>
                <Table.Td>{localName(ticket.ticketType)}</Table.Td>
                <Table.Td>
                  <TicketStatusBadge group={ticket.statusGroup} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw="inherit">
                    {date(new Date(ticket.lastActivityAt))} {time(new Date(ticket.lastActivityAt))}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`host.tickets.lastBy.${ticket.lastActivityBy}`)}
                  </Text>
                </Table.Td>
                <Table.Td>{number(ticket.commentCount)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
