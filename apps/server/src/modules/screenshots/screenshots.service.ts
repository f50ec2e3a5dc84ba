import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  type ProjectsScreenshots,
  type RecentScreenshots,
  type ScreenshotState,
  screenshotEndpoints,
  screenshotUrlSeconds,
  type UploadScreenshotFields,
  type UploadScreenshotResult,
} from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { dataScope, existingMemberIds, scopeCovers } from '../access/data-scope.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { blurredVariants, type EncodedImage, ImageDecodeError, screenshotVariants } from '../files/image-variants.ts';
import { sniffImage } from '../files/images.ts';
import type { SignedLink, UrlSigner } from '../files/signed-urls.ts';
import { effectiveSettings, memberTimeZone } from '../settings/effective-settings.ts';
import { trackingRefused } from '../time/tracking-rules.ts';
import { screenshotErrors } from './screenshots.errors.ts';
import { presentDay, presentRecent, presentState } from './screenshots.presenter.ts';
import {
  deleteScreenshotsOfEntries,
  findEntryOfMember,
  findScreenshot,
  insertScreenshot,
  listDayScreenshots,
  listRecentScreenshots,
  replaceObjects,
  type ScreenshotRow,
} from './screenshots.repository.ts';

export type ScreenshotDeps = { db: Db; clock: Clock; blobs: BlobStore; signer: UrlSigner };

/** The public path of signed screenshot links. */
export const signedFilePath = screenshotEndpoints.file.path;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A new, unguessable key for a screenshot object: tenant-prefixed, by month taken, named by a random UUID that
 * has nothing to do with the screenshot's id (knowing the id does not tell where its picture is).
 */
export function newScreenshotKey(tenantId: string, takenAt: Date) {
  return `tenants/${tenantId}/screenshots/${takenAt.getUTCFullYear()}/${pad(takenAt.getUTCMonth() + 1)}/${randomUUID()}.webp`;
}

const isScreenshotKey = (key: string) => /^tenants\/[0-9a-f-]{36}\/screenshots\//.test(key);

/** Writes a re-encoded screenshot and its thumbnail under new keys; neither is left behind when one fails. */
export async function storeVariants({
  blobs,
  tenantId,
  takenAt,
  image,
  thumbnail,
}: {
  blobs: BlobStore;
  tenantId: string;
  takenAt: Date;
  image: EncodedImage;
  thumbnail: EncodedImage;
}) {
  const objectKey = newScreenshotKey(tenantId, takenAt);
  const thumbnailKey = newScreenshotKey(tenantId, takenAt);
  await blobs.put({ key: objectKey, data: image.data, contentType: 'image/webp' });
  try {
    await blobs.put({ key: thumbnailKey, data: thumbnail.data, contentType: 'image/webp' });
  } catch (error) {
    await blobs.delete(objectKey);
    throw error;
  }
  return { objectKey, thumbnailKey };
}

const removeObjects = async (blobs: BlobStore, keys: ReadonlyArray<string | null>) => {
  for (const key of keys) if (key) await blobs.delete(key);
};

/**
 * `POST Tracker/UploadScreenshot`: the signed-in member's capture of one of their own entries. Checked (entry,
 * time, `Take_ScreenShot`, type by bytes, pixel limit), re-encoded with a thumbnail, blurred before anything is
 * written when `Blur_Screen` applies, stored under new keys. The same id again answers `duplicate`, storing nothing.
 */
export async function uploadScreenshot({
  deps: { db, clock, blobs },
  auth,
  fields,
  file,
}: {
  deps: ScreenshotDeps;
  auth: AuthContext;
  fields: UploadScreenshotFields;
  file: Buffer;
}): Promise<UploadScreenshotResult> {
  const { tenantId, memberId } = auth;
  const takenAt = new Date(fields.takenAt);
  const duplicate = (row: ScreenshotRow): UploadScreenshotResult => {
    if (row.memberId !== memberId) throw screenshotErrors.idTaken();
    return { id: row.id, status: 'duplicate' };
  };
  const checked = await inTenant({ db, tenantId }, async (tx) => {
    const known = await findScreenshot({ tx, tenantId, id: fields.id });
    if (known) return { known };
    const entry = await findEntryOfMember({ tx, tenantId, memberId, entryId: fields.entryId });
    if (!entry) throw screenshotErrors.entryNotFound();
    if (entry.memberStatus !== 'active') throw trackingRefused('memberNotActive');
    if (takenAt.getTime() > clock.now().getTime()) throw screenshotErrors.future();
    if (takenAt < entry.startedAt || (entry.endedAt && takenAt > entry.endedAt)) throw screenshotErrors.outsideEntry();
    const { values } = await effectiveSettings({ tx, tenantId, memberId });
    if (!values.Take_ScreenShot) throw screenshotErrors.turnedOff();
    return { blur: values.Blur_Screen };
  });
  if (checked.known) return duplicate(checked.known);

  const variants = await encodeScreenshot({ file, blur: checked.blur === true });
  const keys = await storeVariants({ blobs, tenantId, takenAt, ...variants });
  try {
    const inserted = await inTenant({ db, tenantId }, async (tx) => {
      const stored = await insertScreenshotRow({
        tx,
        tenantId,
        memberId,
        fields,
        takenAt,
        keys,
        variants,
        now: clock.now(),
      });
      return stored ? undefined : await findScreenshot({ tx, tenantId, id: fields.id });
    });
    if (!inserted) return { id: fields.id, status: 'stored' };
    // The same upload arrived twice at once and the other one won: keep its objects, drop ours.
    await removeObjects(blobs, [keys.objectKey, keys.thumbnailKey]);
    return duplicate(inserted);
  } catch (error) {
    await removeObjects(blobs, [keys.objectKey, keys.thumbnailKey]);
    throw error;
  }
}

