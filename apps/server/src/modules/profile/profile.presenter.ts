import { dateFormats, type Preferences, type Profile, profileEndpoints, type RoleKey } from '@worktrail/contract';
import type { UserRow } from '../users/users.repository.ts';

/** The picture's URL; the key's file name makes each picture its own URL, so caches never show an old one. */
export function pictureUrl({ userId, pictureKey }: { userId: string; pictureKey: string | null }): string | null {
  if (!pictureKey) return null;
  const version = pictureKey.slice(pictureKey.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/, '');
  return `${profileEndpoints.picture.path}?userId=${userId}&v=${version}`;
}

/** My Profile from the account and the membership it is read in. */
export function presentProfile({
  user,
  membership,
  role,
}: {
  user: UserRow;
  membership: { phone: string | null; country: string | null; timeZone: string | null; organisationName: string };
  role: RoleKey;
}): Profile {
  return {
    userId: user.id,
    email: user.email,
    name: user.givenName,
    surname: user.familyName,
    phone: membership.phone,
    country: membership.country,
    timeZone: membership.timeZone,
    profileImageUrl: pictureUrl({ userId: user.id, pictureKey: user.pictureKey }),
    role,
    organisationName: membership.organisationName,
  };
}

/** My Settings from the account. */
export function presentPreferences(user: UserRow): Preferences {
  return {
    language: user.locale === 'ar' ? 'ar' : 'en',
    dateFormat: dateFormats.find((format) => format === user.dateFormat) ?? 'DD/MM/YYYY',
    timeFormat: user.timeFormat,
    weekStart: user.weekStart,
  };
}
