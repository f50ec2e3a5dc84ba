import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSink } from '../../../test/mail-sink.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { mailOutbox } from './mail.table.ts';
import { deliverPendingMail, enqueueMail } from './mail-outbox.ts';

let sink: MailSink;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({});
  sink = t.sink;
});
afterAll(async () => {
  await t.close();
});

const link = 'http://localhost:3000/account/verify-email?token=abc123';

describe('mail outbox', () => {
  it('delivers a queued mail over SMTP in the recipient language, with its link intact', async () => {
    await asRequestRole({ db: t.db }, (tx) =>
      enqueueMail({ tx, to: 'ada@example.test', language: 'ar', mail: { template: 'verify-email', params: { link } } }),
    );
    const arrived = sink.waitFor('ada@example.test');
    expect(await t.app.mail.flush()).toBe(1);
    const mail = await arrived;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('dir="rtl"');
    expect(await t.app.mail.flush()).toBe(0);
  });

  it('sends nothing for work that rolled back', async () => {
    const failed = asRequestRole({ db: t.db }, async (tx) => {
      await enqueueMail({
        tx,
        to: 'ghost@example.test',
        language: 'en',
        mail: { template: 'verify-email', params: { link } },
      });
      throw new Error('the sign-up failed after the mail was queued');
    });
    await expect(failed).rejects.toThrow();
    await t.app.mail.flush();
    expect(sink.received.filter((mail) => mail.to.includes('ghost@example.test'))).toHaveLength(0);
  });

  it('keeps a mail the server could not send and retries it later with back-off', async () => {
    await asRequestRole({ db: t.db }, (tx) =>
      enqueueMail({
        tx,
        to: 'later@example.test',
        language: 'en',
        mail: { template: 'reset-password', params: { link } },
      }),
    );
    // The queue stamps the mail with the database's clock, in microseconds; a JavaScript date of the same millisecond
    // can fall before it and leave the mail not yet due. One millisecond on, it is due whatever the fraction.
    const now = new Date(Date.now() + 1);
    const broken = { describe: 'broken', send: async () => Promise.reject(new Error('connection refused')) };
    expect(await deliverPendingMail({ db: t.db, transport: broken, now: () => now })).toBe(0);
    const [row] = await asRequestRole({ db: t.db }, (tx) =>
      tx.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'later@example.test'`),
    );
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toContain('connection refused');
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    const arrived = sink.waitFor('later@example.test');
    const later = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    const { createMailTransport } = await import('./mail-transport.ts');
    const smtp = createMailTransport({
      smtpUrl: sink.url,
      from: 'x@worktrail.test',
      dataDir: '.',
      log: { info: () => {} },
    });
    expect(await deliverPendingMail({ db: t.db, transport: smtp, now: () => later })).toBe(1);
    expect((await arrived).text).toContain(link);
  });
});
