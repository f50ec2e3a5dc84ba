import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { fromPg, migrateJobSchema } from '../modules/jobs/jobs.boss.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
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
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPglite({ client: await PGlite.create(dir) });
}

/** Wraps a PGlite instance (file-backed, or in memory in tests). */
export function openPglite({ client }: { client: PGlite }): Database {
  const db = drizzlePglite({ client, schema });
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

/** Opens a `pg` pool on a PostgreSQL URL. */
export function openPostgres({ databaseUrl, max = 10 }: { databaseUrl: string; max?: number }): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // One connection holds a session lock for the whole run, so replicas starting together migrate once.
      const client = await pool.connect();
      try {
        await client.query(`SELECT pg_advisory_lock(hashtext('worktrail.migrations'))`);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        await migrateJobSchema({ db: fromPg(client), kind: 'postgres' });
      } finally {
        await client.query(`SELECT pg_advisory_unlock(hashtext('worktrail.migrations'))`).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
