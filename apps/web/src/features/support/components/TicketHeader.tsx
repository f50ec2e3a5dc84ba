import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TicketDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { nameIn } from '../../../shared/tickets/local-name.ts';
import { TicketStatusBadge } from '../../../shared/tickets/TicketStatusBadge.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { TicketActions } from './TicketActions.tsx';

/** A ticket's number and subject, its status, type, operating system and date, and what may be done with it. */
export function TicketHeader({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const { number, day } = useFormatters();
  const { language } = useLanguage();
  return (
    <Stack gap="xs" mb="lg">
      <Anchor component={Link} to="/support/tickets" size="sm">
        {t('support.ticket.back')}
      </Anchor>
      <PageTitle>{t('support.ticket.title', { number: number(ticket.number), subject: ticket.subject })}</PageTitle>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="wrap">
          <TicketStatusBadge group={ticket.statusGroup} />
          <Group gap="md" component="dl" m={0} wrap="wrap">
            <Fact label={t('support.ticket.type')} value={nameIn(language, ticket.ticketType)} />
            <Fact label={t('support.ticket.operatingSystem')} value={nameIn(language, ticket.operatingSystem)} />
            <Fact label={t('support.ticket.created')} value={day(new Date(ticket.createdAt))} />
          </Group>
        </Group>
        <TicketActions ticket={ticket} />
      </Group>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0}>
        <bdi>{value}</bdi>
      </Text>
    </Group>
  );
}
