import type { ImportKind } from '@worktrail/contract';
import { readCsvRows } from './import-csv.ts';
import { collectRows, type ParsedFile } from './import-rows.ts';
import { readXlsxRows } from './import-xlsx.ts';
import { emptyFile, unsupportedFile } from './imports.errors.ts';

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

/**
 * Reads an uploaded CSV or XLSX file (sniffed by its bytes, not its name) into rows keyed by template column,
 * streaming it and stopping as soon as it is refused. Refuses binaries (415), unreadable workbooks (415),
 * workbooks over the archive caps (413), files without the required columns and files over the row limit (422).
 */
export async function readImportFile({ kind, bytes }: { kind: ImportKind; bytes: Uint8Array }): Promise<ParsedFile> {
  if (bytes.length === 0) throw emptyFile();
  const { onRow, finish } = collectRows(kind);
  if (isZip(bytes)) await readXlsxRows({ bytes, onRow });
  else {
    const text = decodeText(bytes);
    if (text === undefined) throw unsupportedFile();
    readCsvRows({ text, onRow });
  }
  return finish();
}
