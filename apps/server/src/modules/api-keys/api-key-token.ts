import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { apiKeyPrefix } from '@worktrail/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The layout of a key: `wt_<secret>_<locator>`. The secret is 33 random bytes (264 bits) and comes first, so a key's
 * first characters — its displayed prefix — differ from key to key. The locator carries the organisation and the
 * key's id, so the key's row is found inside its organisation (row-level security needs the tenant first), and a
 * CRC-32 of the rest, so a mistyped or truncated key is told apart without a lookup. Both parts are base64url of a
 * multiple of three bytes: fixed lengths, no padding, one spelling.
 */
const secretChars = 44;
const locatorChars = 48;
const keyPattern = new RegExp(`^${apiKeyPrefix}([A-Za-z0-9_-]{${secretChars}})_([A-Za-z0-9_-]{${locatorChars}})$`);
const displayedSecretChars = 6;

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

function checksum(secret: string, ids: Buffer): Buffer {
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(Buffer.concat([Buffer.from(secret), ids])));
  return sum;
}

/** What is stored of a secret: its SHA-256 (a random 264-bit secret needs no slow hash). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The key of a row with a given secret: the secret, then the locator with its checksum. */
export function formatApiKey({ tenantId, keyId, secret }: { tenantId: string; keyId: string; secret: string }) {
  const ids = Buffer.concat([uuidBytes(tenantId), uuidBytes(keyId)]);
  return `${apiKeyPrefix}${secret}_${Buffer.concat([ids, checksum(secret, ids)]).toString('base64url')}`;
}

/** A new key for a row: the whole key (shown once), the prefix people recognise it by, and the hash to store. */
export function issueApiKey({ tenantId, keyId }: { tenantId: string; keyId: string }) {
  const secret = randomBytes(33).toString('base64url');
  return {
    key: formatApiKey({ tenantId, keyId, secret }),
    prefix: `${apiKeyPrefix}${secret.slice(0, displayedSecretChars)}`,
    secretHash: hashSecret(secret),
  };
}

export type ParsedApiKey = { tenantId: string; keyId: string; secret: string };

/** The parts of a key, or undefined for anything that is not one (wrong length, alphabet or checksum). */
export function parseApiKey(key: string): ParsedApiKey | undefined {
  const [, secret, locator] = keyPattern.exec(key) ?? [];
  if (!secret || !locator) return undefined;
  const bytes = Buffer.from(locator, 'base64url');
  const ids = bytes.subarray(0, 32);
  if (!checksum(secret, ids).equals(bytes.subarray(32))) return undefined;
  return { tenantId: uuidOf(ids.subarray(0, 16)), keyId: uuidOf(ids.subarray(16)), secret };
}

// Compared with when no key row was found, so a missing key costs the same as a wrong secret.
const noHash = '0'.repeat(64);

/** Whether `secret` is the one whose hash was stored, compared in constant time. */
export function secretMatches(storedHash: string | undefined, secret: string): boolean {
  const stored = Buffer.from(storedHash ?? noHash, 'hex');
  const given = Buffer.from(hashSecret(secret), 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given) && storedHash !== undefined;
}

/** The request's bearer token when it is an API key (`wt_…`), well formed or not. */
export function apiKeyBearer(request: FastifyRequest): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token?.startsWith(apiKeyPrefix) ? token : undefined;
}
