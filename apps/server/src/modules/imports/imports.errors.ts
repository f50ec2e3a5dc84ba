import { importMessages } from '@worktrail/contract';
import { AppError, keyedError, notFound, validationError } from '../../http/errors.ts';

/** No file in the upload (§5: a file must be chosen). */
export const fileRequired = () =>
  validationError([{ field: 'file', message: importMessages.selectFile }], importMessages.selectFile);

export const fileTooLarge = () => new AppError({ code: 'PAYLOAD_TOO_LARGE', message: importMessages.fileTooLarge });

/** A file that is neither CSV text nor an XLSX workbook (a binary renamed `.csv`, an image…). */
export const unsupportedFile = () =>
  new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: importMessages.unsupportedFile });

/** A ZIP that is not a readable workbook. */
export const unreadableFile = () =>
  new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: importMessages.unreadableFile });

/** An XLSX whose parts together would inflate past the cap, refused before any of them is inflated. */
export const xlsxTooLarge = () => new AppError({ code: 'PAYLOAD_TOO_LARGE', message: importMessages.xlsxTooLarge });

/** An XLSX with one part (a sheet, its shared strings) that would inflate past the per-part cap. */
export const xlsxPartTooLarge = () =>
  new AppError({ code: 'PAYLOAD_TOO_LARGE', message: importMessages.xlsxPartTooLarge });

/** An XLSX whose directory lists more entries than any workbook needs. */
export const xlsxTooManyParts = () =>
  new AppError({ code: 'PAYLOAD_TOO_LARGE', message: importMessages.xlsxTooManyParts });

export const tooManyRows = () => new AppError({ code: 'UNPROCESSABLE', message: importMessages.tooManyRows });

export const emptyFile = () => new AppError({ code: 'UNPROCESSABLE', message: importMessages.emptyFile });

export const missingColumns = (columns: readonly string[]) =>
  keyedError({
    code: 'UNPROCESSABLE',
    key: 'imports.messages.missingColumns',
    params: { columns: columns.join(', ') },
  });

export const importNotFound = () => notFound(importMessages.notFound);
