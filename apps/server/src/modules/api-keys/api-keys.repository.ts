import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../members/members.table.ts';
import { users } from '../users/users.table.ts';
import { apiKeys } from './api-keys.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** A key as listed, with the name of the member who made it. */
export type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  givenName: string;
  familyName: string;
  username: string | null;
  email: string;
};

const listedColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  givenName: sql<string>`coalesce(${members.name}, ${users.givenName}, '')`,
  familyName: sql<string>`coalesce(${members.surname}, ${users.familyName}, '')`,
  username: users.username,
  email: users.email,
};

const selectListed = (tx: Tx) =>
  tx
    .select(listedColumns)
    .from(apiKeys)
    .innerJoin(members, and(eq(members.tenantId, apiKeys.tenantId), eq(members.id, apiKeys.createdByMemberId)))
    .innerJoin(users, eq(users.id, members.userId));

/** The organisation's keys, newest first (at most `apiKeyLimits.keysMax` exist). */
export function listKeyRows({ tx, tenantId }: Scope): Promise<ApiKeyRow[]> {
  return selectListed(tx).where(eq(apiKeys.tenantId, tenantId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** One key of the organisation as listed, or undefined. */
export async function findKeyRow({ tx, tenantId, keyId }: Scope & { keyId: string }): Promise<ApiKeyRow | undefined> {
  const [row] = await selectListed(tx).where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId)));
  return row;
}

/** Makes the organisation's key creations take turns, so two at once cannot pass the limit together. */
export async function lockOrganisationKeys({ tx, tenantId }: Scope) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`worktrail.api_keys:${tenantId}`}))`);
}

/** How many keys the organisation holds, revoked ones included. */
export async function countKeys({ tx, tenantId }: Scope): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(apiKeys).where(eq(apiKeys.tenantId, tenantId));
  return row?.total ?? 0;
}

export type NewApiKey = {
  id: string;
  name: string;
  prefix: string;
  secretHash: string;
  scopes: string[];
  createdByMemberId: string;
  createdAt: Date;
  expiresAt: Date | null;
};

export async function insertKey({ tx, tenantId, key }: Scope & { key: NewApiKey }) {
  await tx.insert(apiKeys).values({ tenantId, ...key });
}

/** The key to revoke, locked so two revocations happen one after the other. */
export async function lockKey({ tx, tenantId, keyId }: Scope & { keyId: string }) {
  const [row] = await tx
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId)))
    .for('update');
  return row;
}

export async function markKeyRevoked({
  tx,
  tenantId,
  keyId,
  memberId,
  now,
}: Scope & { keyId: string; memberId: string; now: Date }) {
  await tx
    .update(apiKeys)
    .set({ revokedAt: now, revokedByMemberId: memberId })
    .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId)));
}

/** What authenticating a key needs: its hash, scopes, validity, last use, and the user behind its maker. */
export async function findKeyToAuthenticate({ tx, tenantId, keyId }: Scope & { keyId: string }) {
  const [row] = await tx
    .select({
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      makerUserId: members.userId,
    })
    .from(apiKeys)
    .innerJoin(members, and(eq(members.tenantId, apiKeys.tenantId), eq(members.id, apiKeys.createdByMemberId)))
    .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId)));
  return row;
}

/** Records a use of the key, unless one was recorded since `since` (another replica may have just done it). */
export async function recordKeyUse({
  tx,
  tenantId,
  keyId,
  now,
  since,
}: Scope & { keyId: string; now: Date; since: Date }) {
  await tx
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.tenantId, tenantId),
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since)),
      ),
    );
}
