import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { uuidv7 } from './ids.ts';
import { rowsOf } from './rows.ts';
import { accountRole, appRole } from './tenant-table.ts';
import { asRequestRole, inTenant } from './transactions.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const settingsSeen = (tx: Pick<Database['db'], 'execute'>) =>
  tx
    .execute(sql`SELECT current_user AS role, current_setting('app.user_id', true) AS "userId"`)
    .then((result) => rowsOf<{ role: string; userId: string }>(result));

describe('the settings a transaction opens with', () => {
  it('reach its work whole, a value with quotes, a semicolon and a backslash included', async () => {
    const userId = String.raw`x'; SELECT pg_sleep(1); --\'`;
    const seen = await asRequestRole({ db: database.db, userId }, settingsSeen);
    expect(seen).toEqual([{ role: accountRole, userId }]);
    // Local to the transaction: the next one on the same connection starts without them.
    const after = await database.db.transaction(settingsSeen);
    expect(after[0]?.userId ?? '').toBe('');
  });

  it('make a list’s transaction keep generic plans, and that transaction alone', async () => {
    const planMode = (tx: Pick<Database['db'], 'execute'>) =>
      tx
        .execute(sql`SELECT current_setting('plan_cache_mode') AS mode`)
        .then((result) => rowsOf<{ mode: string }>(result)[0]?.mode);
    const tenantId = uuidv7();
    expect(await inTenant({ db: database.db, tenantId, plans: 'generic' }, planMode)).toBe('force_generic_plan');
    expect(await inTenant({ db: database.db, tenantId, plans: 'reuse' }, planMode)).toBe('auto');
    expect(await inTenant({ db: database.db, tenantId }, planMode)).toBe('auto');
  });

  it('give a report’s sums more memory and no parallel workers, and that transaction alone', async () => {
    const sumSettings = (tx: Pick<Database['db'], 'execute'>) =>
      tx
        .execute(
          sql`SELECT current_setting('work_mem') AS memory, current_setting('max_parallel_workers_per_gather') AS workers`,
        )
        .then((result) => rowsOf<{ memory: string; workers: string }>(result)[0]);
    const tenantId = uuidv7();
    expect(await inTenant({ db: database.db, tenantId, sums: true }, sumSettings)).toEqual({
      memory: '16MB',
      workers: '0',
    });
    // Any other transaction keeps the server's own settings.
    const own = await database.db.transaction(sumSettings);
    expect(own).not.toEqual({ memory: '16MB', workers: '0' });
    expect(await inTenant({ db: database.db, tenantId }, sumSettings)).toEqual(own);
  });

  // Our `pg` client (PostgreSQL and the embedded server); the in-process PGlite of the tests sends them on their own.
  it.runIf(process.env.DATABASE_URL)('go to PostgreSQL in the same message as BEGIN: three round trips', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const sent: string[] = [];
    // What goes on the wire: a simple query or the Parse of an extended one, after our client has had its say.
    const watch = (client: pg.PoolClient) => {
      const connection = (client as unknown as { connection: Record<'query' | 'parse', (...args: unknown[]) => void> })
        .connection;
      const { query, parse } = connection;
      connection.query = (text: unknown) => {
        sent.push(String(text));
        query.call(connection, text);
      };
      connection.parse = (message: unknown) => {
        sent.push(String((message as { text: string }).text));
        parse.call(connection, message);
      };
    };
    pool.once('acquire', watch);
    const tenantId = uuidv7();
    const [row] = await inTenant({ db: database.db, tenantId }, async (tx) =>
      rowsOf<{ tenant: string }>(await tx.execute(sql`SELECT current_setting('app.tenant_id') AS tenant`)),
    );
    expect(row?.tenant).toBe(tenantId);
    expect(sent).toEqual([
      `begin; SELECT set_config('role', '${appRole}', true), set_config('app.tenant_id', '${tenantId}', true)`,
      `SELECT current_setting('app.tenant_id') AS tenant`,
      'commit',
    ]);
  });
});
