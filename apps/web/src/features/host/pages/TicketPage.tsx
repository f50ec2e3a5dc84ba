import { Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { TicketThread } from '../../../shared/tickets/TicketThread.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { downloadAttachment } from '../api/change-ticket.ts';
import { hostTicketsKey, useHostTicket } from '../api/get-tickets.ts';
import { AnswerBox } from '../components/AnswerBox.tsx';
import { TicketActions } from '../components/TicketActions.tsx';
import { TicketSidePanel } from '../components/TicketSidePanel.tsx';

/** One ticket as a conversation, with support's answer box, its status actions and who wrote it. */
export function TicketPage() {
  const { t } = useTranslation();
  const { ticketId = '' } = useParams();
  const queryClient = useQueryClient();
  const ticket = useHostTicket(ticketId);
  const loadedId = ticket.data?.id;
  usePageTitle(ticket.data ? ticket.data.subject : t('host.ticket.title'));

  // Opening a ticket marks it read: the list and the unread badge are read again.
  useEffect(() => {
    if (loadedId) void queryClient.invalidateQueries({ queryKey: [...hostTicketsKey, 'list'] });
  }, [loadedId, queryClient]);

  const back = (
    <Anchor component={Link} to="/host" size="sm">
      {t('host.ticket.back')}
    </Anchor>
  );
  if (ticket.isPending) return <PageLoader />;
  if (ticket.isError) {
    if (isApiError(ticket.error) && (ticket.error.status === 404 || ticket.error.status === 400)) {
      return (
        <StatusPanel
          type="question"
          title={t('host.ticket.notFound')}
          message={t('support.messages.notFound')}
          actions={
            <Button component={Link} to="/host">
              {t('host.ticket.back')}
            </Button>
          }
        />
      );
    }
    return (
      <Stack>
        {back}
        <LoadFailed message={t('host.ticket.loadFailed')} onRetry={() => ticket.refetch()} />
      </Stack>
    );
  }

  const data = ticket.data;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" inherit>
            #{data.number}{' '}
          </Text>
          {data.subject}
        </Title>
        <TicketActions ticket={data} />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <TicketThread ticket={data} side="host" download={downloadAttachment} />
            {data.canComment ? (
              <AnswerBox key={data.id} ticketId={data.id} />
            ) : (
              <Text c="dimmed" size="sm" role="note">
                {t('host.answer.closed')}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TicketSidePanel ticket={data} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
