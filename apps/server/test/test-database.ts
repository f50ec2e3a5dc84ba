import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';

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
