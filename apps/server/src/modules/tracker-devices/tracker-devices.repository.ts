import { trackerClient } from '@worktrail/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accessChanged } from '../identity/access-changes.ts';
import { oidcPayloads } from '../identity/identity.table.ts';

/** One tracker sign-in as stored by the provider, with what its other records say about it. */
export type TrackerGrantRow = {
  id: string;
  /** The grant's `iat`, in seconds. */
  issuedAt: number | null;
  /** The newest refresh token's `iat`, in seconds: the agent's last renewal. */
  lastRefreshedAt: number | null;
  /** The User-Agent the agent sent when it asked for its device code. */
  userAgent: string | null;
  expiresAt: Date | null;
};

/** A standing grant of the tracker client that belongs to the user (the portal's own grants never match). */
const ownTrackerGrant = ({ userId, grantId }: { userId: string; grantId?: string }) =>
  and(
    eq(oidcPayloads.model, 'Grant'),
    eq(oidcPayloads.accountId, userId),
    grantId === undefined ? undefined : eq(oidcPayloads.id, grantId),
    sql`${oidcPayloads.payload}->>'clientId' = ${trackerClient.clientId}`,
    or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
  );

// Records of the same grant, read beside it so the list costs one query. The outer row is named in full: drizzle
// leaves a single table's columns unqualified, which inside these subqueries would mean the inner row.
const grantRowId = sql.raw('"oidc_payloads"."id"');
const lastRefresh = sql<string | null>`(
  select max((r.payload->>'iat')::bigint) from ${oidcPayloads} r
  where r.model = 'RefreshToken' and r.grant_id = ${grantRowId})`;
const deviceUserAgent = sql<string | null>`(
  select d.payload->'deviceInfo'->>'ua' from ${oidcPayloads} d
  where d.model = 'DeviceCode' and d.grant_id = ${grantRowId} limit 1)`;

/** The user's standing tracker grants, newest first. */
export async function listTrackerGrants({ tx, userId }: { tx: Tx; userId: string }): Promise<TrackerGrantRow[]> {
  const rows = await tx
    .select({
      id: oidcPayloads.id,
      issuedAt: sql<string | null>`(${oidcPayloads.payload}->>'iat')::bigint`,
      lastRefreshedAt: lastRefresh,
      userAgent: deviceUserAgent,
      expiresAt: oidcPayloads.expiresAt,
    })
    .from(oidcPayloads)
    .where(ownTrackerGrant({ userId }))
    .orderBy(desc(sql`(${oidcPayloads.payload}->>'iat')::bigint`), oidcPayloads.id);
  const seconds = (value: string | number | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    ...row,
    issuedAt: seconds(row.issuedAt),
    lastRefreshedAt: seconds(row.lastRefreshedAt),
  }));
}

/**
 * Deletes the user's tracker grant and everything issued under it (refresh tokens, the device code); answers
 * whether there was one. Access tokens name their grant, so the API refuses them from the next request on.
 */
export async function deleteTrackerGrant({
  tx,
  userId,
  grantId,
}: {
  tx: Tx;
  userId: string;
  grantId: string;
}): Promise<boolean> {
  const deleted = await tx
    .delete(oidcPayloads)
    .where(ownTrackerGrant({ userId, grantId }))
    .returning({ id: oidcPayloads.id });
  if (deleted.length === 0) return false;
  await tx.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  accessChanged();
  return true;
}
