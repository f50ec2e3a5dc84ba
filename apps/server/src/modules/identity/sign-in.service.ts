import type { Db } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { emailNotVerified, invalidCredentials, rateLimited } from '../../http/errors.ts';
import { verifyPassword } from '../users/passwords.ts';
import { findUserByEmail, normaliseEmail } from '../users/users.repository.ts';
import type { Throttle, ThrottleCheck } from './throttle.ts';

const windowMs = 15 * 60 * 1000;

/**
 * Failed sign-ins allowed per account and per client address (ARCHITECTURE §4). Keyed by the typed
 * address, so an unknown account is throttled exactly like a real one and reveals nothing.
 */
export const signInThrottle = {
  account: (email: string): ThrottleCheck => ({
    purpose: 'sign-in:account',
    key: normaliseEmail(email),
    rules: [{ limit: 5, windowMs }],
  }),
  address: (ip: string): ThrottleCheck => ({ purpose: 'sign-in:ip', key: ip, rules: [{ limit: 50, windowMs }] }),
};

/**
 * Checks e-mail and password; the same error, in about the same time, for a wrong password or an
 * unknown e-mail. Refuses an unconfirmed address only once the password is right.
 */
export async function signIn({
  db,
  throttle,
  email,
  password,
  ip,
}: {
  db: Db;
  throttle: Throttle;
  email: string;
  password: string;
  ip: string;
}): Promise<string> {
  // Counted before the check, so a burst of parallel guesses cannot all slip under the limit.
  const attempt = await throttle.take([signInThrottle.account(email), signInThrottle.address(ip)]);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  const user = await asRequestRole({ db }, (tx) => findUserByEmail({ tx, email }));
  const valid = await verifyPassword({ hashed: user?.passwordHash ?? null, password });
  if (!user || !valid) throw invalidCredentials();
  await attempt.release();
  await throttle.clear(signInThrottle.account(email));
  if (!user.emailVerifiedAt) throw emailNotVerified();
  return user.id;
}
