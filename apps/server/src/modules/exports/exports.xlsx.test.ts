import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportWords } from './export-words.ts';
import { sampleDocument } from './exports.fixture.ts';
import { writeXlsx } from './xlsx-writer.ts';

/**
 * A cell's stored number: exceljs hands back a number formatted with hours (`[h]:mm`) as a date counted from
 * Excel's day 0, 1899-12-30.
 */
const serial = (value: ExcelJS.CellValue | undefined) =>
  value instanceof Date ? (value.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : value;

async function readBack(lang: 'en' | 'ar') {
  const workbook = new ExcelJS.Workbook();
  const bytes = await writeXlsx(sampleDocument(lang));
  // exceljs's types want an ArrayBuffer; it reads a Node buffer as well.
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('the XLSX export', () => {
  it('types each cell: durations as days in [h]:mm, dates and times as dates, percents as fractions', async () => {
    const sheet = (await readBack('en')).worksheets[0];
    const cell = (row: number, column: number) => sheet?.getRow(row).getCell(column);
    expect(cell(2, 1)?.value).toBe('سارة أحمد');
    expect(cell(2, 2)?.value).toEqual(new Date(Date.UTC(2026, 9, 1)));
    expect(cell(2, 2)?.numFmt).toBe('yyyy-mm-dd');
    // The member's own wall-clock time: a spreadsheet has no zones, so 09:05 in their zone shows as 09:05.
    expect(cell(2, 3)?.value).toEqual(new Date(Date.UTC(2026, 9, 1, 9, 5)));
    expect(cell(2, 3)?.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(serial(cell(2, 4)?.value)).toBeCloseTo((37 * 3600 + 5 * 60) / 86_400, 10);
    expect(cell(2, 4)?.numFmt).toBe('[h]:mm');
    expect(cell(2, 5)?.value).toBe(0.45);
    expect(cell(2, 5)?.numFmt).toBe('0%');
    expect(cell(2, 6)?.value).toBe(1234.5);
    expect(cell(2, 6)?.numFmt).toBe('#,##0.00');
    // Text is text in a workbook: a formula-looking name is stored as a string, never as a formula.
    expect(cell(4, 1)?.value).toBe('=HYPERLINK("http://x")');
    expect(cell(4, 1)?.type).toBe(ExcelJS.ValueType.String);
    expect(cell(4, 3)?.value).toBeNull();
  });

  it('makes the header row bold and frozen, and the totals row bold', async () => {
    const sheet = (await readBack('en')).worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Member');
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(5).getCell(1).value).toBe('Total');
    expect(sheet?.getRow(5).getCell(1).font?.bold).toBe(true);
    expect(serial(sheet?.getRow(5).getCell(4).value)).toBeCloseTo((38 * 3600 + 5 * 60 + 59) / 86_400, 10);
    expect(sheet?.rowCount).toBe(5);
  });

  it('says what the report is on a second sheet, and reads right to left in Arabic', async () => {
    const workbook = await readBack('ar');
    const words = exportWords('ar');
    const [table, about] = workbook.worksheets;
    expect(table?.name).toBe(words.titles.attendance);
    expect(table?.views[0]).toMatchObject({ rightToLeft: true });
    expect(table?.getRow(1).getCell(1).value).toBe(words.columns.member);
    const aboutTexts = about
      ?.getSheetValues()
      .flat()
      .filter((value) => typeof value === 'string');
    expect(aboutTexts).toEqual(
      expect.arrayContaining([words.titles.attendance, 'من 2026-10-01 إلى 2026-10-31', words.meta.basis]),
    );
  });
});
