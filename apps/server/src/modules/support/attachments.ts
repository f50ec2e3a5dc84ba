import multipart from '@fastify/multipart';
import { type AttachmentType, supportLimits } from '@worktrail/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { AppError } from '../../http/errors.ts';
import { findHostileText } from '../../http/hostile-input.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { reencodeImage, sniffImage } from '../files/images.ts';
import { supportErrors } from './support.errors.ts';
import { ticketAttachments } from './support.table.ts';

/** A file as it arrived: its name as the sender gave it, and its bytes (at most the limit, see `registerTicketUploads`). */
export type IncomingFile = { fileName: string; bytes: Buffer };

/** A file checked and ready to store: its kind sniffed from its bytes, images already re-encoded. */
export type PreparedAttachment = {
  id: string;
  fileName: string;
  contentType: AttachmentType;
  bytes: Buffer;
  extension: 'webp' | 'pdf' | 'txt';
};

/** The text fields and files of a ticket form, as read by `readTicketUpload`. */
export type TicketUpload = { fields: Record<string, string>; files: IncomingFile[] };

// Room for the longest text field in UTF-8 (four bytes a character at most).
const fieldSizeBytes = supportLimits.messageMax * 4 + 1024;

/**
 * Multipart for ticket forms: one byte above the file limit so an oversized file is seen as such, one file above the
 * count so a sixth is refused by name, and a handful of fields. Memory stays bounded whatever is sent.
 */
export async function registerTicketUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: supportLimits.fileMaxBytes + 1,
      files: supportLimits.filesPerRequest + 1,
      fields: 8,
      parts: supportLimits.filesPerRequest + 9,
      fieldSize: fieldSizeBytes,
    },
  });
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

const isClientError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

/**
 * Reads a ticket form: its text fields (each checked for control characters, as JSON bodies are at the edge) and
 * every `attachmentFiles` part. Refuses a sixth file or one over 10 MB with 413 as soon as it shows, before the rest
 * of the body is read; other file fields are drained and ignored.
 */
export async function readTicketUpload(request: FastifyRequest): Promise<TicketUpload> {
  if (!request.isMultipart()) throw supportErrors.notMultipart();
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachmentFiles') {
          part.file.resume();
          continue;
        }
        if (files.length >= supportLimits.filesPerRequest) throw supportErrors.tooManyFiles();
        const bytes = await part.toBuffer();
        if (bytes.length > supportLimits.fileMaxBytes) throw supportErrors.fileTooLarge();
        files.push({ fileName: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated) throw supportErrors.malformed();
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw supportErrors.fileTooLarge();
    if (code === 'FST_FILES_LIMIT') throw supportErrors.tooManyFiles();
    // Too many parts or fields, a truncated or broken body: the sender's fault, a 4xx with its own text.
    if (code?.startsWith('FST_') || isClientError(error)) throw supportErrors.malformed();
    throw error;
  }
  const hostile = findHostileText(fields, 'body');
  if (hostile) throw supportErrors.field(hostile.field.replace(/^body\./, ''), hostile.message);
  return { fields, files };
}

// C0 controls a text or log file does not hold (tab, line and form feed, carriage return and escape are allowed).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const binaryControl = /[\u0000-\u0008\u000B\u000E-\u001A\u001C-\u001F]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

// Markup a browser would render or run (SVG, HTML, XML): text by its bytes, but not plain text (ARCHITECTURE §6).
const markup = /^\s*<(\?xml|!doctype|svg|html|head|body|script|iframe)\b/i;

/**
 * Plain text or a log: valid UTF-8 (a BOM allowed) without the control characters binary files are full of, and not
 * a document in markup.
 */
function isPlainText(bytes: Buffer): boolean {
  try {
    const text = utf8.decode(bytes);
    return !binaryControl.test(text) && !markup.test(text.replace(/^\uFEFF/, ''));
  } catch {
    return false;
  }
}

const isPdf = (bytes: Buffer) => bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-';

