import { trackerMessages } from '@worktrail/contract';
import { AppError, notFound } from '../../http/errors.ts';

/** The agent's entry id is not one of the member's tracked entries (another member's, another organisation's). */
export const trackerEntryNotFound = () => notFound(trackerMessages.entryNotFound);

/** The agent generated an id another member's entry already has. */
export const trackerEntryIdTaken = () =>
  new AppError({ code: 'ALREADY_EXISTS', message: trackerMessages.entryIdTaken });

/** The member already has a running entry. */
export const trackerAlreadyRunning = () =>
  new AppError({ code: 'ALREADY_EXISTS', message: trackerMessages.alreadyRunning });

/** Stop was sent again with another end time. */
export const trackerAlreadyStopped = () =>
  new AppError({ code: 'UNPROCESSABLE', message: trackerMessages.alreadyStopped });

/** The end time would leave uploaded slots outside the entry. */
export const trackerEndBeforeSlots = () =>
  new AppError({ code: 'UNPROCESSABLE', message: trackerMessages.endBeforeSlots });
