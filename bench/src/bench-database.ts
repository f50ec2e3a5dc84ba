import { sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';

// With DATABASE_URL the bench never touches that database: it creates its own on the same server
// (BENCH_DATABASE_NAME, `worktrail_bench` by default), fresh each run, and drops it at the end. A generated dataset
// can be kept (BENCH_KEEP_DATABASE=1) and measured again without generating it (BENCH_REUSE_DATABASE=1): the
// database's comment records what was generated.

const name = process.env.BENCH_DATABASE_NAME ?? 'worktrail_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_NAME must be a plain identifier, not ${name}`);

/** Runs statements on the server's own database (CREATE/DROP DATABASE cannot run inside the bench database). */
async function onServer<T>(serverUrl: string, work: (db: ReturnType<typeof openPostgres>['db']) => Promise<T>) {
  const server = openPostgres({ databaseUrl: serverUrl, max: 1 });
  try {
    return await work(server.db);
  } finally {
    await server.close();
  }
}

/**
 * The bench database on the server of `serverUrl`: its URL, and what a kept one holds when it is reused
 * (undefined: it was created empty).
 */
export async function prepareBenchDatabase(serverUrl: string) {
  const url = new URL(serverUrl);
  if (url.pathname === `/${name}`) throw new Error(`DATABASE_URL must name another database than ${name}`);
  url.pathname = `/${name}`;
  const reuse = process.env.BENCH_REUSE_DATABASE === '1';
  const kept = await onServer(serverUrl, async (db) => {
    const [existing] = rowsOf<{ comment: string | null }>(
      await db.execute(
        sql`SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = ${name}`,
      ),
    );
    if (reuse && existing?.comment) return existing.comment;
    await db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await db.execute(sql.raw(`CREATE DATABASE ${name}`));
    return undefined;
  });
  return { url: url.toString(), name, kept: kept ? (JSON.parse(kept) as unknown) : undefined };
}

/** Records that the bench database holds a complete dataset, so BENCH_REUSE_DATABASE=1 may measure it again. */
export async function markBenchDatabase(serverUrl: string, dataset: unknown) {
  const text = JSON.stringify(dataset).replaceAll("'", "''");
  await onServer(serverUrl, (db) => db.execute(sql.raw(`COMMENT ON DATABASE ${name} IS '${text}'`)));
}

/** Drops the bench database unless BENCH_KEEP_DATABASE=1. */
export async function dropBenchDatabase(serverUrl: string) {
  if (process.env.BENCH_KEEP_DATABASE === '1') return false;
  await onServer(serverUrl, (db) => db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  return true;
}
