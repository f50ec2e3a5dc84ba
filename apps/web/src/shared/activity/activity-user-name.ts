import type { ActivityUser } from '@worktrail/contract';

/** The name to show for an activity user: the name, else the e-mail. */
export const activityUserName = (user: ActivityUser) => user.name.trim() || user.email;
