import { expect } from '@playwright/test';
import type { ReadableMail } from './mime.ts';

/** Every mail the sink received for the address, oldest first. */
export async function mailsTo(address: string): Promise<ReadableMail[]> {
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set: global setup starts the mail sink');
  const response = await fetch(`${mailbox}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReadableMail[];
}

type MailQuery = { to: string; subject?: RegExp; count?: number };

/** Waits (polling the sink, no fixed sleeps) until `count` mails matching the subject reached the address; returns the newest. */
export async function waitForMail({ to, subject, count = 1 }: MailQuery): Promise<ReadableMail> {
  let matching: ReadableMail[] = [];
  await expect
    .poll(
      async () => {
        matching = (await mailsTo(to)).filter((mail) => !subject || subject.test(mail.subject));
        return matching.length;
      },
      { message: `waiting for mail to ${to}${subject ? ` with subject ${subject}` : ''}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const newest = matching.at(-1);
  if (!newest) throw new Error(`no mail to ${to}`);
  return newest;
}

/** The first link in the mail's text whose path starts with `path`, e.g. '/account/verify-email'. */
export function linkIn(mail: ReadableMail, path: string): string {
  const escaped = path.replace(/[/.?]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"<>]+${escaped}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail to ${mail.to.join(', ')}:\n${mail.text}`);
  return match[0];
}

let sequence = 0;

/** A fresh address for one journey, unique within the run. */
export function newAddress(name: string): string {
  sequence += 1;
  return `${name}-${Date.now().toString(36)}${sequence}@e2e.example`;
}
