import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';

/** Migrates once per run; test files then copy the result instead of migrating again. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `worktrail_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = openPostgres({ databaseUrl: url.toString(), max: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `${template}%`,
      ]);
      for (const { datname } of rows.reverse()) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'worktrail-test-'));
  const client = await PGlite.create();
  const database = openPglite({ client });
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
