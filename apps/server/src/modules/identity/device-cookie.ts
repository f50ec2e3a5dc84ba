import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { cookieValues, openValue, sealValue } from './signed-cookie.ts';

/**
 * OWASP "device cookies": a browser that signed in to an account keeps a signed note of it, and its
 * sign-ins to that account are counted apart from strangers', who therefore cannot lock the owner out.
 */
const cookieName = 'worktrail.device';
// Sent only to the login screen and its submission (`/connect/interaction/:uid[/login]`).
const cookiePath = '/connect/interaction';
const lifetimeSeconds = 180 * 24 * 60 * 60;

const trustedDevice = z.object({ userId: z.string(), issuedAt: z.number(), nonce: z.string() });

/** A browser that signed in to `userId` at `issuedAt`; `nonce` tells it apart from the user's other browsers. */
export type TrustedDevice = z.infer<typeof trustedDevice>;

const attributes = (secure: boolean) => `Path=${cookiePath}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The Set-Cookie value that marks this browser as one `userId` signed in with; stateless, signed with the newest cookie key. */
export function deviceCookie({
  userId,
  keys,
  now,
  secure,
}: {
  userId: string;
  keys: readonly string[];
  now: Date;
  secure: boolean;
}): string {
  const device: TrustedDevice = { userId, issuedAt: now.getTime(), nonce: randomBytes(16).toString('base64url') };
  return `${cookieName}=${sealValue({ value: device, keys })}; Max-Age=${lifetimeSeconds}; ${attributes(secure)}`;
}

/** The device note in the request's cookies, if one of our keys signed it and it is less than 180 days old. */
export function readDeviceCookie({
  cookieHeader,
  keys,
  now,
}: {
  cookieHeader: string | undefined;
  keys: readonly string[];
  now: Date;
}): TrustedDevice | undefined {
  const oldest = now.getTime() - lifetimeSeconds * 1000;
  return cookieValues(cookieHeader, cookieName)
    .map((sealed) => openValue({ sealed, keys, schema: trustedDevice }))
    .find((device) => device !== undefined && device.issuedAt > oldest);
}
