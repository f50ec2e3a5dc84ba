import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { asHost } from '../../db/transactions.ts';
import { hostAdmins } from '../host/host.table.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { TicketToSupportEvent } from '../mail/ticket-mail-copy.ts';
import { users } from '../users/users.table.ts';
import type { TicketSummaryRow } from './ticket-read.ts';

const excerptMax = 300;

/**
 * Where support's mail goes: the configured inbox, else every person with the host role. Read through the console's
 * role (the request role may not read `host_admins`), before the caller's tenant transaction opens.
 */
export async function hostInboxAddresses({
  db,
  config,
  userId,
}: {
  db: Db;
  config: Pick<Config, 'supportInbox'>;
  /** The caller, named as the reader for the console role's audit setting. */
  userId: string;
}): Promise<string[]> {
  if (config.supportInbox) return [config.supportInbox];
  const rows = await asHost({ db, hostUserId: userId }, (tx) =>
    tx
      .select({ email: users.email })
      .from(hostAdmins)
      .innerJoin(users, eq(users.id, hostAdmins.userId))
      .orderBy(asc(users.email)),
  );
  return [...new Set(rows.map((row) => row.email))];
}

/** The start of what was written, on one line; never a file's content. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= excerptMax ? line : `${line.slice(0, excerptMax - 1)}…`;
}

/**
 * Tells support's inbox what the organisation did, in the caller's transaction: queued only if the change commits.
 * Support reads English.
 */
export async function mailSupportInbox({
  tx,
  config,
  to,
  ticket,
  actorName,
  event,
  text,
  attachmentCount,
}: {
  tx: Tx;
  config: Pick<Config, 'publicUrl'>;
  to: string[];
  ticket: TicketSummaryRow;
  /** Who did it: the author, or an owner acting on the author's ticket. */
  actorName: string;
  event: TicketToSupportEvent;
  text: string;
  attachmentCount: number;
}) {
  const params = {
    link: `${config.publicUrl}/host/tickets/${ticket.id}`,
    event,
    number: ticket.number,
    subject: ticket.subject,
    organisationName: ticket.organizationName,
    authorName: actorName,
    excerpt: excerptOf(text),
    attachmentCount,
  };
  for (const address of to)
    await enqueueMail({ tx, to: address, language: 'en', mail: { template: 'ticket-to-support', params } });
}
