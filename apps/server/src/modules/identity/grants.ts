import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oidcPayloads } from './identity.table.ts';

/** The provider's grant behind an access token, and whose it is. */
export type TokenGrant = { grantId: string; userId: string };

/**
 * The grant's row while it stands. Signing out, a reused or revoked refresh token, a password change or
 * reset and archiving a member all delete it, and with it every access token it issued.
 */
const standing = ({ grantId, userId }: TokenGrant) =>
  and(
    eq(oidcPayloads.model, 'Grant'),
    eq(oidcPayloads.id, grantId),
    eq(oidcPayloads.accountId, userId),
    or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
  );

/** Whether the grant stands, as a column another query selects, so checking it costs no round trip. */
export const grantStands = (grant: TokenGrant): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${oidcPayloads} where ${standing(grant)})`;

/** Whether the grant stands, asked on its own (routes that load no membership). */
export async function findGrantStands({ tx, grant }: { tx: Tx; grant: TokenGrant }): Promise<boolean> {
  const [row] = await tx.select({ id: oidcPayloads.id }).from(oidcPayloads).where(standing(grant)).limit(1);
  return row !== undefined;
}
