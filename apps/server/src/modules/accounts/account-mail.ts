import { accountPaths } from '@worktrail/contract';
import type { Tx } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { MailTemplate } from '../mail/mail-templates.ts';
import { spendOneHash } from '../users/passwords.ts';
import { createUserToken } from '../users/user-tokens.repository.ts';
import { findUserByEmail, type UserRow } from '../users/users.repository.ts';
import type { UserTokenPurpose } from '../users/users.table.ts';
import { throttleMailRequest } from './account-throttles.ts';
import type { AccountsDeps } from './accounts.deps.ts';

const hourMs = 60 * 60 * 1000;

/** Each mailed account link: the screen it opens, the mail that carries it and how long it works. */
const accountLinks = {
  verify_email: { path: accountPaths.verifyEmail, template: 'verify-email', validityMs: 24 * hourMs },
  reset_password: { path: accountPaths.resetPassword, template: 'reset-password', validityMs: hourMs },
} as const;

type Recipient = Pick<UserRow, 'id' | 'email' | 'locale'>;

type LinkMail = { tx: Tx; user: Recipient; purpose: UserTokenPurpose; publicUrl: string; now: Date };

/** Queues a fresh single-use link of one purpose for the user, in the caller's transaction, in their language. */
export async function queueAccountMail({
  tx,
  user,
  purpose,
  publicUrl,
  now,
  template = accountLinks[purpose].template,
}: LinkMail & { template?: Extract<MailTemplate['template'], 'verify-email' | 'reset-password' | 'sign-in-locked'> }) {
  const { path, validityMs } = accountLinks[purpose];
  const expiresAt = new Date(now.getTime() + validityMs);
  const token = await createUserToken({ tx, userId: user.id, purpose, expiresAt });
  const link = `${publicUrl}${path}?${new URLSearchParams({ token })}`;
  await enqueueMail({ tx, to: user.email, language: user.locale, mail: { template, params: { link } } });
  return link;
}

/**
 * Tells the owner that failed sign-ins paused their account for new browsers, that browsers they signed
 * in with before still work, and gives them a fresh reset link (1 h), which lifts the pause.
 */
export const queueSignInLockedMail = ({ tx, user, publicUrl, now }: Omit<LinkMail, 'purpose'>) =>
  queueAccountMail({ tx, user, purpose: 'reset_password', template: 'sign-in-locked', publicUrl, now });

/** Queues a fresh e-mail confirmation link (24 h) for the user, in the caller's transaction. */
export const queueVerificationMail = ({ tx, user, publicUrl, now }: Omit<LinkMail, 'purpose'>) =>
  queueAccountMail({ tx, user, purpose: 'verify_email', publicUrl, now });

/**
 * Answers "mail me a link" (resend confirmation, forgot password): throttled per address and client,
 * mails only when `wanted` says the account needs it, and does the same hash work either way, so
 * the answer and its time say nothing about the address; only the few inserts of a real mail differ.
 */
export async function mailLinkIfWanted({
  deps: { db, clock, publicUrl, throttle },
  purpose,
  email,
  ip,
  wanted,
}: {
  deps: AccountsDeps;
  purpose: UserTokenPurpose;
  email: string;
  ip: string;
  wanted: (user: UserRow) => boolean;
}) {
  await throttleMailRequest({ throttle, purpose, email, ip });
  await spendOneHash();
  await asRequestRole({ db }, async (tx) => {
    const user = await findUserByEmail({ tx, email });
    if (user && wanted(user)) await queueAccountMail({ tx, user, purpose, publicUrl, now: clock.now() });
  });
}
