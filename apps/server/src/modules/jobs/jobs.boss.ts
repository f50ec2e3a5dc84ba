import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, type Db as IDatabase, PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { appRole } from '../../db/tenant-table.ts';

/** pg-boss keeps its tables in a schema of its own: none of them is a tenant table. */
export const jobSchema = 'pgboss';

/** What a `pg` pool or one of its clients offers: a query that may carry several statements when it has no values. */
type PgQueryable = { query: (text: string, values?: unknown[]) => Promise<pg.QueryResult | pg.QueryResult[]> };

/** pg-boss on a `pg` pool or client of ours; a statement list without values answers with its rows together. */
export function fromPg(client: PgQueryable): IDatabase {
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values);
      return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows ?? []) } : result;
    },
  };
}

/**
 * pg-boss on the connection(s) of our open database: a `pg` pool (PostgreSQL, or the embedded PGlite on its thread),
 * or an in-process PGlite's one connection (the tests').
 */
export function jobDatabase({ db }: Pick<Database, 'db'>): IDatabase {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? fromPg(client) : fromPglite(client as PGlite);
}

/** The options every pg-boss instance of ours shares: our connection(s), our schema, the engine's profile. */
export const bossOptions = (db: IDatabase, kind: Database['kind']) => ({
  db,
  schema: jobSchema,
  backend: kind === 'pglite' ? ('pglite' as const) : ('postgres' as const),
});

/**
 * Installs or upgrades pg-boss's schema with pg-boss itself (part of `migrate`, as the owner), then lets the
 * request role send jobs: queuing happens in the request's own transaction, so it needs the schema, the queue
 * settings the insert joins, and to insert jobs and read back their id. It reads no job, and changes none.
 */
export async function migrateJobSchema({ db, kind }: { db: IDatabase; kind: Database['kind'] }) {
  const boss = new PgBoss({
    ...bossOptions(db, kind),
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  let failure: unknown;
  boss.on('error', (error) => {
    failure ??= error;
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  if (failure) throw failure;
  await db.executeSql(`
    GRANT USAGE ON SCHEMA ${jobSchema} TO ${appRole};
    GRANT SELECT ON ${jobSchema}.queue TO ${appRole};
    GRANT INSERT, SELECT (id) ON ${jobSchema}.job_common TO ${appRole};
  `);
}
