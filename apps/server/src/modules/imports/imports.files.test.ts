import { Readable } from 'node:stream';
import { importMessages } from '@worktrail/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportsWorld, multipartFile, startImportsWorld } from './imports.fixture.ts';

let w: ImportsWorld;
beforeAll(async () => {
  w = await startImportsWorld();
  await w.seedCustomers(w.acme.tenantId, ['Northwind Traders', 'Contoso']);
});
afterAll(() => w.close());

const preview = async (kind: 'customers' | 'projects', fileName: string, bytes: Uint8Array | string) => {
  const response = await w.upload({ kind, fileName, bytes, dryRun: true });
  return { response, result: response.json().result };
};

const utf16 = (text: string, endian: 'le' | 'be') => {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return endian === 'le' ? le : Buffer.from(le).swap16();
};

async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading import files', () => {
  it('reads a CSV with ; delimiters and quoted newlines', async () => {
    const csv = 'Name;Note;Status\r\n"Alpha; Ltd";"first line\nsecond line";active\r\nBeta;;INACTIVE\r\n';
    const { response, result } = await preview('customers', 'semicolons.csv', csv);
    expect(response.statusCode).toBe(200);
    expect(result).toMatchObject({ totalRows: 2, validRows: 2, failedRows: 0, duplicateRows: 0 });
    expect(result.firstRows[0]).toEqual({
      rowNumber: 2,
      values: { Name: 'Alpha; Ltd', Note: 'first line\nsecond line', Status: 'active' },
      status: 'valid',
      reason: null,
      reasonKey: null,
      reasonParams: {},
    });
  });

  it('detects tab and pipe delimiters and matches headers ignoring case, spaces and underscores', async () => {
    const tabs = await preview('customers', 'tabs.csv', 'customer_name\tNOTE\nGamma\tx\n');
    expect(tabs.result.firstRows[0].values).toEqual({ Name: 'Gamma', Note: 'x' });
    const pipes = await preview('customers', 'pipes.csv', 'Name|Status\nDelta|active\n');
    expect(pipes.result.firstRows[0].values).toEqual({ Name: 'Delta', Status: 'active' });
  });

  it('reads UTF-16 files of either byte order by their BOM, and UTF-8 with a BOM', async () => {
    const text = 'Name,Note\r\nÅngström Café,日本\r\n';
    for (const bytes of [utf16(text, 'le'), utf16(text, 'be'), Buffer.from(`\uFEFF${text}`, 'utf8')]) {
      const { result } = await preview('customers', 'unicode.csv', bytes);
      expect(result.firstRows[0].values).toEqual({ Name: 'Ångström Café', Note: '日本' });
    }
  });

  it('reads a Windows-1252 file that is not valid UTF-8', async () => {
    const bytes = Buffer.from([
      ...Buffer.from('Name\r\nCaf'),
      0xe9,
      ...Buffer.from(' M'),
      0xfc,
      ...Buffer.from('ller\r\n'),
    ]);
    const { result } = await preview('customers', 'latin.csv', bytes);
    expect(result.firstRows[0].values.Name).toBe('Café Müller');
  });

  it('reads the first worksheet of an XLSX file, with Excel dates, and refuses formula cells', async () => {
    const bytes = await xlsx([
      ['Name', 'Customer', 'StartDate', 'EndDate', 'MaxWorkingHours', 'ColorCode'],
      ['Portal', 'northwind traders', new Date(Date.UTC(2025, 0, 6)), '2025-02-01', 40, '#12ab34'],
      ['Sums', 'Contoso', '2025-01-01', '2025-02-01', { formula: 'SUM(1,2)', result: 3 }, ''],
      ['Link', 'Contoso', '', '', '', ''],
    ]);
    const { response, result } = await preview('projects', 'projects.xlsx', bytes);
    expect(response.statusCode).toBe(200);
    expect(result).toMatchObject({ totalRows: 3, validRows: 2, failedRows: 1 });
    expect(result.firstRows[0].values.StartDate).toBe('2025-01-06');
    expect(result.problems).toEqual([
      expect.objectContaining({ rowNumber: 3, status: 'failed', reason: importMessages.formula }),
    ]);
  });

  it('refuses formulas in CSV cells row by row, never evaluating them', async () => {
    const csv = [
      'Name,Note',
      '"=HYPERLINK(""http://evil.test"",""x"")",a',
      'Plus,+1',
      'Minus,-1',
      'At,@SUM(A1)',
      'Tab,"\tx"',
      'Plain,fine',
    ].join('\n');
    const { result } = await preview('customers', 'formulas.csv', csv);
    expect(result).toMatchObject({ totalRows: 6, validRows: 1, failedRows: 5 });
    expect(new Set(result.problems.map((row: { reason: string }) => row.reason))).toEqual(
      new Set([importMessages.formula]),
    );
  });

  it('refuses a file without the required columns, naming them', async () => {
    const { response } = await preview('projects', 'columns.csv', 'Title,Description\nX,Y\n');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'The file is missing the required columns: Name, Customer',
    });
    const empty = await preview('customers', 'empty.csv', '\n\n');
    expect(empty.response.json().message).toBe(importMessages.emptyFile);
  });

  it('checks each project row: required fields, dates, end after start, hours, status and colour', async () => {
    const csv = [
      'Name,Customer,StartDate,EndDate,MaxWorkingHours,Status,ColorCode',
      ',Contoso,,,,,',
      'No customer,,,,,,',
      'Ghost,Nobody Inc,,,,,',
      'Bad start,Contoso,2025-02-30,,,,',
      'Bad end,Contoso,,31/12/2025,,,',
      'Backwards,Contoso,2025-03-01,2025-02-01,,,',
      'Hours,Contoso,,,lots,,',
      'State,Contoso,,,,paused,',
      'Colour,Contoso,,,,,red',
      'Fine,contoso,2025-01-01,2025-01-01,7.5,DONE,',
    ].join('\n');
    const { result } = await preview('projects', 'rules.csv', csv);
    expect(result.problems.map((row: { reason: string }) => row.reason)).toEqual([
      importMessages.nameRequired,
      importMessages.customerRequired,
      "Customer 'Nobody Inc' was not found",
      importMessages.startDateInvalid,
      importMessages.endDateInvalid,
      importMessages.endBeforeStart,
      importMessages.maxHoursInvalid,
      importMessages.projectStatusInvalid,
      importMessages.colorInvalid,
    ]);
    expect(result.validRows).toBe(1);
    expect(result.problems[2]).toMatchObject({
      reasonKey: 'imports.messages.customerNotFound',
      reasonParams: { name: 'Nobody Inc' },
    });
    expect(result.problems[0]).toMatchObject({ reasonKey: 'imports.messages.nameRequired', reasonParams: {} });
  });

  it('reports duplicates of existing customers and of earlier rows, ignoring case, in English and by key', async () => {
    const csv = 'Name\nnorthwind traders\nFresh\nFRESH\nOther\n';
    const { result } = await preview('customers', 'dupes.csv', csv);
    expect(result).toMatchObject({ totalRows: 4, validRows: 2, duplicateRows: 2, failedRows: 0 });
    expect(result.problems).toEqual([
      expect.objectContaining({
        rowNumber: 2,
        status: 'duplicate',
        reason: "'northwind traders' already exists",
        reasonKey: 'imports.messages.duplicateExisting',
        reasonParams: { name: 'northwind traders' },
      }),
      expect.objectContaining({
        rowNumber: 4,
        status: 'duplicate',
        reason: "'FRESH' repeats row 3",
        reasonKey: 'imports.messages.duplicateInFile',
        reasonParams: { name: 'FRESH', row: 3 },
      }),
    ]);
  });

  it('accepts 10,000 rows and refuses a file of 10,001 or 100,000 rows', async () => {
    const rows = (n: number) => `Name\n${Array.from({ length: n }, (_, i) => `Customer ${i}`).join('\n')}\n`;
    expect((await preview('customers', 'max.csv', rows(10_000))).result.totalRows).toBe(10_000);
    for (const n of [10_001, 100_000]) {
      const { response } = await preview('customers', 'long.csv', rows(n));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(importMessages.tooManyRows);
    }
  });

  it('refuses a binary file renamed .csv and a ZIP that is no workbook', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const binary = await preview('customers', 'photo.csv', png);
    expect(binary.response.statusCode).toBe(415);
    expect(binary.response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: importMessages.unsupportedFile,
    });
    const zip = await preview('customers', 'broken.xlsx', Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(zip.response.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with 413, by its declared size or while it streams', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0x61);
    const declared = await w.upload({ kind: 'customers', fileName: 'big.csv', bytes: big, dryRun: true });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: importMessages.fileTooLarge });

    const body = multipartFile({ fileName: 'big.csv', bytes: big });
    const streamed = await w.call({
      method: 'POST',
      url: '/v1/Customer/ImportCustomers?dryRun=true',
      headers: { ...body.headers, 'transfer-encoding': 'chunked' },
      payload: Readable.from([body.payload]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe(importMessages.fileTooLarge);
  });

  it('asks for a file when none is sent', async () => {
    const none = await w.call({ method: 'POST', url: '/v1/Customer/ImportCustomers?dryRun=true' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(importMessages.selectFile);
    const otherField = multipartFile({ fileName: 'x.csv', bytes: 'Name\nA\n', field: 'attachment' });
    const wrong = await w.call({ method: 'POST', url: '/v1/Customer/ImportCustomers', ...otherField });
    expect(wrong.json().message).toBe(importMessages.selectFile);
  });
});
