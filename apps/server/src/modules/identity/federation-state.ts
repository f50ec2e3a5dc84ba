import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

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
const signature = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

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
  const [key] = keys;
  if (!key) throw new Error('no cookie key to sign the pending login with');
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${cookieName}=${payload}.${signature(payload, key)}; Max-Age=${lifetimeSeconds}; ${attributes(secure)}`;
}

/** The Set-Cookie value that removes the pending login: it serves one callback only. */
export const clearedPendingLoginCookie = ({ secure }: { secure: boolean }) =>
  `${cookieName}=; Max-Age=0; ${attributes(secure)}`;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Compares a value from the request with the expected one in constant time. */
export const matches = (given: string | undefined, expected: string) =>
  given !== undefined && sameText(given, expected);

function decode(value: string, keys: string[]): PendingLogin | undefined {
  const [payload = '', mac = '', ...rest] = value.split('.');
  // Any of the keys, newest first, so a pending login survives a key rotation.
  if (rest.length > 0 || !keys.some((key) => sameText(mac, signature(payload, key)))) return undefined;
  try {
    const parsed = pendingLogin.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

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
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split(/=(.*)/s);
    if (name !== cookieName || !value) continue;
    const pending = decode(value, keys);
    if (pending && pending.expiresAt > now.getTime()) return pending;
  }
  return undefined;
}
