import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { cookieValues, openValue, sameText, sealValue } from './signed-cookie.ts';

/** Where the upstream provider sends the browser back; the pending-login cookie is scoped to this path. */
export const googleCallbackPath = '/connect/federated/google/callback';

const cookieName = 'worktrail.federation';
// Long enough to pick an account at Google, short enough that a stolen cookie is soon worthless.
const lifetimeSeconds = 10 * 60;

const pendingLogin = z.object({
  uid: z.string(),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  expiresAt: z.number(),
});

/** One round trip to the upstream provider: the interaction it completes and the values that bind its answer. */
export type PendingLogin = z.infer<typeof pendingLogin>;

const random = () => randomBytes(32).toString('base64url');

/** Fresh state, nonce and PKCE verifier for completing interaction `uid` upstream. */
export function newPendingLogin({ uid, now }: { uid: string; now: Date }): PendingLogin {
  return {
    uid,
    state: random(),
    nonce: random(),
    verifier: random(),
    expiresAt: now.getTime() + lifetimeSeconds * 1000,
  };
}

/** The S256 code challenge of a PKCE verifier. */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const attributes = (secure: boolean) => `Path=${googleCallbackPath}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The Set-Cookie value that keeps a pending login, signed with the newest cookie key. */
export function pendingLoginCookie({
  pending,
  keys,
  secure,
}: {
  pending: PendingLogin;
  keys: string[];
  secure: boolean;
}): string {
  return `${cookieName}=${sealValue({ value: pending, keys })}; Max-Age=${lifetimeSeconds}; ${attributes(secure)}`;
}

/** The Set-Cookie value that removes the pending login: it serves one callback only. */
export const clearedPendingLoginCookie = ({ secure }: { secure: boolean }) =>
  `${cookieName}=; Max-Age=0; ${attributes(secure)}`;

/** Compares a value from the request with the expected one in constant time. */
export const matches = (given: string | undefined, expected: string) =>
  given !== undefined && sameText(given, expected);

/** The pending login in the request's cookies, if one of our keys signed it and it has not expired. */
export function readPendingLogin({
  cookieHeader,
  keys,
  now,
}: {
  cookieHeader: string | undefined;
  keys: string[];
  now: Date;
}): PendingLogin | undefined {
  return cookieValues(cookieHeader, cookieName)
    .map((sealed) => openValue({ sealed, keys, schema: pendingLogin }))
    .find((pending) => pending !== undefined && pending.expiresAt > now.getTime());
}
