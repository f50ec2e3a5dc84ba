import { PassThrough } from 'node:stream';
import { fillMessage } from '@worktrail/contract';
import ExcelJS from 'exceljs';
import { wallClock } from './export-format.ts';
import type { ColumnKind, ExportCell, ExportColumn, ExportDocument } from './export-table.ts';
import { exportWords } from './export-words.ts';

const secondsPerDay = 86_400;

/** Each kind's number format: durations as days shown in hours past 24, dates and times as dates. */
const numberFormats: Partial<Record<ColumnKind, string>> = {
  date: 'yyyy-mm-dd',
  instant: 'yyyy-mm-dd hh:mm',
  duration: '[h]:mm',
  money: '#,##0.00',
};

const widths: Record<ColumnKind, number> = {
  text: 28,
  date: 12,
  instant: 17,
  duration: 11,
  percent: 10,
  number: 10,
  money: 14,
};

/** A calendar date or wall-clock time as the date a spreadsheet shows as written: spreadsheets know no zones. */
const asWallDate = (parts: string[]) => {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute, second));
};

function xlsxCell(cell: ExportCell, column: ExportColumn): ExcelJS.CellValue {
  if (cell === null) return null;
  switch (column.kind) {
    case 'text':
      return String(cell);
    case 'date':
      return asWallDate(String(cell).split('-'));
    case 'instant':
      return asWallDate(wallClock(String(cell)).parts);
    case 'duration':
      return Number(cell) / secondsPerDay;
    case 'percent':
      return Number(cell) / 100;
    case 'money':
    case 'number':
      return Number(cell);
  }
}

/** Whole percents as `45%`, one decimal where any value has one (pie shares). */
const percentFormat = (rows: ExportCell[][], index: number) =>
  rows.some((row) => typeof row[index] === 'number' && !Number.isInteger(row[index])) ? '0.0%' : '0%';

/**
 * The report as an XLSX workbook, written as a stream so a large export never holds the whole sheet as objects:
 * the table on the first sheet (bold, frozen header row; right to left in Arabic) with typed cells — durations
 * as numbers of days formatted `[h]:mm`, dates and times as dates, percents as fractions formatted `0%` — and
 * a second sheet saying what the report is: title, period, filters and the basis of days.
 */
export async function writeXlsx(document: ExportDocument): Promise<Buffer> {
  const { table, lang } = document;
  const words = exportWords(lang);
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: true });
  const rightToLeft = lang === 'ar';
  const views = [{ state: 'frozen' as const, ySplit: 1, rightToLeft }];

  const sheet = workbook.addWorksheet(sheetName(document.title), { views });
  const allRows = [...table.rows, ...(table.totals ? [table.totals] : [])];
  sheet.columns = table.columns.map((column, index) => ({
    header: column.header,
    width: Math.max(widths[column.kind], Math.min(40, column.header.length + 2)),
    style: { numFmt: column.kind === 'percent' ? percentFormat(allRows, index) : numberFormats[column.kind] },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of table.rows)
    sheet.addRow(table.columns.map((column, i) => xlsxCell(row[i] ?? null, column))).commit();
  if (table.totals) {
    const totals = table.totals;
    const added = sheet.addRow(table.columns.map((column, i) => xlsxCell(totals[i] ?? null, column)));
    added.font = { bold: true };
    added.commit();
  }
  sheet.commit();

  const about = workbook.addWorksheet(sheetName(words.meta.details), { views: [{ rightToLeft }] });
  about.columns = [{ width: 24 }, { width: 60 }];
  for (const [label, value] of [
    [words.meta.details, document.title],
    [words.meta.period, fillMessage(words.meta.periodValue, { from: document.fromDate, to: document.toDate })],
    ...document.filters.map((filter) => [filter.label, filter.value] as const),
    [words.meta.rows, String(table.rows.length)],
    ['', words.meta.basis],
  ] as const)
    about.addRow([label, value]).commit();
  about.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (text: string) => text.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
