import { accountMessages, type SignUpRequest, type SignUpResult } from '@worktrail/contract';
import { uuidv7 } from '../../db/ids.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { alreadyExists, tokenInvalid } from '../../http/errors.ts';
import { hashPassword } from '../users/passwords.ts';
import { consumeUserToken } from '../users/user-tokens.repository.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  markEmailVerified,
  normaliseEmail,
} from '../users/users.repository.ts';
import { mailLinkIfWanted, queueVerificationMail } from './account-mail.ts';
import type { AccountsDeps } from './accounts.deps.ts';

const usernameTaken = () => alreadyExists(accountMessages.usernameTaken);

/**
 * Creates an unverified account and mails its confirmation link. An address that already has an
 * account gets the same answer after the same work (one hash) and changes nothing, so sign-up
 * cannot tell anyone which addresses are registered.
 */
export async function signUp({
  deps: { db, clock, publicUrl },
  request,
}: {
  deps: AccountsDeps;
  request: SignUpRequest;
}): Promise<SignUpResult> {
  const email = normaliseEmail(request.email);
  const passwordHash = await hashPassword(request.password);
  try {
    await asRequestRole({ db }, async (tx) => {
      if (await findUserByUsername({ tx, username: request.username })) throw usernameTaken();
      if (await findUserByEmail({ tx, email })) return;
      const user = await insertUser({
        tx,
        user: { id: uuidv7(), email, username: request.username, passwordHash, locale: request.language },
      });
      await queueVerificationMail({ tx, user, publicUrl, now: clock.now() });
    });
  } catch (error) {
    // A sign-up racing this one took the name or the address between our check and our insert.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_username_lower_unique') throw usernameTaken();
    if (constraint !== 'users_email_unique') throw error;
  }
  return { email };
}

/** Mails a new confirmation link if the address has an unverified account; the same answer either way. */
export function resendVerification({ deps, email, ip }: { deps: AccountsDeps; email: string; ip: string }) {
  return mailLinkIfWanted({ deps, purpose: 'verify_email', email, ip, wanted: (user) => !user.emailVerifiedAt });
}

/** Confirms the address behind a verification link; the link works once. */
export async function verifyEmail({ deps: { db, clock }, token }: { deps: AccountsDeps; token: string }) {
  return asRequestRole({ db }, async (tx) => {
    const now = clock.now();
    const userId = await consumeUserToken({ tx, token, purpose: 'verify_email', now });
    const user = userId ? await findUserById({ tx, userId }) : undefined;
    if (!user) throw tokenInvalid();
    await markEmailVerified({ tx, userId: user.id, at: now });
    return { email: user.email };
  });
}
