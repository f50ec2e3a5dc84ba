import { timelineMessages } from '@worktrail/contract';
import { AppError, forbidden, notFound } from '../../http/errors.ts';

export const activityNotFound = () => notFound(timelineMessages.activityNotFound);
export const timelineMemberNotFound = () => notFound(timelineMessages.memberNotFound);
export const offlineNotAllowed = () => forbidden(timelineMessages.offlineNotAllowed);
export const changeNotAllowed = () => forbidden(timelineMessages.changeNotAllowed);
export const activityRunning = () => new AppError({ code: 'UNPROCESSABLE', message: timelineMessages.activityRunning });
export const trackedCannotGrow = () =>
  new AppError({ code: 'UNPROCESSABLE', message: timelineMessages.trackedCannotGrow });

/** A bulk call refused because of one activity: the same code and message, and which activity it was. */
export const refusedFor = (id: string, error: AppError) =>
  new AppError({
    code: error.code,
    message: error.message,
    errors: [{ field: `ActivityIds.${id}`, message: error.message }],
  });
