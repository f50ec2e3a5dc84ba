import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable soft breaks and escapes, enough to read the links in a mail. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A real SMTP server on a free loopback port that keeps what it receives. `waitFor` resolves when a
 * mail to the address arrives (no polling, no sleeps).
 */
export async function startMailSink() {
  const received: ReceivedMail[] = [];
  const waiters: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        received.push(mail);
        for (const waiter of [...waiters]) {
          if (mail.to.includes(waiter.to)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to `to` not yet taken, or the one that arrives next. */
    waitFor: (to: string) =>
      new Promise<ReceivedMail>((resolve) => {
        const address = to.toLowerCase();
        const index = received.findIndex((mail) => mail.to.includes(address));
        if (index >= 0) resolve(received.splice(index, 1)[0] as ReceivedMail);
        else
          waiters.push({
            to: address,
            resolve: (mail) => resolve(received.splice(received.indexOf(mail), 1)[0] ?? mail),
          });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

/** The first link in a mail whose path starts with `path`, e.g. '/account/verify-email'. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://[^\\s"<>]+${path.replace(/[/.]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${path} link in mail to ${mail.to.join(', ')}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
