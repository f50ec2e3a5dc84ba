import { type Language, languages } from '@worktrail/contract';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { mailOutbox } from './mail.table.ts';
import { type MailTemplate, renderMail } from './mail-templates.ts';
import type { MailTransport } from './mail-transport.ts';

const maxAttempts = 8;
const leaseMs = 5 * 60 * 1000;
const backoffMs = (attempts: number) => Math.min(60 * 60 * 1000, 30_000 * 2 ** attempts);

/** Queues a mail in the caller's transaction; it is delivered after commit, never if the work rolls back. */
export async function enqueueMail({
  tx,
  to,
  language,
  mail,
}: {
  tx: Tx;
  to: string;
  language: string;
  mail: MailTemplate;
}) {
  const chosen: Language = (languages as readonly string[]).includes(language) ? (language as Language) : 'en';
  const rendered = renderMail(mail, chosen);
  await tx.insert(mailOutbox).values({ id: uuidv7(), to, template: mail.template, ...rendered });
}

/**
 * Delivers due mails. Each is leased first (pushed into the future) in a short transaction, sent
 * outside any transaction, then marked sent, or rescheduled with back-off; replicas never send twice.
 */
export async function deliverPendingMail({
  db,
  transport,
  now = () => new Date(),
  limit = 20,
}: {
  db: Db;
  transport: MailTransport;
  now?: () => Date;
  limit?: number;
}): Promise<number> {
  const leased = await asRequestRole({ db }, async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(
        and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now()), lte(mailOutbox.attempts, maxAttempts - 1)),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const mail of due) {
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now().getTime() + leaseMs), attempts: mail.attempts + 1 })
        .where(eq(mailOutbox.id, mail.id));
    }
    return due;
  });
  let sent = 0;
  for (const mail of leased) {
    try {
      await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await asRequestRole({ db }, (tx) =>
        tx.update(mailOutbox).set({ sentAt: now(), lastError: null }).where(eq(mailOutbox.id, mail.id)),
      );
      sent += 1;
    } catch (error) {
      const retryAt = new Date(now().getTime() + backoffMs(mail.attempts + 1));
      await asRequestRole({ db }, (tx) =>
        tx
          .update(mailOutbox)
          .set({ nextAttemptAt: retryAt, lastError: (error as Error).message.slice(0, 500) })
          .where(eq(mailOutbox.id, mail.id)),
      );
    }
  }
  return sent;
}
