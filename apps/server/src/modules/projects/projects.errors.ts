import { projectMessages } from '@worktrail/contract';
import { AppError, notFound, validationError } from '../../http/errors.ts';

/** A project of another organisation, or none: one answer, so ids cannot be probed. */
export const projectNotFound = () => notFound(projectMessages.notFound);

/** The customer named by a project is not one of the organisation's. */
export const projectCustomerNotFound = () => notFound(projectMessages.customerNotFound);

/** Some of the members named are outside the organisation or the caller's data scope. */
export const projectMembersNotFound = () => notFound(projectMessages.membersNotFound);

/** The member asked about is outside the organisation or the caller's data scope. */
export const projectMemberNotFound = () => notFound(projectMessages.memberNotFound);

/** Another project of the organisation has this name (case ignored). */
export const projectNameTaken = (field: string) =>
  new AppError({
    code: 'ALREADY_EXISTS',
    message: projectMessages.alreadyExists,
    errors: [{ field, message: projectMessages.alreadyExists }],
  });

/** §8: a project with tracked time, running or finished, stays. */
export const projectHasActivities = () =>
  new AppError({ code: 'PROJECT_HAS_ACTIVITIES', message: projectMessages.hasActivities });

/** §5: the member calls need `?projectId=`. */
export const projectIdRequired = () =>
  validationError(
    [{ field: 'query.projectId', message: projectMessages.projectIdRequired }],
    projectMessages.projectIdRequired,
  );

/** The end date lies before the start date (§5). */
export const projectDatesOutOfOrder = (field: string) =>
  validationError([{ field, message: projectMessages.endAfterStart }], projectMessages.endAfterStart);
