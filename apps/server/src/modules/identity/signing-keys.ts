import { randomBytes } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { signingKeys } from './identity.table.ts';

export type ProviderKeys = {
  /** Private signing keys, newest first: the provider signs with the first. */
  jwks: JWK[];
  /** Their public halves, for verifying access tokens. */
  publicJwks: JWK[];
  /** Secrets that sign the provider's cookies, newest first. */
  cookieKeys: string[];
};

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  return { ...(await exportJWK(privateKey)), kid: uuidv7(), alg: 'RS256', use: 'sig' };
}

const publicPart = ({ kty, n, e, kid, alg, use }: JWK): JWK => ({ kty, n, e, kid, alg, use });

/**
 * Loads the persisted signing and cookie keys, creating them on first boot. Replicas starting
 * together take an advisory lock so they all end up with the same keys. To rotate, add a newer key.
 */
export async function loadOrCreateKeys({ db }: { db: Db }): Promise<ProviderKeys> {
  return asRequestRole({ db }, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('worktrail.signing_keys'))`);
    const existing = await tx.select().from(signingKeys).orderBy(desc(signingKeys.createdAt), desc(signingKeys.id));
    const missing = [];
    if (!existing.some((key) => key.kind === 'jwk')) {
      missing.push({ id: uuidv7(), kind: 'jwk' as const, material: await newSigningKey() });
    }
    if (!existing.some((key) => key.kind === 'cookie')) {
      missing.push({ id: uuidv7(), kind: 'cookie' as const, material: randomBytes(32).toString('base64url') });
    }
    const all = [...missing, ...existing];
    if (missing.length > 0) await tx.insert(signingKeys).values(missing);
    const jwks = all.filter((key) => key.kind === 'jwk').map((key) => key.material as JWK);
    return {
      jwks,
      publicJwks: jwks.map(publicPart),
      cookieKeys: all.filter((key) => key.kind === 'cookie').map((key) => key.material as string),
    };
  });
}
