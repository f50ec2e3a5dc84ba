import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { oidcPayloads } from './identity.table.ts';

/**
 * Deletes every provider record of a user in the caller's transaction: sessions, grants, codes,
 * refresh and access tokens, plus anything else hanging off the user's grants. Access tokens are
 * JWTs, so ones already issued stay valid until they expire (15 minutes); nothing can renew them.
 */
export async function deleteUserSessions({ tx, userId }: { tx: Tx; userId: string }) {
  const grants = tx
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.accountId, userId)));
  await tx.delete(oidcPayloads).where(or(eq(oidcPayloads.accountId, userId), inArray(oidcPayloads.grantId, grants)));
}

/** Signs a user out everywhere at once: no session or refresh token of theirs works afterwards. */
export function revokeUserSessions({ db, userId }: { db: Db; userId: string }) {
  return asRequestRole({ db }, (tx) => deleteUserSessions({ tx, userId }));
}
