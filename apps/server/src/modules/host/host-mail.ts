import { ticketStatusGroup } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { TicketToAuthorEvent } from '../mail/ticket-mail-copy.ts';
import type { TicketSummaryRow } from '../support/ticket-read.ts';
import { users } from '../users/users.table.ts';

const excerptMax = 300;

/** The start of an answer for a mail: one paragraph of at most 300 characters. */
export function mailExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= excerptMax ? flat : `${flat.slice(0, excerptMax - 1).trimEnd()}…`;
}

/**
 * Tells the ticket's author, in their language, that support answered or changed the status; queued in the
 * action's transaction, so nothing is mailed for an action that did not commit. Files are only counted.
 */
export async function mailTicketAuthor(
  tx: Tx,
  {
    ticket,
    event,
    publicUrl,
    excerpt = '',
    attachmentCount = 0,
  }: {
    ticket: Pick<TicketSummaryRow, 'id' | 'number' | 'subject' | 'status' | 'authorUserId'>;
    event: TicketToAuthorEvent;
    publicUrl: string;
    excerpt?: string;
    attachmentCount?: number;
  },
) {
  const [author] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, ticket.authorUserId));
  if (!author) return;
  await enqueueMail({
    tx,
    to: author.email,
    language: author.locale,
    mail: {
      template: 'ticket-to-author',
      params: {
        link: `${publicUrl}/support/tickets/${ticket.id}`,
        event,
        number: ticket.number,
        subject: ticket.subject,
        ...(event === 'status' ? { statusGroup: ticketStatusGroup[ticket.status] } : {}),
        excerpt: excerpt ? mailExcerpt(excerpt) : '',
        attachmentCount,
      },
    },
  });
}
