import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client.ts';
import { csvOptions } from '../exports/csv-writer.ts';
import { cellText, type DataExportFile } from './data-export.files.ts';

/**
 * Writes the files into one ZIP as a stream: each file's rows are read a batch at a time, turned into CSV (the
 * report exports' RFC 4180 options: BOM, CRLF, quoting) and deflated as they come, so only one batch of rows and
 * the compressed bytes are ever held. `onFileDone` is called after each file with how many are done.
 */
export async function writeDataExportZip({
  db,
  tenantId,
  files,
  modifiedAt,
  onFileDone,
}: {
  db: Db;
  tenantId: string;
  files: DataExportFile[];
  modifiedAt: Date;
  onFileDone: (done: number) => Promise<void>;
}): Promise<Buffer> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zipped = finished(output);

  for (const [index, file] of files.entries()) {
    const csv = stringify(csvOptions);
    zip.addReadStream(csv, file.name, { mtime: modifiedAt });
    try {
      await writeRows(csv, [file.header]);
      for await (const rows of file.batches({ db, tenantId })) await writeRows(csv, rows.map(toTexts));
      csv.end();
      // Done once the ZIP has read all of it: files are written one after another.
      await finished(csv);
    } catch (error) {
      csv.destroy();
      output.destroy();
      await zipped.catch(() => undefined);
      throw error;
    }
    await onFileDone(index + 1);
  }
  zip.end();
  await zipped;
  return Buffer.concat(chunks);
}

const toTexts = (row: Parameters<typeof cellText>[0][]) => row.map(cellText);

/** Writes rows into the CSV stream, waiting whenever the ZIP has not caught up. */
async function writeRows(csv: ReturnType<typeof stringify>, rows: string[][]) {
  for (const row of rows) if (!csv.write(row)) await once(csv, 'drain');
}
