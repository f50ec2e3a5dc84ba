import { importLimits } from '@worktrail/contract';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../http/errors.ts';
import { unreadableFile, xlsxPartTooLarge, xlsxTooLarge, xlsxTooManyParts } from './imports.errors.ts';

/** An XLSX archive whose directory passed the limits; no part of it has been inflated yet. */
export type XlsxArchive = { zipfile: ZipFile; entries: Entry[] };

/** The bytes as a Buffer over the same memory, so a 10 MB upload is not copied. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Opens an XLSX (a ZIP) by its central directory and refuses it before anything is inflated when it lists too
 * many entries (413), one entry larger than the per-part cap (413) or more than the total cap (413) once
 * inflated, or is no readable ZIP at all (415).
 */
export async function openXlsxArchive(bytes: Uint8Array): Promise<XlsxArchive> {
  let zipfile: ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(asBuffer(bytes), { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw unreadableFile();
  }
  try {
    if (zipfile.entryCount > importLimits.maxXlsxParts) throw xlsxTooManyParts();
    const entries: Entry[] = [];
    let totalBytes = 0;
    for await (const entry of zipfile.eachEntry()) {
      if (entry.uncompressedSize > importLimits.maxXlsxPartBytes) throw xlsxPartTooLarge();
      totalBytes += entry.uncompressedSize;
      if (totalBytes > importLimits.maxXlsxUncompressedBytes) throw xlsxTooLarge();
      entries.push(entry);
    }
    return { zipfile, entries };
  } catch (error) {
    zipfile.close();
    throw error instanceof AppError ? error : unreadableFile();
  }
}

/**
 * One entry's inflated bytes, chunk by chunk. yauzl fails the stream as soon as more bytes come out than the
 * directory declared (or fewer by the end), so a lying archive never inflates past the caps checked above.
 * The last chunk is held back until the stream has ended at its declared size, so a reader never completes a
 * part whose size was a lie.
 */
export async function* inflateEntry({ zipfile, entry }: { zipfile: ZipFile; entry: Entry }): AsyncGenerator<Buffer> {
  const stream = await zipfile.openReadStreamPromise(entry);
  let inflatedBytes = 0;
  let held: Buffer | undefined;
  try {
    for await (const chunk of stream) {
      const bytes: Buffer = chunk;
      inflatedBytes += bytes.length;
      // A second lock behind yauzl's own check, so the bound holds whatever the library does.
      if (inflatedBytes > entry.uncompressedSize) throw new Error(`${entry.fileName} inflates past its size`);
      if (held) yield held;
      held = bytes;
    }
    if (held) yield held;
  } finally {
    stream.destroy();
  }
}
