import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, openEmbedded } from './client.ts';
import { reusingPlans } from './plan-reuse.ts';
import { rowsOf } from './rows.ts';
import { accountRole } from './tenant-table.ts';
import { asRequestRole } from './transactions.ts';

// The embedded default (`npm start` without DATABASE_URL): PGlite on a thread of its own behind a `pg` pool.

let dataDir: string;
let database: Database;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'worktrail-embedded-test-'));
  database = await openDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('keeps the server’s thread free while a long statement runs', async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000) AS g(n) WHERE n % 7 = 3`);
    const took = performance.now() - started;
    clearInterval(ticker);
    // On the server's thread the timer could not fire until the statement ended: one gap as long as the statement.
    expect(took).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(took / 2);
  });

  it('keeps each transaction’s settings to itself when many run at once', async () => {
    const seen = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT set_config('app.tenant_id', ${`tenant-${index}`}, true)`);
          await tx.execute(sql`SELECT count(*) FROM generate_series(1, 20000)`);
          const [row] = rowsOf<{ tenant: string }>(
            await tx.execute(sql`SELECT current_setting('app.tenant_id') AS tenant`),
          );
          return row?.tenant;
        }),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 20 }, (_, index) => `tenant-${index}`));
  });

  it('answers each of many concurrent statements with its own values, large ones included', async () => {
    const large = 'x'.repeat(300_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const [row] = rowsOf<{ n: number; size: number }>(
          await database.db.execute(sql`SELECT ${index}::int AS n, length(${`${large}${index}`}::text) AS size`),
        );
        return row;
      }),
    );
    expect(answers).toEqual(
      Array.from({ length: 20 }, (_, index) => ({ n: index, size: large.length + String(index).length })),
    );
  });

  it('sends everything through one connection, so no caller’s statement can come between another’s messages', async () => {
    // pglite-socket multiplexes its connections onto PGlite's one session message by message: outside a transaction,
    // one connection's Parse could replace another's unnamed statement before that one's Bind ("unnamed prepared
    // statement does not exist", seen from the job queue's polling). One connection rules that out.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const answers = await Promise.all(
      Array.from(
        { length: 50 },
        async (_, index) => rowsOf<{ n: number }>(await database.db.execute(sql`SELECT ${index}::int AS n`))[0]?.n,
      ),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(pool.totalCount).toBe(1);
  });

  it('prepares reused statements under each connection’s own names, so a replacing connection never collides', async () => {
    const twice = (run: number) =>
      reusingPlans(() =>
        database.db.transaction(async (tx) => {
          const [row] = rowsOf<{ twice: number }>(await tx.execute(sql`SELECT ${run}::int * 2 AS twice`));
          return row?.twice;
        }),
      );
    const prepared = async () =>
      rowsOf<{ name: string; runs: number }>(
        await database.db.execute(
          sql`SELECT name, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements
               WHERE statement = 'SELECT $1::int * 2 AS twice'`,
        ),
      );
    for (let run = 1; run <= 6; run += 1) expect(await twice(run)).toBe(run * 2);
    const [first] = await prepared();
    expect(first?.runs).toBe(6);

    // The pool throws a connection away after an error; PGlite's one session keeps what it prepared.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const broken = await pool.connect();
    broken.release(new Error('thrown away'));
    expect(await twice(7)).toBe(14);
    const names = (await prepared()).map((row) => row.name);
    expect(names).toHaveLength(2);
    expect(names).toContain(first?.name);
  });

  it('opens a transaction and its settings in one message, a value with quotes kept whole', async () => {
    const userId = String.raw`x'; SELECT 1; --\'`;
    const [row] = await asRequestRole({ db: database.db, userId }, async (tx) =>
      rowsOf<{ role: string; userId: string }>(
        await tx.execute(sql`SELECT current_user AS role, current_setting('app.user_id') AS "userId"`),
      ),
    );
    expect(row).toEqual({ role: accountRole, userId });
  });

  it('keeps what was written once closed and opened again', async () => {
    await database.db.execute(sql`CREATE TABLE kept (note text)`);
    await database.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    await database.close();
    database = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(rowsOf(await database.db.execute(sql`SELECT note FROM kept`))).toEqual([{ note: 'still here' }]);
  });

  it('serves on a loopback port where there are no Unix sockets (Windows)', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'worktrail-embedded-test-'));
    const loopback = await openEmbedded({ dataDir: elsewhere, listen: 'loopback' });
    try {
      expect(rowsOf(await loopback.db.execute(sql`SELECT 41 + 1 AS answer`))).toEqual([{ answer: 42 }]);
    } finally {
      await loopback.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
