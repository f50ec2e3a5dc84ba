import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { HostTicketDetail } from '@worktrail/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { useLocalName } from '../../../shared/tickets/local-name.ts';
import { TicketStatusBadge } from '../../../shared/tickets/TicketStatusBadge.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Who wrote the ticket and from which organisation, with its type, system and status. */
export function TicketSidePanel({ ticket }: { ticket: HostTicketDetail }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const localName = useLocalName();
  return (
    <Paper withBorder p="md" component="aside" aria-label={t('host.ticket.details')}>
      <Stack gap="sm" component="dl" m={0}>
        <Fact label={t('host.ticket.status')}>
          <TicketStatusBadge group={ticket.statusGroup} />
        </Fact>
        <Fact label={t('host.ticket.organization')}>{ticket.organizationName}</Fact>
        <Fact label={t('host.ticket.author')}>{ticket.authorName}</Fact>
        <Fact label={t('host.ticket.email')}>
          <Anchor href={`mailto:${ticket.authorEmail}`} size="sm">
            {ticket.authorEmail}
          </Anchor>
        </Fact>
        <Fact label={t('host.ticket.type')}>{localName(ticket.ticketType)}</Fact>
        <Fact label={t('host.ticket.operatingSystem')}>{localName(ticket.operatingSystem)}</Fact>
        <Fact label={t('host.ticket.opened')}>{date(new Date(ticket.createdAt))}</Fact>
      </Stack>
    </Paper>
  );
}
