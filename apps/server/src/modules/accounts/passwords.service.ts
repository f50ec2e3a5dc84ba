import type { ChangePasswordRequest, ResetPasswordRequest } from '@worktrail/contract';
import { asRequestRole } from '../../db/transactions.ts';
import { currentPasswordIncorrect, passwordMismatch, rateLimited, tokenInvalid } from '../../http/errors.ts';
import { deleteUserSessions } from '../identity/sessions.ts';
import { signInThrottle } from '../identity/sign-in.service.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import { consumeUserToken } from '../users/user-tokens.repository.ts';
import { findUserById, markEmailVerified, setPasswordHash } from '../users/users.repository.ts';
import { mailLinkIfWanted } from './account-mail.ts';
import { changePasswordCheck } from './account-throttles.ts';
import type { AccountsDeps } from './accounts.deps.ts';

/** Mails a reset link if the address has an account; the same answer, after the same work, either way. */
export function forgotPassword({ deps, email, ip }: { deps: AccountsDeps; email: string; ip: string }) {
  return mailLinkIfWanted({ deps, purpose: 'reset_password', email, ip, wanted: () => true });
}

/**
 * Sets a new password from a reset link, all or nothing: the mail proved the address, every session
 * and refresh token of the user dies, and failed sign-ins no longer hold the account back.
 */
export async function resetPassword({
  deps: { db, clock, throttle },
  request,
}: {
  deps: AccountsDeps;
  request: ResetPasswordRequest;
}) {
  if (request.password !== request.confirmPassword) throw passwordMismatch();
  const user = await asRequestRole({ db }, async (tx) => {
    const now = clock.now();
    const userId = await consumeUserToken({ tx, token: request.token, purpose: 'reset_password', now });
    const found = userId ? await findUserById({ tx, userId }) : undefined;
    if (!found) throw tokenInvalid();
    // Hashed only behind a valid link, so made-up tokens cost no hashing work.
    await setPasswordHash({ tx, userId: found.id, passwordHash: await hashPassword(request.password), at: now });
    await markEmailVerified({ tx, userId: found.id, at: now });
    await deleteUserSessions({ tx, userId: found.id });
    return found;
  });
  await throttle.clear(signInThrottle.account(user.email));
}

/**
 * Changes the signed-in user's password; needs the current one (ARCHITECTURE §4). Every other session of the
 * user ends with it — whoever knew the old password is out at once — while the one that made the change goes on.
 */
export async function changePassword({
  deps: { db, clock, throttle },
  userId,
  grantId,
  request,
}: {
  deps: AccountsDeps;
  userId: string;
  /** The grant of the session making the change, kept. */
  grantId: string | undefined;
  request: ChangePasswordRequest;
}) {
  if (request.newPassword !== request.confirmPassword) throw passwordMismatch();
  const attempt = await throttle.take([changePasswordCheck(userId)]);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  const user = await asRequestRole({ db }, (tx) => findUserById({ tx, userId }));
  const valid = await verifyPassword({ hashed: user?.passwordHash ?? null, password: request.currentPassword });
  if (!user || !valid) throw currentPasswordIncorrect();
  await attempt.release();
  const passwordHash = await hashPassword(request.newPassword);
  await asRequestRole({ db }, async (tx) => {
    await setPasswordHash({ tx, userId, passwordHash, at: clock.now() });
    await deleteUserSessions({ tx, userId, keepGrantId: grantId });
  });
}
