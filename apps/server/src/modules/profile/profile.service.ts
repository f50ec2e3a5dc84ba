import type { Readable } from 'node:stream';
import {
  type Preferences,
  type Profile,
  type ProfilePicture,
  profileImageMaxBytes,
  type RoleKey,
  roleKeys,
  type UpdateProfile,
} from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { reencodeImage } from '../files/images.ts';
import { withZoneChange } from '../time/zone-change.ts';
import {
  findUserById,
  replacePictureKey,
  setUserNames,
  setUserPreferences,
  type UserRow,
} from '../users/users.repository.ts';
import { pictureNotFound } from './profile.errors.ts';
import { pictureUrl, presentPreferences, presentProfile } from './profile.presenter.ts';
import { findOwnMembership, isUserInTenant, updateOwnMembership } from './profile.repository.ts';

export type ProfileDeps = { db: Db; clock: Clock; blobs: BlobStore };

/** The side of a profile picture, a square. */
const pictureSide = 512;

const roleOf = (auth: AuthContext): RoleKey => roleKeys.find((key) => key === auth.roleKey) ?? 'employee';

async function requireUser(tx: Tx, userId: string): Promise<UserRow> {
  const user = await findUserById({ tx, userId });
  if (!user) throw new Error(`signed-in user ${userId} has no account`);
  return user;
}

async function readProfile(tx: Tx, auth: AuthContext): Promise<Profile> {
  const user = await requireUser(tx, auth.userId);
  const membership = await findOwnMembership({ tx, tenantId: auth.tenantId, memberId: auth.memberId });
  if (!membership) throw new Error(`member ${auth.memberId} of a valid token is missing`);
  return presentProfile({ user, membership, role: roleOf(auth) });
}

/** My Profile: the account's names and e-mail, and phone, country and time zone of the current membership. */
export function getProfile({ deps: { db }, auth }: { deps: ProfileDeps; auth: AuthContext }): Promise<Profile> {
  return inTenant({ db, tenantId: auth.tenantId }, (tx) => readProfile(tx, auth));
}

/**
 * Saves My Profile: the account's names (the organisation's own record of them is cleared, so the new name shows
 * there) and the current membership's phone, country and time zone. Other memberships keep theirs.
 */
export function updateProfile({
  deps: { db, clock },
  auth,
  request,
}: {
  deps: ProfileDeps;
  auth: AuthContext;
  request: UpdateProfile;
}): Promise<Profile> {
  const { tenantId, memberId, userId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    await setUserNames({ tx, userId, name: request.name, surname: request.surname });
    const changes = { phone: request.phone, country: request.country, timeZone: request.timeZone };
    // A new time zone moves every local day of the member: their rollups are rewritten in this transaction.
    await withZoneChange({ tx, tenantId, memberId }, () =>
      updateOwnMembership({ tx, tenantId, memberId, changes, now: clock.now() }),
    );
    return readProfile(tx, auth);
  });
}

/**
 * Replaces the person's picture: the upload is checked and re-encoded first (nothing changes if it is refused),
 * stored under a new key, and the old picture's blob removed once the account points at the new one.
 */
export async function updateProfilePicture({
  deps: { db, blobs },
  auth,
  input,
}: {
  deps: ProfileDeps;
  auth: AuthContext;
  input: Buffer;
}): Promise<ProfilePicture> {
  const image = await reencodeImage({ input, maxBytes: profileImageMaxBytes, maxSide: pictureSide, fit: 'cover' });
  const key = `users/${auth.userId}/pictures/${uuidv7()}.webp`;
  await blobs.put({ key, data: image.data, contentType: image.contentType });
  let previous: string | null;
  try {
    previous = await inTenant({ db, tenantId: auth.tenantId }, (tx) =>
      replacePictureKey({ tx, userId: auth.userId, pictureKey: key }),
    );
  } catch (error) {
    await blobs.delete(key);
    throw error;
  }
  if (previous) await blobs.delete(previous);
  return { profileImageUrl: pictureUrl({ userId: auth.userId, pictureKey: key }) };
}

/** Removes the person's picture and its blob. */
export async function deleteProfilePicture({
  deps: { db, blobs },
  auth,
}: {
  deps: ProfileDeps;
  auth: AuthContext;
}): Promise<ProfilePicture> {
  const previous = await inTenant({ db, tenantId: auth.tenantId }, (tx) =>
    replacePictureKey({ tx, userId: auth.userId, pictureKey: null }),
  );
  if (previous) await blobs.delete(previous);
  return { profileImageUrl: null };
}

/**
 * A person's picture, for members of the caller's organisation (the person is in it, in any state) or for the
 * person themself; anyone else, like a person without a picture, is not found.
 */
export async function readProfilePicture({
  deps: { db, blobs },
  auth,
  userId,
}: {
  deps: ProfileDeps;
  auth: AuthContext;
  userId: string;
}): Promise<Readable> {
  const pictureKey = await inTenant({ db, tenantId: auth.tenantId }, async (tx) => {
    const shared = userId === auth.userId || (await isUserInTenant({ tx, tenantId: auth.tenantId, userId }));
    return shared ? (await findUserById({ tx, userId }))?.pictureKey : undefined;
  });
  const stream = pictureKey ? await blobs.get(pictureKey) : undefined;
  if (!stream) throw pictureNotFound();
  return stream;
}

/** My Settings. */
export function getPreferences({ deps: { db }, auth }: { deps: ProfileDeps; auth: AuthContext }): Promise<Preferences> {
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) =>
    presentPreferences(await requireUser(tx, auth.userId)),
  );
}

/** Saves My Settings; the language is also the language of the person's mails. */
export function updatePreferences({
  deps: { db },
  auth,
  preferences,
}: {
  deps: ProfileDeps;
  auth: AuthContext;
  preferences: Preferences;
}): Promise<Preferences> {
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) => {
    const { language, ...display } = preferences;
    await setUserPreferences({ tx, userId: auth.userId, preferences: { locale: language, ...display } });
    return presentPreferences(await requireUser(tx, auth.userId));
  });
}
