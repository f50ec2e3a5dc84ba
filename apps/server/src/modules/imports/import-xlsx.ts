import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../http/errors.ts';
import type { RowSink } from './import-rows.ts';
import { inflateEntry, openXlsxArchive } from './import-xlsx-archive.ts';
import { workbookStream } from './import-xlsx-repack.ts';
import { readSharedStrings, withinCellLimit } from './import-xlsx-shared-strings.ts';
import { unreadableFile } from './imports.errors.ts';

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

/** The cells present in a row as [position, text], column A being 0; exceljs skips the columns in between. */
function rowCells(row: ExcelJS.Row): Array<[number, string]> {
  const cells: Array<[number, string]> = [];
  row.eachCell((cell, column) => {
    cells.push([column - 1, withinCellLimit(cellText(cell.value))]);
  });
  return cells;
}

/** The part exceljs would cache shared strings from, with an object per rich-text run; we read it ourselves. */
const sharedStringsPart = 'xl/sharedStrings.xml';

async function readFirstSheet({
  source,
  sharedStrings,
  onRow,
}: {
  source: Readable;
  sharedStrings: string[];
  onRow: RowSink;
}) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // exceljs 4 looks cells of type "s" up in `sharedStrings`; set up front, the sheet also streams straight
  // through instead of waiting in a temp file for a shared strings part, which the stream leaves out.
  Object.assign(reader, { sharedStrings });
  for await (const sheet of reader) {
    for await (const row of sheet) if (onRow({ rowNumber: row.number, cells: rowCells(row) }) === 'stop') break;
    break;
  }
}

/**
 * Streams the rows of an XLSX file's first worksheet to `onRow`. The archive's sizes are checked before
 * anything is inflated and bounded while inflating (413 over the caps, 415 when unreadable or lying), and
 * everything is let go when reading ends: the inflating stream is destroyed, whoever stopped it.
 */
export async function readXlsxRows({ bytes, onRow }: { bytes: Uint8Array; onRow: RowSink }): Promise<void> {
  const archive = await openXlsxArchive(bytes);
  const { zipfile, entries } = archive;
  let source: Readable | undefined;
  try {
    const stream = workbookStream(archive);
    source = stream;
    const stringsEntry = entries.find((entry) => entry.fileName === sharedStringsPart);
    const sharedStrings = stringsEntry ? await readSharedStrings(inflateEntry({ zipfile, entry: stringsEntry })) : [];
    // exceljs pipes the source, which does not carry its errors on: they must end the read from here.
    const failed = new Promise<never>((_, reject) => stream.once('error', reject));
    await Promise.race([readFirstSheet({ source: stream, sharedStrings, onRow }), failed]);
  } catch (error) {
    throw error instanceof AppError ? error : unreadableFile();
  } finally {
    source?.destroy();
    zipfile.close();
  }
}
