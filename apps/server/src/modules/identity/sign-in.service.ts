import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { emailNotVerified, invalidCredentials, rateLimited } from '../../http/errors.ts';
import { verifyPassword } from '../users/passwords.ts';
import { findUserByEmail, normaliseEmail, type UserRow } from '../users/users.repository.ts';
import type { TrustedDevice } from './device-cookie.ts';
import type { Throttle, ThrottleCheck } from './throttle.ts';

const windowMs = 15 * 60 * 1000;

/**
 * Failed sign-ins allowed per account and per client address (ARCHITECTURE §4), and per browser that
 * signed in to the account before, which strangers' failures do not hold back. Account and address
 * counters are keyed by what was typed, so an unknown account is throttled exactly like a real one.
 */
export const signInThrottle = {
  account: (email: string): ThrottleCheck => ({
    purpose: 'sign-in:account',
    key: normaliseEmail(email),
    rules: [{ limit: 5, windowMs }],
  }),
  address: (ip: string): ThrottleCheck => ({ purpose: 'sign-in:ip', key: ip, rules: [{ limit: 50, windowMs }] }),
  device: ({ nonce }: TrustedDevice): ThrottleCheck => ({
    purpose: 'sign-in:device',
    key: nonce,
    rules: [{ limit: 10, windowMs }],
  }),
  /** One warning mail per account and lockout window, however many attempts follow. */
  lockoutWarning: (email: string): ThrottleCheck => ({
    purpose: 'sign-in:lockout-warning',
    key: normaliseEmail(email),
    rules: [{ limit: 1, windowMs }],
  }),
};

/** Queues the mail that tells an account's owner it stopped taking passwords from new browsers. */
export type LockoutMailer = (input: { tx: Tx; user: UserRow; publicUrl: string; now: Date }) => Promise<unknown>;

/** What sign-in needs from the app; the lockout mail is the accounts module's, handed in so neither imports the other. */
export type SignInDeps = { db: Db; throttle: Throttle; clock: Clock; publicUrl: string; mailLockout: LockoutMailer };

/**
 * Tells the owner their account just stopped taking passwords from new browsers. The once-a-window
 * check runs for unknown addresses too; only a real account's few inserts differ, once a window.
 */
async function warnOfLockout({ deps, email, user }: { deps: SignInDeps; email: string; user: UserRow | undefined }) {
  const first = await deps.throttle.take([signInThrottle.lockoutWarning(email)]);
  if (!first.allowed || !user) return;
  await asRequestRole({ db: deps.db }, (tx) =>
    deps.mailLockout({ tx, user, publicUrl: deps.publicUrl, now: deps.clock.now() }),
  );
}

/**
 * Checks e-mail and password; the same error, in about the same time, for a wrong password or an
 * unknown e-mail. Refuses an unconfirmed address only once the password is right. A browser holding
 * the account's device note is counted on its own, so a lockout caused by others never stops it.
 */
export async function signIn({
  deps,
  email,
  password,
  ip,
  device,
}: {
  deps: SignInDeps;
  email: string;
  password: string;
  ip: string;
  device: TrustedDevice | undefined;
}): Promise<string> {
  const { db, throttle } = deps;
  const findUser = () => asRequestRole({ db }, (tx) => findUserByEmail({ tx, email }));
  // Whose note it is decides which counters apply, so with one the account is looked up first.
  const noted = device ? await findUser() : undefined;
  const trusted = device && noted?.id === device.userId ? device : undefined;
  const counter = trusted ? signInThrottle.device(trusted) : signInThrottle.account(email);
  // Counted before the check, so a burst of parallel guesses cannot all slip under the limit.
  const attempt = await throttle.take(trusted ? [counter] : [counter, signInThrottle.address(ip)]);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  const user = device ? noted : await findUser();
  const valid = await verifyPassword({ hashed: user?.passwordHash ?? null, password });
  if (!user || !valid) {
    if (attempt.filled.includes(signInThrottle.account(email).purpose)) await warnOfLockout({ deps, email, user });
    throw invalidCredentials();
  }
  await attempt.release();
  await throttle.clear(counter);
  if (!user.emailVerifiedAt) throw emailNotVerified();
  return user.id;
}