/** The name to show and to download under: no folders, no control characters, bounded, with the stored kind's ending. */
export function safeFileName(name: string, extension: PreparedAttachment['extension']): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001F\u007F"]/g, '')
    .trim()
    .replace(/\.[^.]*$/, '');
  const stem = (base || 'attachment').slice(0, supportLimits.fileNameMax - extension.length - 1);
  return `${stem}.${extension}`;
}

/**
 * Checks each file by its bytes and makes it safe to keep: images (JPEG, PNG, WebP) re-encoded as WebP without
 * metadata; PDF kept as sent; plain text and logs kept. Anything else is refused (415), an empty file too (400).
 */
export async function prepareAttachments(files: IncomingFile[]): Promise<PreparedAttachment[]> {
  if (files.length > supportLimits.filesPerRequest) throw supportErrors.tooManyFiles();
  const prepared: PreparedAttachment[] = [];
  for (const file of files) {
    if (file.bytes.length === 0) throw supportErrors.fileEmpty(safeFileName(file.fileName, 'txt').slice(0, -4));
    if (file.bytes.length > supportLimits.fileMaxBytes) throw supportErrors.fileTooLarge();
    const id = uuidv7();
    if (sniffImage(file.bytes)) {
      const image = await reencodeImage({ input: file.bytes, maxBytes: supportLimits.fileMaxBytes, maxSide: 4096 });
      const fileName = safeFileName(file.fileName, 'webp');
      prepared.push({ id, fileName, contentType: 'image/webp', bytes: image.data, extension: 'webp' });
    } else if (isPdf(file.bytes)) {
      const fileName = safeFileName(file.fileName, 'pdf');
      prepared.push({ id, fileName, contentType: 'application/pdf', bytes: file.bytes, extension: 'pdf' });
    } else if (isPlainText(file.bytes)) {
      const extension = /\.log$/i.test(file.fileName) ? 'log' : 'txt';
      const fileName = safeFileName(file.fileName, 'txt').replace(/\.txt$/, `.${extension}`);
      prepared.push({ id, fileName, contentType: 'text/plain', bytes: file.bytes, extension: 'txt' });
    } else {
      throw supportErrors.fileTypeUnsupported();
    }
  }
  return prepared;
}

/**
 * Stores prepared files of a ticket (or of one of its entries) in the transaction that records them, and returns
 * their blob keys. If the transaction then fails, pass the keys to `discardBlobs` so no file is left behind.
 */
export async function saveAttachments({
  tx,
  blobs,
  tenantId,
  ticketId,
  entryId,
  files,
  written,
}: {
  tx: Tx;
  blobs: BlobStore;
  tenantId: string;
  ticketId: string;
  entryId: string | null;
  files: PreparedAttachment[];
  /** Collects each key as soon as its blob is written, so the caller can remove them after a failure. */
  written: string[];
}) {
  for (const file of files) {
    const blobKey = `tenants/${tenantId}/tickets/${ticketId}/${file.id}.${file.extension}`;
    await blobs.put({ key: blobKey, data: file.bytes, contentType: file.contentType });
    written.push(blobKey);
    await tx.insert(ticketAttachments).values({
      tenantId,
      id: file.id,
      ticketId,
      entryId,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.bytes.length,
      blobKey,
    });
  }
}

/** Removes blobs written for a change that did not commit; a failure to remove is not the caller's error. */
export async function discardBlobs(blobs: BlobStore, keys: string[]) {
  await Promise.allSettled(keys.map((key) => blobs.delete(key)));
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the exact name (RFC 6266, RFC 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored file as a download only: never shown inline, never sniffed into something the browser would run,
 * never cached by a shared cache.
 */
export async function sendAttachment(
  reply: FastifyReply,
  {
    blobs,
    file,
  }: { blobs: BlobStore; file: { blobKey: string; fileName: string; contentType: string; sizeBytes: number } },
) {
  const stream = await blobs.get(file.blobKey);
  if (!stream) throw supportErrors.fileNotFound();
  return reply
    .header('content-type', file.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('content-length', String(file.sizeBytes))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(stream);
}
