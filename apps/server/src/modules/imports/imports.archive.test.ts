import { importMessages } from '@worktrail/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateEntry, openXlsxArchive } from './import-xlsx-archive.ts';
import { type ImportsWorld, startImportsWorld } from './imports.fixture.ts';
import {
  customersWorkbook,
  repeatedPart,
  sharedStringsBomb,
  sharedStringsXml,
  sheetXml,
  spreadsheetMain,
  textPart,
  workbookParts,
  zipOf,
} from './imports.zip.fixture.ts';

let w: ImportsWorld;
beforeAll(async () => {
  w = await startImportsWorld();
});
afterAll(() => w.close());

const sheet = textPart('xl/worksheets/sheet1.xml', sheetXml([[0], [1]]));
const bombOf = (megabytes: number) => zipOf(workbookParts({ sheet, sharedStrings: sharedStringsBomb(megabytes) }));

/** Uploads a file and measures how long the server took to answer. */
async function timedUpload(bytes: Uint8Array | string, { dryRun = true, fileName = 'customers.xlsx' } = {}) {
  const started = performance.now();
  const response = await w.upload({ kind: 'customers', fileName, bytes, dryRun });
  return { response, milliseconds: performance.now() - started };
}

const expectStillImports = async () => {
  const xlsx = await timedUpload(zipOf(customersWorkbook('Initech')));
  expect(xlsx.response.statusCode).toBe(200);
  expect(xlsx.response.json().result.firstRows[0].values).toEqual({ Name: 'Initech' });
  const csv = await timedUpload('Name\nHooli\n', { fileName: 'customers.csv' });
  expect(csv.response.json().result.firstRows[0].values).toEqual({ Name: 'Hooli' });
};

