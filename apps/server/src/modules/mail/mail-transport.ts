import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { uuidv7 } from '../../db/ids.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void>; describe: string };

type Log = { info: (details: object, message: string) => void };

/**
 * SMTP when SMTP_URL is set; otherwise a development outbox: each mail is logged (with its text, so
 * its links can be followed) and written as an .eml file under `<dataDir>/outbox` for an admin to read.
 */
export function createMailTransport({
  smtpUrl,
  from,
  dataDir,
  log,
}: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Log;
}): MailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      describe: `SMTP ${new URL(smtpUrl).host}`,
      send: async (mail) => {
        await transporter.sendMail({ from, ...mail });
      },
    };
  }
  const outbox = join(dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `development outbox ${outbox}`,
    send: async (mail) => {
      const info = await transporter.sendMail({ from, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${uuidv7()}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file, text: mail.text }, 'mail written to the development outbox');
    },
  };
}
