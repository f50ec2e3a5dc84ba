import { Readable } from 'node:stream';
import type { Entry } from 'yauzl';
import { inflateEntry, type XlsxArchive } from './import-xlsx-archive.ts';
import { endOfCentralDirectory, localFileHeader } from './import-zip-records.ts';
import { unreadableFile } from './imports.errors.ts';

const relationships = 'xl/_rels/workbook.xml.rels';
const workbook = 'xl/workbook.xml';
const styles = 'xl/styles.xml';
const worksheet = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * The parts exceljs reads, in the order that lets it stream the sheet: relationships, workbook and styles
 * first, then the first worksheet (in archive order) alone. A workbook without the first two is 415. Shared
 * strings are left out: they are read apart (import-xlsx-shared-strings.ts) and handed to exceljs.
 */
function partsToRead(entries: readonly Entry[]): Entry[] {
  const find = (name: string) => entries.find((entry) => entry.fileName === name);
  const [rels, book] = [find(relationships), find(workbook)];
  if (!rels || !book) throw unreadableFile();
  const sheet = entries.find((entry) => worksheet.test(entry.fileName));
  return [rels, book, find(styles), sheet].filter((entry): entry is Entry => entry !== undefined);
}

async function* storedArchive({ zipfile, parts }: { zipfile: XlsxArchive['zipfile']; parts: Entry[] }) {
  for (const entry of parts) {
    const size = entry.uncompressedSize;
    yield localFileHeader({
      name: entry.fileName,
      method: 'stored',
      crc32: entry.crc32,
      compressedSize: size,
      uncompressedSize: size,
    });
    yield* inflateEntry({ zipfile, entry });
  }
  yield endOfCentralDirectory();
}

/**
 * The workbook as exceljs's streaming reader takes it: a stored (uncompressed) ZIP of only the parts it reads,
 * each inflated here within its checked, declared size. exceljs never inflates anything itself, so the sizes in
 * the original local headers (which may lie) are never trusted. A workbook without its relationships or
 * workbook part is refused here, before anything is inflated; destroying the stream stops the inflating.
 */
export function workbookStream({ zipfile, entries }: XlsxArchive): Readable {
  const parts = partsToRead(entries);
  return Readable.from(storedArchive({ zipfile, parts }), { objectMode: false });
}
