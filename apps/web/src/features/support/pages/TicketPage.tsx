import { Alert, Button, Divider, Stack, Title } from '@mantine/core';
import type { TicketDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { TicketThread } from '../../../shared/tickets/TicketThread.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';
import { downloadAttachment } from '../api/download-attachment.ts';
import { useTicket } from '../api/get-tickets.ts';
import { ReplyBox } from '../components/ReplyBox.tsx';
import { TicketHeader } from '../components/TicketHeader.tsx';

const listPath = '/support/tickets';

/**
 * `/support/tickets/:ticketId` (§2 Tickets): one ticket as a conversation with its attachments; reply, mark as
 * solved or reopen as the ticket's state allows. A ticket one may not see is "not found", as the server answers.
 */
export function TicketPage() {
  const { t } = useTranslation();
  const { ticketId = '' } = useParams();
  const ticket = useTicket(ticketId);
  const notFound = isApiError(ticket.error) && ticket.error.status === 404;
  useErrorToast(notFound ? null : ticket.error, t('support.errors.load'));

  if (notFound)
    return (
      <StatusPanel
        type="warning"
        title={t('support.ticket.notFoundTitle')}
        message={t('support.messages.notFound')}
        actions={
          <Button component={Link} to={listPath}>
            {t('support.ticket.toList')}
          </Button>
        }
      />
    );
  if (ticket.isError)
    return (
      <>
        <PageTitle>{t('support.list.title')}</PageTitle>
        <LoadFailed message={t('support.errors.load')} onRetry={() => ticket.refetch()} />
      </>
    );
  if (ticket.isPending) return <PageLoader label={t('support.ticket.loading')} />;

  return (
    <Stack gap="lg" maw={960}>
      <TicketHeader ticket={ticket.data} />
      <TicketThread ticket={ticket.data} side="member" download={downloadAttachment} />
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="ticket-reply-heading">
        <Title order={2} size="h4" id="ticket-reply-heading">
          {t('support.reply.title')}
        </Title>
        <Reply ticket={ticket.data} />
      </Stack>
    </Stack>
  );
}

/** The reply box of an active ticket; otherwise why there is none (the header offers Reopen when it may). */
function Reply({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  if (ticket.canComment) return <ReplyBox ticketId={ticket.id} />;
  const archived = ticket.statusGroup === 'Archived';
  return (
    <Alert
      color="gray"
      variant="light"
      title={t(archived ? 'support.reply.archivedTitle' : 'support.reply.closedTitle')}
    >
      {archived ? t('support.reply.archived') : t('support.messages.ticketClosed')}
    </Alert>
  );
}
