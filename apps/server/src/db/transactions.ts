import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from './client.ts';
import { withOpening } from './opening.ts';
import { reusingPlans } from './plan-reuse.ts';
import { accountRole, appRole, hostRole } from './tenant-table.ts';

/** What runs once the current transaction has committed (nothing, if it rolls back). */
type TransactionState = { afterCommit: Array<() => void> };

// PGlite has one connection: a transaction opened inside another waits for it forever. Fail loudly instead.
const insideTransaction = new AsyncLocalStorage<TransactionState>();

/**
 * The role a transaction runs as and the `app.*` values its row-level security reads, each local to it; and how
 * PostgreSQL plans its prepared statements, where a transaction says.
 */
type Settings = {
  role: string;
  plan_cache_mode?: 'force_generic_plan';
  work_mem?: string;
  max_parallel_workers_per_gather?: string;
} & Record<`app.${string}`, string>;

/**
 * The memory each sort or hash of a report's sums may take before it spills to disk. PostgreSQL guesses a report's
 * groups from its rows (tens of thousands of rollup rows a month, in a few thousand groups) and, under the 4 MB
 * default, sorts them on disk instead of hashing them in memory: on 1,000 members, a month of the general report by
 * day then project took about a fifth longer that way (issue 13).
 */
const reportWorkMem = '16MB';

/**
 * A report's sums run in the request's own backend, without parallel workers. PostgreSQL would start two workers for
 * a few thousand rollup rows; starting them cost more than the work they shared: on 1,000 members, the projects pie
 * over 90 days took 74 ms with them and 18 ms without (median, 2 cores). Under many users at once, the workers would
 * only take cores from the other requests.
 */
const reportParallelWorkers = '0';

/**
 * The advisory lock that serialises changes to one member's time (rollups.ts, `lockMemberTime`), held to the end of
 * the transaction, keyed by a 64-bit hash of the member's id. A statement that does more can take it as its first
 * call (a tracker upload's, when the transaction did not open holding it).
 */
export const memberTimeLock = (memberId: string) => sql`pg_advisory_xact_lock(hashtextextended(${memberId}::text, 7))`;

/** {@link memberTimeLock} as literal text, for a simple query. */
const memberTimeLockText = (memberId: string) =>
  `pg_advisory_xact_lock(hashtextextended(${pg.escapeLiteral(memberId)}::text, 7))`;

/**
 * The settings as literal text for our `pg` client to send with BEGIN (opening.ts): a simple query takes no
 * parameters, so each value is quoted as PostgreSQL quotes a literal. Then the member's time lock, when the
 * transaction opens holding it.
 */
const settingsText = (settings: Settings, lockedMemberId?: string) =>
  `SELECT ${[
    ...Object.entries(settings).map(([name, value]) => `set_config('${name}', ${pg.escapeLiteral(value)}, true)`),
    ...(lockedMemberId === undefined ? [] : [memberTimeLockText(lockedMemberId)]),
  ].join(', ')}`;

/** The same with parameters, sent on their own where BEGIN did not carry them. */
const settingsStatement = (settings: Settings, lockedMemberId?: string) =>
  sql`SELECT ${sql.join(
    [
      ...Object.entries(settings).map(([name, value]) => sql`set_config(${sql.raw(`'${name}'`)}, ${value}, true)`),
      ...(lockedMemberId === undefined ? [] : [memberTimeLock(lockedMemberId)]),
    ],
    sql`, `,
  )}`;

async function transaction<T>(
  db: Db,
  settings: Settings,
  work: (tx: Tx) => Promise<T>,
  lockedMemberId?: string,
): Promise<T> {
  if (insideTransaction.getStore()) {
    throw new Error('A transaction was opened inside another one; pass the outer `tx` down instead.');
  }
  const state: TransactionState = { afterCommit: [] };
  const result = await insideTransaction.run(state, () =>
    withOpening(settingsText(settings, lockedMemberId), (sent) =>
      db.transaction(async (tx) => {
        if (!sent()) await tx.execute(settingsStatement(settings, lockedMemberId));
        return work(tx);
      }),
    ),
  );
  for (const run of state.afterCommit) run();
  return result;
}

/**
 * Runs `run` when the transaction in progress commits, or at once outside one. What others may read only after the
 * commit (a cache told to forget, say) must not be announced before it: a reader in between would keep the old rows.
 */
export function afterCommit(run: () => void): void {
  const state = insideTransaction.getStore();
  if (state) state.afterCommit.push(run);
  else run();
}

/**
 * Runs `work` in a transaction as the request role with the tenant set, so row-level security
 * confines every tenant table to that tenant (the second lock behind each query's own filter).
 * `plans: 'reuse'` prepares its statements by name (`plan-reuse.ts`), and PostgreSQL keeps a generic plan when it
 * costs no more than the plans it makes for the values. `plans: 'generic'` also tells it to keep the generic plan
 * whatever its estimate: the lists, a page off an index whatever the values, where PostgreSQL guessed an unknown LIMIT
 * large, found the generic plan dear and planned the members page again each time (0.55 ms of its 0.65 ms, issue 19);
 * and the tracker's calls, one member's rows by key. Never for a read over a date range of a report's size, whose plan
 * depends on the range. `sums`: a report's sums over a date range, which may use more memory ({@link reportWorkMem})
 * and no parallel workers ({@link reportParallelWorkers}). `lockMemberTime`: the transaction opens holding that
 * member's time lock ({@link memberTimeLock}), taken with the settings: a round trip fewer for the tracker's calls
 * that change time, which take it first anyway (issue 19, item 4).
 */
export function inTenant<T>(
  {
    db,
    tenantId,
    plans,
    sums,
    lockMemberTime,
  }: { db: Db; tenantId: string; plans?: 'reuse' | 'generic'; sums?: boolean; lockMemberTime?: string },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const settings: Settings = { role: appRole, 'app.tenant_id': tenantId };
  if (plans === 'generic') settings.plan_cache_mode = 'force_generic_plan';
  if (sums) {
    settings.work_mem = reportWorkMem;
    settings.max_parallel_workers_per_gather = reportParallelWorkers;
  }
  const run = () => transaction(db, settings, work, lockMemberTime);
  return plans ? reusingPlans(run) : run();
}

/**
 * Runs `work` in a transaction as the account role (the request role's rights) with no tenant: global tables only,
 * plus the memberships of `userId` when given (how sign-in finds a user's organisations).
 */
export function asRequestRole<T>(
  { db, userId }: { db: Db; userId?: string },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return transaction(db, { role: accountRole, 'app.user_id': userId ?? '' }, work);
}

/**
 * Runs `work` in a transaction as the support console's role (issue 15): the one path that reads across
 * organisations, and only their support tables, through that role's own policies. No tenant is set, so every other
 * tenant table stays closed even if the role were granted one. `hostUserId` is recorded for the audit trail.
 */
export function asHost<T>(
  { db, hostUserId }: { db: Db; hostUserId: string },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return transaction(db, { role: hostRole, 'app.host_user_id': hostUserId }, work);
}
