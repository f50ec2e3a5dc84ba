import { settingsMessages } from '@worktrail/contract';
import { notFound } from '../../http/errors.ts';

/** A member id that is unknown, of another organisation or outside the caller's data scope. */
export const settingsMemberNotFound = () => notFound(settingsMessages.memberNotFound);

/** One or more member ids that are unknown, of another organisation or outside the caller's data scope. */
export const settingsMembersNotFound = () => notFound(settingsMessages.membersNotFound);

/** A team id that is unknown, deleted or of another organisation. */
export const settingsTeamNotFound = () => notFound(settingsMessages.teamNotFound);
