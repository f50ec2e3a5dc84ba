import { structureMessages } from '@worktrail/contract';
import { alreadyExists, keyedError, notFound } from '../../http/errors.ts';

export const positionExists = () => alreadyExists(structureMessages.positionExists);

export const positionNotFound = () => notFound(structureMessages.positionNotFound);

/** A position still held by members cannot go; the message says by how many. */
export const positionInUse = (count: number) =>
  keyedError({ code: 'IN_USE', key: 'structure.messages.positionInUse', params: { count } });
