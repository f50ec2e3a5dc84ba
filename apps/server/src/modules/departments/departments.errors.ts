import { structureMessages, structureMessageWithCount } from '@worktrail/contract';
import { AppError, alreadyExists, notFound } from '../../http/errors.ts';

export const departmentExists = () => alreadyExists(structureMessages.departmentExists);

export const departmentNotFound = () => notFound(structureMessages.departmentNotFound);

/** A department still used by members cannot go; the message says by how many. */
export const departmentInUse = (count: number) =>
  new AppError({ code: 'IN_USE', message: structureMessageWithCount(structureMessages.departmentInUse, count) });
