import { importLimits } from '@worktrail/contract';
import type { FastifyRequest } from 'fastify';
import { fileRequired, fileTooLarge } from './imports.errors.ts';
import type { Upload } from './imports.service.ts';

/** Room for the multipart boundaries and headers around the file itself. */
const envelopeBytes = 64 * 1024;

/** Refuses an upload whose declared size is already over the limit, before a byte of it is read. */
export function refuseDeclaredOversize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > importLimits.maxFileBytes + envelopeBytes) throw fileTooLarge();
}

/**
 * The uploaded `file` part, read into memory up to the 10 MB limit; a longer stream is cut off there and
 * refused (413), so memory stays bounded whatever size is sent.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw fileRequired();
  const part = await request.file({ limits: { fileSize: importLimits.maxFileBytes, files: 1 } });
  if (part?.fieldname !== 'file' || part.filename === '') throw fileRequired();
  try {
    const bytes = await part.toBuffer();
    return { fileName: part.filename.slice(0, 255), bytes };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw error;
  }
}
