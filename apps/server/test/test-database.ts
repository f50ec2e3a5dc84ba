import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../src/db/client.ts';
import { appRole } from '../src/db/tenant-table.ts';

// Read once per worker: every PGlite copy loads from the same dump, and a Blob never changes.
let pgliteDump: Blob | undefined;

/** A fresh, migrated database of this test file's own: a PGlite copy, or a PostgreSQL database from the template. */
export async function createTestDatabase(): Promise<Database & { url: string | undefined }> {
  const template = inject('postgresTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (template && databaseUrl) {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return { ...openPostgres({ databaseUrl: url.toString(), max: 4 }), url: url.toString() };
  }
  pgliteDump ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({ loadDataDir: pgliteDump });
  return { ...openPglite({ client }), url: undefined };
}

/**
 * Runs the block (`DO $$ … $$`) of a migration that fills a new table from the rows already there, as the request
 * role, which cannot bypass row-level security: a migration must not rely on running as a superuser.
 */
export async function runMigrationFill(database: Database, migration: string) {
  const statements = readFileSync(join(migrationsFolder, migration), 'utf8').split('--> statement-breakpoint');
  const fill = statements.find((statement) => statement.includes('DO $$')) ?? '';
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('role', ${appRole}, true)`);
    await tx.execute(sql.raw(fill));
  });
}
