import { rateLimited } from '../../http/errors.ts';
import type { Throttle, ThrottleCheck } from '../identity/throttle.ts';
import { normaliseEmail } from '../users/users.repository.ts';
import type { UserTokenPurpose } from '../users/users.table.ts';

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

/** Mails a stranger can make us send: limited per address (1 a minute, 5 an hour) and per client (30 an hour). */
function mailChecks({ purpose, email, ip }: { purpose: string; email: string; ip: string }): ThrottleCheck[] {
  return [
    {
      purpose: `mail:${purpose}:email`,
      key: normaliseEmail(email),
      rules: [
        { limit: 1, windowMs: minuteMs },
        { limit: 5, windowMs: hourMs },
      ],
    },
    { purpose: `mail:${purpose}:ip`, key: ip, rules: [{ limit: 30, windowMs: hourMs }] },
  ];
}

/** Counts one request that may send mail, or throws 429 with Retry-After; the same for unknown addresses. */
export async function throttleMailRequest({
  throttle,
  purpose,
  email,
  ip,
}: {
  throttle: Throttle;
  purpose: UserTokenPurpose;
  email: string;
  ip: string;
}) {
  const attempt = await throttle.take(mailChecks({ purpose, email, ip }));
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
}

/** Wrong current passwords allowed per user when changing it, so a stolen session cannot guess it. */
export const changePasswordCheck = (userId: string): ThrottleCheck => ({
  purpose: 'change-password',
  key: userId,
  rules: [{ limit: 5, windowMs: 15 * minuteMs }],
});