/**
 * A screenshot as every capture is encoded (ARCHITECTURE §5): checked by its bytes, re-encoded with a thumbnail,
 * blurred before it leaves memory when `blur` is set; the contract's refusals for anything else.
 */
export async function encodeScreenshot({ file, blur }: { file: Buffer; blur: boolean }) {
  if (!sniffImage(file)) throw screenshotErrors.unsupportedType();
  try {
    return await screenshotVariants({ input: file, blur });
  } catch (error) {
    if (error instanceof ImageDecodeError) throw screenshotErrors.decode(error.reason);
    throw error;
  }
}

/** The row of a stored screenshot; false when its id is already known (nothing inserted). */
export async function insertScreenshotRow({
  tx,
  tenantId,
  memberId,
  fields,
  takenAt,
  keys,
  variants,
  now,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  fields: Pick<UploadScreenshotFields, 'id' | 'entryId' | 'activityPercent'>;
  takenAt: Date;
  keys: { objectKey: string; thumbnailKey: string };
  variants: { image: EncodedImage };
  now: Date;
}) {
  return insertScreenshot({
    tx,
    row: {
      tenantId,
      id: fields.id,
      memberId,
      entryId: fields.entryId,
      takenAt,
      ...keys,
      width: variants.image.width,
      height: variants.image.height,
      activityPercent: fields.activityPercent ?? null,
      blurredAt: null,
      createdAt: now,
    },
  });
}

/** The screenshot if the caller's data scope covers its member; the same 404 for unknown and out of scope. */
async function visibleScreenshot({ tx, auth, id }: { tx: Tx; auth: AuthContext; id: string }) {
  const row = await findScreenshot({ tx, tenantId: auth.tenantId, id });
  if (!row || !scopeCovers(await dataScope({ tx, auth }), [row.memberId])) throw screenshotErrors.notFound();
  return row;
}

/**
 * `POST Timeline/BlurScreenshot`: irreversible. The stored picture is blurred, written under new keys with a new
 * thumbnail, the row points at them, then the old objects are removed — no original remains. Already blurred:
 * nothing new happens. Anyone whose data scope covers the member may blur (owners, their managers, themself).
 */
export async function blurScreenshot({
  deps: { db, clock, blobs },
  auth,
  id,
}: {
  deps: ScreenshotDeps;
  auth: AuthContext;
  id: string;
}): Promise<ScreenshotState> {
  const { tenantId } = auth;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await inTenant({ db, tenantId }, (tx) => visibleScreenshot({ tx, auth, id }));
    if (row.deletedAt) throw screenshotErrors.alreadyDeleted();
    if (row.blurredAt || !row.objectKey) return presentState(row);
    const stream = await blobs.get(row.objectKey);
    if (!stream) throw screenshotErrors.notFound();
    const variants = await blurredVariants(await buffer(stream));
    const keys = await storeVariants({ blobs, tenantId, takenAt: row.takenAt, ...variants });
    const changed = await inTenant({ db, tenantId }, (tx) =>
      replaceObjects({
        tx,
        tenantId,
        id,
        previous: row,
        next: { ...keys, width: variants.image.width, height: variants.image.height, blurredAt: clock.now() },
      }),
    );
    if (changed) {
      await removeObjects(blobs, [row.objectKey, row.thumbnailKey]);
      return { id, blurred: true, deleted: false };
    }
    // Blurred or deleted by someone else meanwhile: drop our copy and look again.
    await removeObjects(blobs, [keys.objectKey, keys.thumbnailKey]);
  }
  throw screenshotErrors.notFound();
}

/**
 * `DELETE Timeline/DeleteScreenshot`: irreversible. Both objects are removed and the keys cleared; the row stays
 * (deleted) so history can say a capture was there. Refused for everyone where `Prevent_Screenshot_deletion`
 * applies to the screenshot's member.
 */
