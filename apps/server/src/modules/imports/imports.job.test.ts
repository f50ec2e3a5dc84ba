import { type ImportRow, importMessages } from '@worktrail/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import { projects } from '../projects/projects.table.ts';
import { type ImportsWorld, startImportsWorld } from './imports.fixture.ts';
import { imports } from './imports.table.ts';

let w: ImportsWorld;
beforeAll(async () => {
  w = await startImportsWorld();
  await w.seedCustomers(w.acme.tenantId, ['Existing Co']);
  await w.seedCustomers(w.globex.tenantId, ['Globex Client']);
});
afterAll(() => w.close());

const start = async (kind: 'customers' | 'projects', fileName: string, bytes: Uint8Array | string) => {
  const response = await w.upload({ kind, fileName, bytes });
  expect(response.statusCode).toBe(202);
  w.clock.advance(60_000);
  return response.json().result.importId as string;
};
const customerNames = () =>
  inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) =>
    (await tx.select({ name: customers.name }).from(customers).where(eq(customers.tenantId, w.acme.tenantId)))
      .map((row) => row.name)
      .sort(),
  );

describe('importing in the background', () => {
  it('stores the upload, then the job imports the valid rows and explains the others', async () => {
    const csv = 'Name,Note,Status\nJob One,n1,active\nJob Two,,inactive\nexisting co,,\n=1+1,,\nJob One,,\n';
    const importId = await start('customers', 'customers.csv', csv);
    expect((await w.getImport(importId)).json().result).toMatchObject({
      status: 'pending',
      fileName: 'customers.csv',
      kind: 'customers',
      totalRows: 5,
      processedRows: 0,
      failedRows: 1,
      duplicateRows: 2,
    });
    expect(await customerNames()).not.toContain('Job One');

    expect(await w.t.app.jobs.flush()).toBe(1);
    const done = (await w.getImport(importId)).json().result;
    expect(done).toMatchObject({
      status: 'succeeded',
      totalRows: 5,
      processedRows: 5,
      importedRows: 2,
      failedRows: 1,
      duplicateRows: 2,
      error: null,
      errorKey: null,
      errorParams: {},
      createdAt: '2025-03-01T09:00:00.000Z',
      finishedAt: '2025-03-01T09:01:00.000Z',
    });
    expect(await customerNames()).toEqual(['Existing Co', 'Job One', 'Job Two']);

    const failed = (await w.getRows(importId, '&status=failed')).json().result;
    expect(failed).toEqual({
      items: [
        {
          rowNumber: 5,
          values: { Name: '=1+1', Note: '', Status: '' },
          status: 'failed',
          reason: importMessages.formula,
          reasonKey: 'imports.messages.formula',
          reasonParams: {},
        },
      ],
      totalCount: 1,
    });
    const duplicates = (await w.getRows(importId, '&status=duplicate')).json().result.items;
    expect(
      duplicates.map(({ reason, reasonKey, reasonParams }: ImportRow) => ({ reason, reasonKey, reasonParams })),
    ).toEqual([
      {
        reason: "'existing co' already exists",
        reasonKey: 'imports.messages.duplicateExisting',
        reasonParams: { name: 'existing co' },
      },
      {
        reason: "'Job One' repeats row 2",
        reasonKey: 'imports.messages.duplicateInFile',
        reasonParams: { name: 'Job One', row: 2 },
      },
    ]);
    const imported = (await w.getRows(importId, '&status=imported&pageCount=1&pageNo=2')).json().result;
    expect(imported).toMatchObject({ totalCount: 2, items: [{ rowNumber: 3, status: 'imported' }] });

    expect(await w.t.app.jobs.flush()).toBe(0);
  });

  it('imports projects from an XLSX file, resolving customers by name', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Projects');
    sheet.addRow(['Name', 'Customer', 'Description', 'StartDate', 'EndDate', 'MaxWorkingHours', 'Status', 'ColorCode']);
    sheet.addRow([
      'Apollo',
      'EXISTING CO',
      'Moon',
      new Date(Date.UTC(2025, 0, 6)),
      new Date(Date.UTC(2025, 5, 30)),
      120,
      'pending',
      '#aa00ff',
    ]);
    sheet.addRow(['Gemini', 'Existing Co', '', '', '', '', '', '']);
    sheet.addRow(['Orphan', 'Globex Client', '', '', '', '', '', '']);
    const importId = await start('projects', 'projects.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    await w.t.app.jobs.flush();
    expect((await w.getImport(importId)).json().result).toMatchObject({
      status: 'succeeded',
      importedRows: 2,
      failedRows: 1,
    });
    const rows = await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx.select().from(projects).where(eq(projects.tenantId, w.acme.tenantId)).orderBy(projects.name),
    );
    expect(
      rows.map((row) => [row.name, row.status, row.colorCode, row.startDate, row.endDate, row.maxWorkingHours]),
    ).toEqual([
      ['Apollo', 'pending', '#AA00FF', '2025-01-06', '2025-06-30', '120.00'],
      ['Gemini', 'active', '#98A2B3', null, null, '0.00'],
    ]);
    const failed = (await w.getRows(importId, '&status=failed')).json().result.items;
    expect(failed[0]).toMatchObject({
      reason: "Customer 'Globex Client' was not found",
      reasonKey: 'imports.messages.customerNotFound',
      reasonParams: { name: 'Globex Client' },
    });
  });

  it('marks an import failed with the reason and inserts nothing when the database refuses a row', async () => {
    await w.t.db.execute(sql`ALTER TABLE customers ADD CONSTRAINT test_refuses_boom CHECK (name <> 'Boom Corp')`);
    try {
      const importId = await start('customers', 'boom.csv', 'Name\nSafe Corp\nBoom Corp\nAlso Safe\n');
      await w.t.app.jobs.flush();
      const result = (await w.getImport(importId)).json().result;
      expect(result).toMatchObject({ status: 'failed', importedRows: 0 });
      expect(result.error).toMatch(/^The import failed and nothing was imported: .*test_refuses_boom/);
      expect(result.errorKey).toBe('imports.messages.importFailed');
      expect(result.errorParams.reason).toMatch(/test_refuses_boom/);
      expect(await customerNames()).not.toContain('Safe Corp');
      expect((await w.getRows(importId, '&status=imported')).json().result.totalCount).toBe(0);
    } finally {
      await w.t.db.execute(sql`ALTER TABLE customers DROP CONSTRAINT test_refuses_boom`);
    }
  });

  it('re-checks rows when the job runs: a name taken since the upload becomes a duplicate', async () => {
    const importId = await start('customers', 'race.csv', 'Name\nLate Corp\nOn Time Corp\n');
    await w.seedCustomers(w.acme.tenantId, ['Late Corp']);
    await w.t.app.jobs.flush();
    expect((await w.getImport(importId)).json().result).toMatchObject({
      status: 'succeeded',
      importedRows: 1,
      duplicateRows: 1,
    });
    const [late] = (await w.getRows(importId, '&status=duplicate')).json().result.items;
    expect(late).toMatchObject({
      reason: "'Late Corp' already exists",
      reasonKey: 'imports.messages.duplicateExisting',
      reasonParams: { name: 'Late Corp' },
    });
  });

  it('writes nothing on a dry run', async () => {
    const before = await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx.select().from(imports).where(eq(imports.tenantId, w.acme.tenantId)),
    );
    const namesBefore = await customerNames();
    const response = await w.upload({
      kind: 'customers',
      fileName: 'dry.csv',
      bytes: 'Name\nDry Corp\n',
      dryRun: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await w.t.app.jobs.flush()).toBe(0);
    const after = await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx.select().from(imports).where(eq(imports.tenantId, w.acme.tenantId)),
    );
    expect(after.length).toBe(before.length);
    expect(await customerNames()).toEqual(namesBefore);
  });
});

