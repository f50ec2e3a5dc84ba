import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  fillMessage,
  type ImportMessageKey,
  importMessages,
  type MessageParams,
  messageText,
} from '@worktrail/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisations } from '../../../test/test-app.ts';
import { type Database, migrationsFolder, openPglite } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { appRole } from '../../db/tenant-table.ts';
import { inTenant } from '../../db/transactions.ts';
import { presentImport, presentImportRow } from './imports.presenter.ts';
import { importRows, imports } from './imports.table.ts';

const tag = '0009_import_reasons_by_key';

// Every reason the row rules give, as the rows before this migration stored it: English, values filled in.
const oldReasons: Array<[ImportMessageKey, MessageParams]> = [
  ['formula', {}],
  ['nameRequired', {}],
  ['nameTooLong', {}],
  ['customerRequired', {}],
  ['customerStatusInvalid', {}],
  ['projectStatusInvalid', {}],
  ['startDateInvalid', {}],
  ['endDateInvalid', {}],
  ['endBeforeStart', {}],
  ['maxHoursInvalid', {}],
  ['colorInvalid', {}],
  ['duplicateExisting', { name: "O'Brien's 'Bakery'" }],
  ['duplicateInFile', { name: "Job One' repeats row 7", row: 12 }],
  ['customerNotFound', { name: 'Globex\nClient' }],
];
const failure = 'duplicate key value violates unique constraint "customers_name_key"';
const oldErrors = [fillMessage(importMessages.importFailed, { reason: failure }), 'Worker crashed', null];

let database: Database;
let migrations: string;
let tenantIds: string[] = [];

/** A database migrated up to (not including) this migration, from a copy of the folder with a shorter journal. */
async function databaseBefore(): Promise<Database> {
  migrations = mkdtempSync(join(tmpdir(), 'worktrail-migrations-'));
  cpSync(migrationsFolder, migrations, { recursive: true });
  const journalFile = join(migrations, 'meta', '_journal.json');
  const journal: { entries: Array<{ tag: string }> } = JSON.parse(readFileSync(journalFile, 'utf8'));
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: migrations });
  return openPglite({ client });
}

/** Stores one organisation's upload and rows in the columns they had before this migration. */
async function seedOldImport({
  tenantId,
  error,
  reasons,
}: {
  tenantId: string;
  error: string | null;
  reasons: string[];
}) {
  const importId = uuidv7();
  await database.db.execute(sql`
    INSERT INTO imports (tenant_id, id, kind, file_name, status, created_by_member_id, error)
    SELECT ${tenantId}, ${importId}, 'customers', 'old.csv', ${error ? 'failed' : 'succeeded'}, id, ${error}
      FROM members WHERE tenant_id = ${tenantId} LIMIT 1`);
  for (const [index, reason] of [...reasons, null].entries())
    await database.db.execute(sql`
      INSERT INTO import_rows (tenant_id, import_id, row_number, values, status, reason)
      VALUES (${tenantId}, ${importId}, ${index + 2}, '{"Name":"x"}'::jsonb, ${reason ? 'failed' : 'imported'}, ${reason})`);
}

beforeAll(async () => {
  database = await databaseBefore();
  const seeded = await seedOrganisations({
    db: database.db,
    beforeBilling: true,
    organisations: oldErrors.map((_, index) => ({
      name: `Before ${index}`,
      members: [{ email: `owner${index}@before.test`, role: 'owner' as const }],
    })),
  });
  tenantIds = Object.values(seeded).map((organisation) => organisation.tenantId);
  for (const [index, tenantId] of tenantIds.entries())
    await seedOldImport({
      tenantId,
      error: oldErrors[index] ?? null,
      reasons: oldReasons.map(([name, params]) => fillMessage(importMessages[name], params)),
    });
  // The schema steps as the owner; the data step as the request role, which cannot bypass row-level security.
  for (const statement of readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint'))
    await database.db.transaction(async (tx) => {
      if (statement.includes('DO $$')) await tx.execute(sql`SELECT set_config('role', ${appRole}, true)`);
      await tx.execute(sql.raw(statement));
    });
});
afterAll(async () => {
  await database.close();
  rmSync(migrations, { recursive: true, force: true });
});

const storedOf = (tenantId: string) =>
  inTenant({ db: database.db, tenantId }, async (tx) => ({
    record: (await tx.select().from(imports).where(eq(imports.tenantId, tenantId)))[0],
    rows: await tx
      .select()
      .from(importRows)
      .where(eq(importRows.tenantId, tenantId))
      .orderBy(asc(importRows.rowNumber)),
  }));

describe(`migration ${tag}: reasons stored as English become keys and values`, () => {
  it("keeps every organisation's old row reasons readable, word for word, now by key and values", async () => {
    for (const tenantId of tenantIds) {
      const { rows } = await storedOf(tenantId);
      const expected = oldReasons.map(([name, params]) => ({
        reason: fillMessage(importMessages[name], params),
        reasonKey: `imports.messages.${name}`,
        reasonParams: params,
      }));
      expect(
        rows.map(presentImportRow).map(({ reason, reasonKey, reasonParams }) => ({ reason, reasonKey, reasonParams })),
      ).toEqual([...expected, { reason: null, reasonKey: null, reasonParams: {} }]);
    }
  });

  it("keeps an import's failure readable, and names an unknown failure text as the import's failure reason", async () => {
    const errors = [];
    for (const tenantId of tenantIds) {
      const { record } = await storedOf(tenantId);
      if (!record) throw new Error('the old import is missing');
      const { error, errorKey, errorParams } = presentImport(record, 0);
      errors.push({ error, errorKey, errorParams });
    }
    expect(errors).toEqual([
      { error: oldErrors[0], errorKey: 'imports.messages.importFailed', errorParams: { reason: failure } },
      {
        error: messageText('imports.messages.importFailed', { reason: 'Worker crashed' }),
        errorKey: 'imports.messages.importFailed',
        errorParams: { reason: 'Worker crashed' },
      },
      { error: null, errorKey: null, errorParams: {} },
    ]);
  });
});
