import { profileMessages } from '@worktrail/contract';
import { AppError } from '../../http/errors.ts';

/** Refusals of an uploaded image (§5, §8): wrong type 415, too many bytes 413, too many pixels or damaged 422. */
export const imageErrors = {
  unsupportedType: () => new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: profileMessages.invalidFileType }),
  tooLarge: () => new AppError({ code: 'PAYLOAD_TOO_LARGE', message: profileMessages.fileTooLarge }),
  tooManyPixels: () => new AppError({ code: 'UNPROCESSABLE', message: profileMessages.imageTooManyPixels }),
  unreadable: () => new AppError({ code: 'UNPROCESSABLE', message: profileMessages.imageUnreadable }),
};
