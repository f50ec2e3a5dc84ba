import { structureMessages } from '@worktrail/contract';
import { alreadyExists, keyedError, notFound } from '../../http/errors.ts';

export const departmentExists = () => alreadyExists(structureMessages.departmentExists);

export const departmentNotFound = () => notFound(structureMessages.departmentNotFound);

/** A department still used by members cannot go; the message says by how many. */
export const departmentInUse = (count: number) =>
  keyedError({ code: 'IN_USE', key: 'structure.messages.departmentInUse', params: { count } });
