import type { ActivityUser } from '@worktrail/contract';
import { displayName } from '../members/members.presenter.ts';
import { pictureUrl } from '../profile/profile.presenter.ts';
import type { ActivityUserRow } from './activity-users.repository.ts';

/** One member of the picker: the zone their days are counted in, whether they are online, whether it is the caller. */
export function presentActivityUser({
  row,
  timeZone,
  isOnline,
  isSelf,
}: {
  row: ActivityUserRow;
  timeZone: string;
  isOnline: boolean;
  isSelf: boolean;
}): ActivityUser {
  return {
    userId: row.id,
    name: displayName(row, { showEmail: true }),
    email: row.email,
    profilePic: pictureUrl({ userId: row.userId, pictureKey: row.pictureKey }),
    timeZone,
    isOnline,
    isSelf,
    status: row.status,
  };
}
