import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ReadableMail, readMail } from './mime.ts';

const listen = (server: { listen: (port: number, host: string, done: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/**
 * A real SMTP server that keeps every mail, and a loopback HTTP endpoint (`GET /mails?to=`) through which
 * the test workers — other processes — read them. Started once by global setup.
 */
export async function startMailSink() {
  const received: ReadableMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        received.push(readMail({ raw: Buffer.concat(chunks).toString('utf8'), to, receivedAt: Date.now() }));
        callback();
      });
    },
  });
  await listen(smtp);

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/mails') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to ? received.filter((mail) => mail.to.includes(to)) : received;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await listen(http);

  return {
    smtpUrl: `smtp://127.0.0.1:${portOf(smtp.server as Server)}`,
    mailboxUrl: `http://127.0.0.1:${portOf(http)}`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
