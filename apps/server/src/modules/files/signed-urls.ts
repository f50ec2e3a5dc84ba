import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';

export type SignedLink = { key: string; exp: number; v: string; sig: string };

export type UrlSigner = {
  /** A link to `key` that works for whoever holds it for `seconds` from now; `viewer` is recorded in it, signed. */
  sign: (input: { key: string; viewer: string; seconds: number }) => { query: string; expiresAt: Date };
  /** Whether a link is one this server issued (with any of its secrets) and has not expired. */
  verify: (link: SignedLink) => boolean;
};

/** A per-purpose secret derived (HKDF-SHA256) from a persisted server secret, so no two uses share a key. */
export function deriveSecret(material: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'worktrail', purpose, 32));
}

const mac = (secret: Buffer, { key, exp, v }: Omit<SignedLink, 'sig'>) =>
  createHmac('sha256', secret).update(`${key}\n${exp}\n${v}`).digest();

/**
 * Short-lived capability links to blobs: HMAC-SHA256 over key, expiry and viewer with a secret derived from the
 * server's persisted keys. The first secret signs; all verify, so a rotated secret keeps recent links working.
 */
export function createUrlSigner({ secrets, clock }: { secrets: Buffer[]; clock: Clock }): UrlSigner {
  const [current] = secrets;
  if (!current) throw new Error('a URL signer needs at least one secret');
  return {
    sign({ key, viewer, seconds }) {
      const exp = Math.floor(clock.now().getTime() / 1000) + seconds;
      const sig = mac(current, { key, exp, v: viewer }).toString('base64url');
      const query = new URLSearchParams({ key, exp: String(exp), v: viewer, sig }).toString();
      return { query, expiresAt: new Date(exp * 1000) };
    },
    verify({ key, exp, v, sig }) {
      if (!Number.isSafeInteger(exp) || exp * 1000 <= clock.now().getTime()) return false;
      const given = Buffer.from(sig, 'base64url');
      return secrets.some((secret) => {
        const expected = mac(secret, { key, exp, v });
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
  };
}
