import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where one server keeps its data: a directory (PGlite, files), and its own PostgreSQL database with DATABASE_URL. */
export type DataCopy = { dataDir: string; databaseUrl: string | undefined };

const adminUrl = process.env.DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty place for data: a temporary directory, and with DATABASE_URL a new database beside that one. */
export async function emptyData(prefix: string): Promise<DataCopy> {
  const dataDir = mkdtempSync(join(tmpdir(), `worktrail-attack-${prefix}-`));
  if (!adminUrl) return { dataDir, databaseUrl: undefined };
  const name = `worktrail_attack_${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** A private copy of the seeded data: the PGlite directory copied, or `CREATE DATABASE … TEMPLATE` on PostgreSQL. */
export async function copyData(template: DataCopy): Promise<DataCopy> {
  const dataDir = mkdtempSync(join(tmpdir(), 'worktrail-attack-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  if (!adminUrl || !template.databaseUrl) return { dataDir, databaseUrl: undefined };
  const from = new URL(template.databaseUrl).pathname.slice(1);
  const name = `${from.replace(/_template_.*$/, '')}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${from}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** Deletes a copy: its directory and its database. */
export async function removeData(copy: DataCopy) {
  rmSync(copy.dataDir, { recursive: true, force: true, maxRetries: 3 });
  if (adminUrl && copy.databaseUrl) {
    await admin(`DROP DATABASE IF EXISTS ${new URL(copy.databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  }
}
