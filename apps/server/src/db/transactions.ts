import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { appRole } from './tenant-table.ts';

/**
 * Runs `work` in a transaction as the request role with the tenant set, so row-level security
 * confines every tenant table to that tenant (the second lock behind each query's own filter).
 */
export function inTenant<T>({ db, tenantId }: { db: Db; tenantId: string }, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('role', ${appRole}, true), set_config('app.tenant_id', ${tenantId}, true)`);
    return work(tx);
  });
}

/**
 * Runs `work` in a transaction as the request role with no tenant: global tables only, plus the
 * memberships of `userId` when given (how sign-in finds a user's organisations).
 */
export function asRequestRole<T>(
  { db, userId }: { db: Db; userId?: string },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('role', ${appRole}, true), set_config('app.user_id', ${userId ?? ''}, true)`,
    );
    return work(tx);
  });
}