describe('XLSX archives are checked before they are inflated', () => {
  it('refuses a small XLSX whose shared strings inflate to 400 MB (or one 45 MB part) with 413, at once', async () => {
    for (const megabytes of [400, 45]) {
      const bomb = bombOf(megabytes);
      expect(bomb.length).toBeLessThan(megabytes * 1024 + 64 * 1024);
      const { response, milliseconds } = await timedUpload(bomb);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: importMessages.xlsxPartTooLarge,
      });
      expect(milliseconds).toBeLessThan(3000);
    }
    await expectStillImports();
  });

  it('refuses an XLSX whose parts together inflate past 50 MB, though each is under 40 MB', async () => {
    const padding = repeatedPart({
      name: 'xl/media/padding.bin',
      head: '',
      unit: 'B'.repeat(1024 * 1024),
      times: 25,
      tail: '',
    });
    const archive = zipOf([...workbookParts({ sheet, sharedStrings: sharedStringsBomb(30) }), padding]);
    const { response } = await timedUpload(archive);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: importMessages.xlsxTooLarge });
  });

  it('refuses an XLSX that lists more than 1,000 entries with 413', async () => {
    const extras = Array.from({ length: 1_000 }, (_, index) => textPart(`customXml/item${index}.xml`, '<a/>'));
    const { response } = await timedUpload(zipOf([...customersWorkbook('Umbrella'), ...extras]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: importMessages.xlsxTooManyParts });
  });

  it('refuses an XLSX whose headers understate what a part inflates to (415), quickly, then imports as usual', async () => {
    const lying = { ...sharedStringsBomb(400), declaredSize: 64 * 1024 };
    const { response, milliseconds } = await timedUpload(zipOf(workbookParts({ sheet, sharedStrings: lying })));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: importMessages.unreadableFile });
    expect(milliseconds).toBeLessThan(3000);
    await expectStillImports();
  });

  it('refuses an XLSX whose worksheet inflates past its declared size, even after the declared bytes (415)', async () => {
    const lyingSheet = {
      ...repeatedPart({
        name: 'xl/worksheets/sheet1.xml',
        head: `<worksheet xmlns="${spreadsheetMain}"><sheetData>`,
        unit: ' '.repeat(1024 * 1024),
        times: 300,
        tail: '</sheetData></worksheet>',
      }),
      declaredSize: 8 * 1024 * 1024,
    };
    const sharedStrings = textPart('xl/sharedStrings.xml', sharedStringsXml(['Name']));
    const { response } = await timedUpload(zipOf(workbookParts({ sheet: lyingSheet, sharedStrings })));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(importMessages.unreadableFile);
  });

  it('never inflates more of a lying part than its declared size', async () => {
    const declaredSize = 64 * 1024;
    const archive = await openXlsxArchive(zipOf([{ ...sharedStringsBomb(400), declaredSize }]));
    const [entry] = archive.entries;
    if (!entry) throw new Error('the archive has no entry');
    let inflatedBytes = 0;
    const drain = async () => {
      for await (const chunk of inflateEntry({ zipfile: archive.zipfile, entry })) inflatedBytes += chunk.length;
    };
    await expect(drain()).rejects.toThrow();
    expect(inflatedBytes).toBeLessThanOrEqual(declaredSize);
    archive.zipfile.close();
  });

  it('applies the same checks to an upload that starts a background import, storing nothing', async () => {
    const before = (await w.call({ method: 'GET', url: '/api/v1/Import/GetImportHistory' })).json().result.totalCount;
    const { response } = await timedUpload(bombOf(400), { dryRun: false });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(importMessages.xlsxPartTooLarge);
    const after = (await w.call({ method: 'GET', url: '/api/v1/Import/GetImportHistory' })).json().result.totalCount;
    expect(after).toBe(before);
    expect(await w.t.app.jobs.flush()).toBe(0);
  });

  it('reads a column as far as XFD and keeps only the mapped columns of each row', async () => {
    const cell = (column: string, row: number, index: number) => `<c r="${column}${row}" t="s"><v>${index}</v></c>`;
    const wide = textPart(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${spreadsheetMain}"><sheetData>` +
        `<row r="1">${cell('A', 1, 0)}${cell('C', 1, 4)}${cell('XFD', 1, 1)}</row>` +
        `<row r="2">${cell('A', 2, 2)}${cell('C', 2, 4)}${cell('XFD', 2, 3)}</row>` +
        `<row r="3">${cell('XFC', 3, 4)}</row></sheetData></worksheet>`,
    );
    const sharedStrings = textPart('xl/sharedStrings.xml', sharedStringsXml(['Name', 'Note', 'Wide', 'far', 'x']));
    const { response } = await timedUpload(zipOf(workbookParts({ sheet: wide, sharedStrings })));
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ totalRows: 2, columns: ['Name', 'Note'] });
    expect(response.json().result.firstRows.map((row: { values: unknown }) => row.values)).toEqual([
      { Name: 'Wide', Note: 'far' },
      { Name: '', Note: '' },
    ]);
  });

  it('reads rich-text shared strings as their plain text, without phonetic hints', async () => {
    const sharedStrings = textPart(
      'xl/sharedStrings.xml',
      `<sst xmlns="${spreadsheetMain}"><si><t>Name</t></si>` +
        '<si><r><rPr><b/></rPr><t>Tokyo </t></r><r><t xml:space="preserve">Trading &amp; Co</t></r>' +
        '<rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si></sst>',
    );
    const { response } = await timedUpload(zipOf(workbookParts({ sheet, sharedStrings })));
    expect(response.json().result.firstRows[0].values).toEqual({ Name: 'Tokyo Trading & Co' });
  });

  it("cuts a cell's text at Excel's own limit of 32,767 characters", async () => {
    const long = 'L'.repeat(40_000);
    const sharedStrings = textPart('xl/sharedStrings.xml', sharedStringsXml(['Name', long]));
    const { response } = await timedUpload(zipOf(workbookParts({ sheet, sharedStrings })));
    const [row] = response.json().result.firstRows;
    expect(row.values.Name).toHaveLength(32_767);
    expect(row).toMatchObject({ status: 'failed', reason: importMessages.nameTooLong });
  });

  it('reads a workbook without shared strings, whose cells hold their text inline', async () => {
    const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const inlineSheet = textPart(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${spreadsheetMain}"><sheetData><row r="1">${inline('A1', 'Name')}</row>` +
        `<row r="2">${inline('A2', 'Soylent')}</row></sheetData></worksheet>`,
    );
    const { response } = await timedUpload(zipOf(workbookParts({ sheet: inlineSheet })));
    expect(response.statusCode).toBe(200);
    expect(response.json().result.firstRows[0].values).toEqual({ Name: 'Soylent' });
  });

  it('still imports a 10,000-row workbook saved by a spreadsheet program, under the caps', async () => {
    const workbook = new ExcelJS.Workbook();
    const customers = workbook.addWorksheet('Customers');
    customers.addRow(['Name', 'Note', 'Status']);
    const note = 'Key account; invoices go to the finance team, copies to the project lead. '.repeat(4);
    for (let index = 0; index < 10_000; index += 1)
      customers.addRow([`Customer ${index}`, `${note}${index}`, 'active']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { response } = await timedUpload(bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ totalRows: 10_000, validRows: 10_000 });
  });
});