export async function deleteScreenshot({
  deps: { db, clock, blobs },
  auth,
  id,
}: {
  deps: ScreenshotDeps;
  auth: AuthContext;
  id: string;
}): Promise<ScreenshotState> {
  const { tenantId } = auth;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const removed = await inTenant({ db, tenantId }, async (tx) => {
      const row = await visibleScreenshot({ tx, auth, id });
      if (row.deletedAt) throw screenshotErrors.alreadyDeleted();
      const { values } = await effectiveSettings({ tx, tenantId, memberId: row.memberId });
      if (values.Prevent_Screenshot_deletion) throw screenshotErrors.deletionPrevented();
      const changed = await replaceObjects({
        tx,
        tenantId,
        id,
        previous: row,
        next: { objectKey: null, thumbnailKey: null, deletedAt: clock.now() },
      });
      return changed ? row : undefined;
    });
    if (removed) {
      // Blobs are not transactional: removed once the row no longer points at them.
      await removeObjects(blobs, [removed.objectKey, removed.thumbnailKey]);
      return { id, blurred: removed.blurredAt !== null, deleted: true };
    }
  }
  throw screenshotErrors.alreadyDeleted();
}

/** The member exists and the caller's data scope covers them (whose screenshots they may see); 404 otherwise. */
async function requireViewableMember({ tx, auth, memberId }: { tx: Tx; auth: AuthContext; memberId: string }) {
  const scope = await dataScope({ tx, auth });
  const exists = await existingMemberIds({ tx, tenantId: auth.tenantId, memberIds: [memberId] });
  if (!exists.has(memberId) || !scopeCovers(scope, [memberId])) throw screenshotErrors.memberNotFound();
}

/**
 * Short-lived capability links to screenshot objects (an <img> cannot send a bearer token), naming the viewer they
 * were issued to, and when they stop working.
 */
function viewerLinks({ signer, clock, auth }: { signer: UrlSigner; clock: Clock; auth: AuthContext }) {
  const link = (key: string) => {
    const { query } = signer.sign({ key, viewer: auth.memberId, seconds: screenshotUrlSeconds });
    return `${signedFilePath}?${query}`;
  };
  const expiresAt = new Date((Math.floor(clock.now().getTime() / 1000) + screenshotUrlSeconds) * 1000);
  return { link, expiresAt };
}

/**
 * `GET Timeline/GetProjectsScreenshots`: one member's screenshots of their local day, grouped by project, each
 * with short-lived links bound to the viewer. Deleted ones are listed as placeholders without links.
 */
export async function projectsScreenshots({
  deps: { db, clock, signer },
  auth,
  date,
  memberId,
}: {
  deps: ScreenshotDeps;
  auth: AuthContext;
  date: string;
  memberId: string;
}): Promise<ProjectsScreenshots> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    await requireViewableMember({ tx, auth, memberId });
    const zone = await memberTimeZone({ tx, tenantId, memberId });
    const rows = await listDayScreenshots({ tx, tenantId, memberId, date, zone });
    return presentDay({ memberId, date, zone, rows, ...viewerLinks({ signer, clock, auth }) });
  });
}

/**
 * `GET Dashboard/GetMemberRecentScreenshots`: one member's newest screenshots (at most `limit`) of their local days
 * `fromDate`..`toDate`, newest first, with their project and links bound to the viewer. Deleted ones are left out: a
 * dashboard shows what can be looked at. Who may see them is the rule of GetProjectsScreenshots.
 */
export async function recentScreenshots({
  deps: { db, clock, signer },
  auth,
  query,
}: {
  deps: ScreenshotDeps;
  auth: AuthContext;
  query: { fromDate: string; toDate: string; userId?: string | undefined; limit: number };
}): Promise<RecentScreenshots> {
  const { tenantId } = auth;
  const memberId = query.userId ?? auth.memberId;
  return inTenant({ db, tenantId }, async (tx) => {
    await requireViewableMember({ tx, auth, memberId });
    const zone = await memberTimeZone({ tx, tenantId, memberId });
    const { fromDate, toDate, limit } = query;
    // One more than asked says whether more exist.
    const rows = await listRecentScreenshots({ tx, tenantId, memberId, fromDate, toDate, zone, limit: limit + 1 });
    return presentRecent({
      memberId,
      zone,
      rows: rows.slice(0, limit),
      hasMore: rows.length > limit,
      ...viewerLinks({ signer, clock, auth }),
    });
  });
}

/** The object behind a signed link, if the link is genuine, unexpired and points at a screenshot object. */
export async function openSignedScreenshot({
  deps: { blobs, signer },
  link,
}: {
  deps: ScreenshotDeps;
  link: SignedLink;
}) {
  if (!isScreenshotKey(link.key) || !signer.verify(link)) throw screenshotErrors.linkInvalid();
  const stream = await blobs.get(link.key);
  if (!stream) throw screenshotErrors.notFound();
  return stream;
}

/**
 * For removing activities (timeline): deletes the screenshot rows of `entryIds` in the caller's transaction and
 * returns `removeBlobs`, to be called once that transaction has committed (blobs are not transactional).
 */
export async function deleteScreenshotBlobsOfEntries({
  tx,
  tenantId,
  entryIds,
  blobs,
}: {
  tx: Tx;
  tenantId: string;
  entryIds: readonly string[];
  blobs: BlobStore;
}) {
  const keys = await deleteScreenshotsOfEntries({ tx, tenantId, entryIds });
  return { keys, removeBlobs: () => removeObjects(blobs, keys) };
}
