import { profileMessages } from '@worktrail/contract';
import { notFound, validationError } from '../../http/errors.ts';

/** No picture for that person, or a person who shares no organisation with the caller: one answer for both. */
export const pictureNotFound = () => notFound(profileMessages.pictureNotFound);

/** A picture upload without a `file` part. */
export const pictureFileRequired = () => validationError([{ field: 'file', message: profileMessages.fileRequired }]);
