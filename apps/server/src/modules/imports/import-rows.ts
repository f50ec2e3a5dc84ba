import { type ImportKind, importColumns, importLimits } from '@worktrail/contract';
import { emptyFile, missingColumns, tooManyRows } from './imports.errors.ts';

/** One data row of a file: its row number (the header is row 1) and its cells by template column name. */
export type ParsedRow = { rowNumber: number; values: Record<string, string> };
export type ParsedFile = { columns: string[]; rows: ParsedRow[] };

/** A row as a reader sees it: its cells present in the file as [position, text] (column A is 0), in order. */
export type SheetRow = { rowNumber: number; cells: Iterable<readonly [number, string]> };
/** Takes each row in file order and says whether the reader should go on. */
export type RowSink = (row: SheetRow) => 'more' | 'stop';

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

/** The header's cells, densely: gaps between the cells present are empty. */
function headerCells(cells: SheetRow['cells']): string[] {
  const header: string[] = [];
  for (const [index, text] of cells) header[index] = text.trim();
  return Array.from(header, (cell) => cell ?? '');
}

/**
 * Collects a file's rows as a reader streams them: the first non-blank row is the header (refused at once
 * without the required columns), blank rows are skipped, and only the cells of mapped columns are kept, in one
 * pass over the cells present, so a row that reaches column XFD costs no more than a narrow one here.
 * Reading stops at the first row over the limit.
 */
export function collectRows(kind: ImportKind): { onRow: RowSink; finish: () => ParsedFile } {
  let columnAt: Map<number, string> | undefined;
  const rows: ParsedRow[] = [];
  let overLimit = false;

  const onRow: RowSink = ({ rowNumber, cells }) => {
    if (!columnAt) {
      const header = headerCells(cells);
      if (header.every((cell) => cell === '')) return 'more';
      const mapped = mapHeader(kind, header);
      columnAt = new Map(mapped.flatMap((column, index): Array<[number, string]> => (column ? [[index, column]] : [])));
      return 'more';
    }
    const values: Record<string, string> = Object.fromEntries([...columnAt.values()].map((column) => [column, '']));
    let blank = true;
    for (const [index, text] of cells) {
      if (text.trim() !== '') blank = false;
      const column = columnAt.get(index);
      if (column) values[column] = text;
    }
    if (blank) return 'more';
    if (rows.length === importLimits.maxRows) {
      overLimit = true;
      return 'stop';
    }
    rows.push({ rowNumber, values });
    return 'more';
  };

  const finish = (): ParsedFile => {
    if (!columnAt) throw emptyFile();
    if (overLimit) throw tooManyRows();
    return { columns: [...columnAt.values()], rows };
  };
  return { onRow, finish };
}
