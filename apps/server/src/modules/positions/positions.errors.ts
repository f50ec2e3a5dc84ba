import { structureMessages, structureMessageWithCount } from '@worktrail/contract';
import { AppError, alreadyExists, notFound } from '../../http/errors.ts';

export const positionExists = () => alreadyExists(structureMessages.positionExists);

export const positionNotFound = () => notFound(structureMessages.positionNotFound);

/** A position still held by members cannot go; the message says by how many. */
export const positionInUse = (count: number) =>
  new AppError({ code: 'IN_USE', message: structureMessageWithCount(structureMessages.positionInUse, count) });