describe('the import history', () => {
  it('lists the uploads newest first, by kind, paged', async () => {
    const all = (await w.call({ method: 'GET', url: '/api/v1/Import/GetImportHistory' })).json().result;
    expect(all.totalCount).toBe(4);
    const names = all.items.map((item: { fileName: string }) => item.fileName);
    expect(names).toEqual(['race.csv', 'boom.csv', 'projects.xlsx', 'customers.csv']);
    const projectsOnly = (await w.call({ method: 'GET', url: '/api/v1/Import/GetImportHistory?kind=projects' })).json()
      .result;
    expect(projectsOnly.items.map((item: { fileName: string }) => item.fileName)).toEqual(['projects.xlsx']);
    const page = (await w.call({ method: 'GET', url: '/api/v1/Import/GetImportHistory?pageNo=2&pageCount=1' })).json()
      .result;
    expect(page.items).toHaveLength(1);
    expect((await w.call({ method: 'GET', url: '/api/v1/Import/GetImportHistory?pageCount=101' })).statusCode).toBe(
      400,
    );
  });

  it("never shows one organisation's imports to another", async () => {
    const importId = await start('customers', 'acme-private.csv', 'Name\nSecret Corp\n');
    const globexHistory = await w.call({
      method: 'GET',
      url: '/api/v1/Import/GetImportHistory',
      as: 'owner@globex.test',
    });
    expect(globexHistory.json().result).toEqual({ items: [], totalCount: 0 });
    for (const response of [
      await w.getImport(importId, 'owner@globex.test'),
      await w.getRows(importId, '', 'owner@globex.test'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(importMessages.notFound);
    }
    await w.t.app.jobs.flush();
    const [record] = await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx
        .select()
        .from(imports)
        .where(and(eq(imports.tenantId, w.acme.tenantId), eq(imports.id, importId))),
    );
    expect(record?.status).toBe('succeeded');
  });

  it('is for members with the organization settings permission only', async () => {
    for (const as of ['mona@acme.test', 'eli@acme.test']) {
      expect((await w.call({ method: 'GET', url: '/api/v1/Import/GetImportHistory', as })).statusCode).toBe(403);
      expect((await w.upload({ kind: 'customers', fileName: 'x.csv', bytes: 'Name\nX\n', as })).statusCode).toBe(403);
    }
    const anonymous = await w.t.app.inject({ method: 'GET', url: '/api/v1/Import/GetImportHistory' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousUpload = await w.t.app.inject({ method: 'POST', url: '/v1/Customer/ImportCustomers' });
    expect(anonymousUpload.statusCode).toBe(401);
  });
});

describe('import templates', () => {
  it('downloads a CSV template whose example row imports as it is', async () => {
    const response = await w.call({ method: 'GET', url: '/api/v1/Import/Template?kind=customers&format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers-import-template.csv"');
    expect(response.body).toContain('Name,Note,Status');
    const { result } = (
      await w.upload({ kind: 'customers', fileName: 't.csv', bytes: response.rawPayload, dryRun: true })
    ).json();
    expect(result).toMatchObject({ totalRows: 1, validRows: 1 });
  });

  it('downloads an XLSX projects template with the header row and one example row', async () => {
    const response = await w.call({ method: 'GET', url: '/api/v1/Import/Template?kind=projects&format=xlsx' });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Customer',
      'Description',
      'StartDate',
      'EndDate',
      'MaxWorkingHours',
      'Status',
      'ColorCode',
    ]);
    expect(sheet?.rowCount).toBe(2);
  });
});
