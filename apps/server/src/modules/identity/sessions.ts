import { and, eq, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { accessChanged } from './access-changes.ts';
import { oidcPayloads } from './identity.table.ts';

/**
 * Deletes every provider record of a user in the caller's transaction: sessions, grants, codes,
 * refresh and access tokens, plus anything else hanging off the user's grants. Access tokens are
 * JWTs naming their grant, so the API refuses ones already issued from the next request on.
 */
export async function deleteUserSessions({
  tx,
  userId,
  keepGrantId,
}: {
  tx: Tx;
  userId: string;
  /** A grant that goes on: the session that asked for the change (a password change keeps its own). */
  keepGrantId?: string | undefined;
}) {
  const kept = keepGrantId ? ne(oidcPayloads.id, keepGrantId) : undefined;
  const grants = tx
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.accountId, userId), kept));
  // The kept grant's refresh tokens are bound to the provider session that authorised it: that session stays too.
  const keptSession = keepGrantId
    ? sql`jsonb_path_exists(${oidcPayloads.payload}, '$.authorizations.*.grantId ? (@ == $grant)', jsonb_build_object('grant', ${keepGrantId}::text))`
    : undefined;
  const ownedByUser = and(
    eq(oidcPayloads.accountId, userId),
    keepGrantId ? or(isNull(oidcPayloads.grantId), ne(oidcPayloads.grantId, keepGrantId)) : undefined,
    kept,
    keptSession ? not(keptSession) : undefined,
  );
  await tx.delete(oidcPayloads).where(or(ownedByUser, inArray(oidcPayloads.grantId, grants)));
  accessChanged();
}

/** Signs a user out everywhere at once: no session, refresh or access token of theirs works afterwards. */
export function revokeUserSessions({ db, userId }: { db: Db; userId: string }) {
  return asRequestRole({ db }, (tx) => deleteUserSessions({ tx, userId }));
}
