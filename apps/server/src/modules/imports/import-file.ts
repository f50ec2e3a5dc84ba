import { Readable } from 'node:stream';
import { type ImportKind, importColumns, importLimits } from '@worktrail/contract';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { emptyFile, missingColumns, tooManyRows, unreadableFile, unsupportedFile } from './imports.errors.ts';

/** One data row of a file: its row number (the header is row 1) and its cells by template column name. */
export type ParsedRow = { rowNumber: number; values: Record<string, string> };
export type ParsedFile = { columns: string[]; rows: ParsedRow[] };

/** Header spellings accepted for each template column, compared without case, spaces, underscores or dashes. */
const aliases: Record<string, readonly string[]> = {
  Name: ['name', 'customername', 'projectname'],
  Note: ['note', 'notes'],
  Status: ['status'],
  Customer: ['customer', 'customername'],
  Description: ['description'],
  StartDate: ['startdate'],
  EndDate: ['enddate'],
  MaxWorkingHours: ['maxworkinghours', 'maxhours'],
  ColorCode: ['colorcode', 'colourcode', 'color', 'colour'],
};

const normaliseHeader = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** Which template column each header cell is (undefined: ignored), or the whole file is refused. */
function mapHeader(kind: ImportKind, header: string[]): Array<string | undefined> {
  const { required, optional } = importColumns[kind];
  const known: string[] = [...required, ...optional];
  const taken = new Set<string>();
  const mapped = header.map((cell) => {
    const normalised = normaliseHeader(cell);
    // "Customer name" names the customer in a projects file but is the name itself in a customers file.
    const column =
      kind === 'projects' && normalised === 'customername'
        ? 'Customer'
        : known.find((name) => aliases[name]?.includes(normalised));
    if (!column || taken.has(column)) return undefined;
    taken.add(column);
    return column;
  });
  const missing = required.filter((column) => !taken.has(column));
  if (missing.length > 0) throw missingColumns(missing);
  return mapped;
}

/** Control characters other than tab, line feed, vertical tab, form feed and carriage return: a binary file. */
function hasBinaryControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && (code < 0x09 || code > 0x0d)) return true;
  }
  return false;
}

/** A file's text: UTF-16 by its BOM, UTF-8 when valid, else Windows-1252; undefined when it is not text at all. */
export function decodeText(bytes: Uint8Array): string | undefined {
  const [b0, b1, b2] = bytes;
  let text: string;
  if (b0 === 0xff && b1 === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (b0 === 0xfe && b1 === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
    if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf && text.startsWith('\uFEFF')) text = text.slice(1);
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  return hasBinaryControl(text) ? undefined : text;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Rows of cells as strings, the header first, never more than the header and `maxRows + 1` data rows. */
type Table = { header: string[]; rows: Array<{ rowNumber: number; cells: string[] }> };

function readCsv(text: string): Table {
  let header: string[] | undefined;
  const rows: Table['rows'] = [];
  let records = 0;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      records += 1;
      if (!header) header = result.data;
      else rows.push({ rowNumber: records, cells: result.data });
      // Stop reading as soon as the file is known to be too long: memory stays bounded.
      if (rows.length > importLimits.maxRows) parser.abort();
    },
  });
  if (!header) throw emptyFile();
  return { header, rows };
}

/** The text of an XLSX cell value; formulas come back as `=formula` so they are refused, never evaluated. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    return `=${formula ?? ''}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

async function readXlsx(bytes: Uint8Array): Promise<Table> {
  let header: string[] | undefined;
  const rows: Table['rows'] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    // The first worksheet only; reading stops once the file is known to be too long.
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, index) =>
          cellText(values[index + 1] as ExcelJS.CellValue),
        );
        if (!header) {
          if (cells.every((cell) => cell.trim() === '')) continue;
          header = cells;
        } else if (cells.some((cell) => cell.trim() !== '')) {
          rows.push({ rowNumber: row.number, cells });
          if (rows.length > importLimits.maxRows) break;
        }
      }
      break;
    }
  } catch {
    throw unreadableFile();
  }
  if (!header) throw emptyFile();
  return { header, rows };
}

/**
 * Reads an uploaded CSV or XLSX file (sniffed by its bytes, not its name) into rows keyed by template column.
 * Refuses binaries (415), unreadable workbooks, files without the required columns and files over the row limit.
 */
export async function readImportFile({ kind, bytes }: { kind: ImportKind; bytes: Uint8Array }): Promise<ParsedFile> {
  if (bytes.length === 0) throw emptyFile();
  let table: Table;
  if (isZip(bytes)) table = await readXlsx(bytes);
  else {
    const text = decodeText(bytes);
    if (text === undefined) throw unsupportedFile();
    table = readCsv(text);
  }
  const columnsOfHeader = mapHeader(
    kind,
    table.header.map((cell) => cell.trim()),
  );
  if (table.rows.length > importLimits.maxRows) throw tooManyRows();
  const rows = table.rows
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ rowNumber, cells }) => {
      const values: Record<string, string> = {};
      columnsOfHeader.forEach((column, index) => {
        if (column) values[column] = cells[index] ?? '';
      });
      return { rowNumber, values };
    });
  return { columns: columnsOfHeader.filter((column): column is string => column !== undefined), rows };
}
