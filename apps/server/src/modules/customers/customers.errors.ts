import { customerMessages } from '@worktrail/contract';
import { alreadyExists, keyedError, notFound, validationError } from '../../http/errors.ts';

/** An unknown customer id, or one of another organisation: the same answer for both. */
export const customerNotFound = () => notFound(customerMessages.notFound);

/** Another customer of the organisation already has this name, ignoring case. */
export const customerNameTaken = () => alreadyExists(customerMessages.alreadyExists);

/** A customer with projects is not deleted; the message says how many. */
export const customerInUse = (projectCount: number) =>
  keyedError({ code: 'IN_USE', key: 'customers.messages.inUse', params: { count: projectCount } });

/** `CreateOrUpdate` with an id but without the stamp the caller read. */
export const customerStampRequired = () =>
  validationError([{ field: 'body.concurrencyStamp', message: customerMessages.stampRequired }]);
