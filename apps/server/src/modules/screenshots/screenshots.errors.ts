import { screenshotMessages } from '@worktrail/contract';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.ts';
import type { DecodeFailure } from '../files/image-variants.ts';

/** Refusals of the screenshot calls, with the contract's texts. */
export const screenshotErrors = {
  fileRequired: () => validationError([{ field: 'file', message: screenshotMessages.fileRequired }]),
  fields: (errors: Array<{ field: string; message: string }>) => validationError(errors),
  malformed: () => validationError([], screenshotMessages.malformed),
  notMultipart: () => new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: screenshotMessages.notMultipart }),
  unsupportedType: () => new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: screenshotMessages.invalidFileType }),
  tooLarge: () => new AppError({ code: 'PAYLOAD_TOO_LARGE', message: screenshotMessages.fileTooLarge }),
  decode: (reason: DecodeFailure) =>
    new AppError({
      code: 'UNPROCESSABLE',
      message: reason === 'tooManyPixels' ? screenshotMessages.tooManyPixels : screenshotMessages.unreadable,
    }),
  turnedOff: () => forbidden(screenshotMessages.turnedOff),
  entryNotFound: () => notFound(screenshotMessages.entryNotFound),
  outsideEntry: () => new AppError({ code: 'UNPROCESSABLE', message: screenshotMessages.outsideEntry }),
  future: () => new AppError({ code: 'UNPROCESSABLE', message: screenshotMessages.future }),
  idTaken: () => new AppError({ code: 'ALREADY_EXISTS', message: screenshotMessages.idTaken }),
  /** Unknown, another organisation's, or outside the caller's data scope: one answer for all. */
  notFound: () => notFound(screenshotMessages.notFound),
  alreadyDeleted: () => notFound(screenshotMessages.alreadyDeleted),
  deletionPrevented: () => forbidden(screenshotMessages.deletionPrevented),
  memberNotFound: () => notFound(screenshotMessages.memberNotFound),
  linkInvalid: () => forbidden(screenshotMessages.linkInvalid),
};
