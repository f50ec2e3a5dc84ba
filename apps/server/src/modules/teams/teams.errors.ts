import { teamMessages } from '@worktrail/contract';
import { AppError, alreadyExists, notFound } from '../../http/errors.ts';

/** A team that does not exist, belongs to another organisation or lies outside the caller's scope. */
export const teamNotFound = () => notFound(teamMessages.notFound);

/** A member id that is unknown, of another organisation or outside the caller's scope. */
export const teamMemberNotFound = () => notFound(teamMessages.memberNotFound);

/** A project id that is unknown or of another organisation. */
export const teamProjectNotFound = () => notFound(teamMessages.projectNotFound);

/** Another team that is not deleted has this name. */
export const teamNameTaken = () => alreadyExists(teamMessages.alreadyExists);

/** Deleted teams are kept for the record only. */
export const deletedTeamUnchangeable = () => new AppError({ code: 'UNPROCESSABLE', message: teamMessages.deletedTeam });
