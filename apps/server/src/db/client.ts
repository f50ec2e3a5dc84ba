import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { fromPg, migrateJobSchema } from '../modules/jobs/jobs.boss.ts';
import type { PgliteThreadData, PgliteThreadMessage } from './pglite-thread.ts';
import { PreparingClient } from './plan-reuse.ts';

/**
 * Without the schema: nothing uses drizzle's relational queries (`db.query`), and with it every transaction built
 * one of their builders per table (about 60) before its first statement.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An open database: the Drizzle handle, which engine backs it, migrations and closing. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations as the connecting (owner) user, then installs or upgrades the job queue's schema. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite persisted in `<dataDir>/pglite`. */
export async function openDatabase({
  databaseUrl,
  dataDir,
}: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (databaseUrl) return openPostgres({ databaseUrl });
  return openEmbedded({ dataDir: join(dataDir, 'pglite') });
}

/**
 * One connection to the embedded database. PGlite has one session and runs one statement at a time whatever the
 * count; pglite-socket shares that session between its connections message by message, so outside a transaction one
 * connection's Parse could replace another's unnamed statement before that one's Bind. Requests queue in the pool,
 * as they queued on the in-process PGlite.
 */
const embeddedConnections = 1;

/**
 * The embedded PGlite in `dataDir`, on a worker thread of its own, reached with a `pg` pool over a Unix socket in a
 * fresh directory only this user may enter (PGlite asks no password; Windows has no such sockets, and there it is a
 * loopback port). Its queries no longer hold up the server's thread (issue 19 item 6); the server speaks to it
 * exactly as to PostgreSQL. `kind` stays `pglite`: the engine.
 */
export async function openEmbedded({
  dataDir,
  listen = process.platform === 'win32' ? 'loopback' : 'socket',
}: {
  dataDir: string;
  listen?: 'socket' | 'loopback';
}): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const socketDir = mkdtempSync(join(tmpdir(), 'worktrail-db-'));
  const workerData: PgliteThreadData = {
    dataDir,
    socketPath: listen === 'socket' ? join(socketDir, '.s.PGSQL.5432') : undefined,
    // One more than the pool uses, so a connection replaced after an error is not refused while the old one closes.
    maxConnections: embeddedConnections + 1,
  };
  const thread = new Worker(new URL('./pglite-thread.ts', import.meta.url), { workerData });
  const [started] = (await once(thread, 'message')) as [PgliteThreadMessage];
  if (!('ready' in started)) {
    await thread.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw new Error(
      `The embedded database in ${dataDir} could not start: ${'failed' in started ? started.failed : ''}`,
    );
  }
  const database = openPostgres({
    databaseUrl: started.port
      ? `postgres://postgres@127.0.0.1:${started.port}/postgres`
      : `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    max: embeddedConnections,
  });
  return {
    ...database,
    kind: 'pglite',
    close: async () => {
      await database.close();
      // PGlite writes its last pages when closed: wait for that before the thread goes.
      thread.postMessage('close');
      await once(thread, 'message');
      await thread.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** Wraps a PGlite instance (file-backed, or in memory in tests). */
export function openPglite({ client }: { client: PGlite }): Database {
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await migrateJobSchema({ db: fromPglite(client), kind: 'pglite' });
    },
    close: () => client.close(),
  };
}

/**
 * Without JIT compilation: the app's statements are short (a few milliseconds), but a statement with many CTEs (a
 * tracker upload's rollup rewrite) is estimated costly enough for PostgreSQL to compile it first, which took 1.5 s
 * per batch where running it took 20 ms (issue 19). Reports read rollups and gain nothing from it either.
 */
const sessionOptions = '-c jit=off';

/** Opens a `pg` pool on a PostgreSQL URL. */
export function openPostgres({ databaseUrl, max = 10 }: { databaseUrl: string; max?: number }): Database {
  // The lists' and the tracker's statements are prepared by name (plan-reuse.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max, options: sessionOptions, Client: PreparingClient });
  return {
    db: drizzlePg({ client: pool }) as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // One connection holds a session lock for the whole run, so replicas starting together migrate once.
      const client = await pool.connect();
      try {
        await client.query(`SELECT pg_advisory_lock(hashtext('worktrail.migrations'))`);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
        await migrateJobSchema({ db: fromPg(client), kind: 'postgres' });
      } finally {
        await client.query(`SELECT pg_advisory_unlock(hashtext('worktrail.migrations'))`).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
