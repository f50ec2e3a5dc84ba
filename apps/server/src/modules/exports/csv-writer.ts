import { stringify } from 'csv-stringify/sync';
import { durationText, moneyText, wallClockText } from './export-format.ts';
import type { ExportCell, ExportColumn, ExportTable } from './export-table.ts';

/** What a spreadsheet would run as a formula (OWASP's CSV injection list): = + - @, a tab or a carriage return. */
const formulaStart = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as written: one that would start a formula gets a leading apostrophe. */
export const defuseFormula = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

function csvCell(cell: ExportCell, column: ExportColumn): string {
  if (cell === null) return '';
  switch (column.kind) {
    case 'text':
    case 'date':
      return defuseFormula(String(cell));
    case 'instant':
      return wallClockText(String(cell));
    case 'duration':
      return durationText(Number(cell), { withSeconds: true });
    case 'money':
      return moneyText(Number(cell));
    case 'percent':
    case 'number':
      return String(cell);
  }
}

/**
 * How every CSV of ours is written (RFC 4180): UTF-8 with a byte-order mark, CRLF line ends, and a field quoted when
 * it holds a comma, a quote or a line break. csv-stringify quotes a CRLF but not a lone CR or LF, which would still
 * break a row: `quoted_match` quotes those too. Shared with the streamed organisation export.
 */
export const csvOptions = { bom: true, record_delimiter: 'windows', eof: true, quoted_match: /[\r\n]/ } as const;

/**
 * The table as CSV (RFC 4180): UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8, Arabic included),
 * CRLF line ends, a field quoted when it holds a comma, a quote or a line break. Durations are `h:mm:ss` and
 * instants the member's own wall-clock time, forms spreadsheets read as times.
 */
export function writeCsv(table: ExportTable): Buffer {
  const rows = [...table.rows, ...(table.totals ? [table.totals] : [])];
  const text = stringify(
    [
      table.columns.map((column) => defuseFormula(column.header)),
      ...rows.map((row) => table.columns.map((column, index) => csvCell(row[index] ?? null, column))),
    ],
    csvOptions,
  );
  return Buffer.from(text, 'utf8');
}
