import { existsSync } from 'node:fs';
import { screenshotMessages } from '@worktrail/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../http/logging.ts';
import { detail, noisyScreen, useScreenshotsWorld } from './screenshots.fixture.ts';

const { world, call, addEntry, setMemberSetting, setTimeZone, upload, screenshotRow, storedFiles, fileOf } =
  useScreenshotsWorld();

let screen: Buffer;
beforeAll(async () => {
  screen = await noisyScreen();
});

let day = 0;
/** A stored screenshot of Emma's, on its own day of February, with the bytes of its two objects. */
async function emmasScreenshot() {
  day += 1;
  const date = `2025-02-${String(day).padStart(2, '0')}`;
  const entryId = await addEntry('emma@acme.test', `${date}T09:00:00Z`, `${date}T10:00:00Z`);
  const { response, id } = await upload('emma@acme.test', { entryId, takenAt: `${date}T09:30:00Z`, data: screen });
  expect(response.json().result.status).toBe('stored');
  const row = await screenshotRow(id);
  const files = storedFiles();
  const image = files[fileOf(row?.objectKey ?? '')] ?? Buffer.alloc(0);
  const thumbnail = files[fileOf(row?.thumbnailKey ?? '')] ?? Buffer.alloc(0);
  return { id, date, row, image, thumbnail };
}

const blur = (as: string, id: string) =>
  call({ method: 'POST', url: `/api/v1/Timeline/BlurScreenshot?ScreenShotId=${id}`, as });
const remove = (as: string, id: string) =>
  call({ method: 'DELETE', url: `/api/v1/Timeline/DeleteScreenshot?ScreenShotId=${id}`, as });
const list = (as: string, date: string, email = 'emma@acme.test') =>
  call({
    method: 'GET',
    url: `/api/v1/Timeline/GetProjectsScreenshots?date=${date}&userId=${world.memberIds[email]}`,
    as,
  });

/** No file of the tenant still holds any of the given bytes, and none is detailed enough to be an original. */
async function expectNoOriginal(originals: Buffer[]) {
  for (const [path, data] of Object.entries(storedFiles())) {
    for (const original of originals) expect(data.equals(original), path).toBe(false);
  }
}

describe('blurring a screenshot', () => {
  it('replaces the picture and thumbnail for good: new keys, old files gone, no original bytes left', async () => {
    const { id, row, image, thumbnail } = await emmasScreenshot();
    const response = await blur('owner@acme.test', id);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ id, blurred: true, deleted: false });
    const after = await screenshotRow(id);
    expect(after?.blurredAt).toEqual(world.clock.now());
    expect(after?.objectKey).not.toBe(row?.objectKey);
    expect(after?.thumbnailKey).not.toBe(row?.thumbnailKey);
    expect(existsSync(fileOf(row?.objectKey ?? ''))).toBe(false);
    expect(existsSync(fileOf(row?.thumbnailKey ?? ''))).toBe(false);
    await expectNoOriginal([image, thumbnail]);
    const files = storedFiles();
    expect(await detail(files[fileOf(after?.objectKey ?? '')] ?? Buffer.alloc(0))).toBeLessThan(10);
    expect(await detail(files[fileOf(after?.thumbnailKey ?? '')] ?? Buffer.alloc(0))).toBeLessThan(10);

    // Again: nothing new happens.
    const again = await blur('owner@acme.test', id);
    expect(again.json().result).toEqual({ id, blurred: true, deleted: false });
    expect((await screenshotRow(id))?.objectKey).toBe(after?.objectKey);
  });

  it('is allowed to the member themself and to the manager they are assigned to', async () => {
    const own = await emmasScreenshot();
    expect((await blur('emma@acme.test', own.id)).statusCode).toBe(200);
    const managed = await emmasScreenshot();
    expect((await blur('mona@acme.test', managed.id)).statusCode).toBe(200);
  });
});

describe('deleting a screenshot', () => {
  it('removes both files and clears the keys; the row stays, listed as deleted', async () => {
    const { id, date, row, image, thumbnail } = await emmasScreenshot();
    const response = await remove('mona@acme.test', id);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ id, blurred: false, deleted: true });
    const after = await screenshotRow(id);
    expect(after).toMatchObject({ objectKey: null, thumbnailKey: null, deletedAt: world.clock.now() });
    expect(existsSync(fileOf(row?.objectKey ?? ''))).toBe(false);
    expect(existsSync(fileOf(row?.thumbnailKey ?? ''))).toBe(false);
    await expectNoOriginal([image, thumbnail]);
    const listed = (await list('owner@acme.test', date)).json().result.projects[0].screenshots[0];
    expect(listed).toMatchObject({ id, deleted: true, imageUrl: null, thumbnailUrl: null });
  });

  it('answers "already deleted" to the second person, changing nothing, and blur then refuses too', async () => {
    const { id } = await emmasScreenshot();
    expect((await remove('emma@acme.test', id)).statusCode).toBe(200);
    const before = await screenshotRow(id);
    for (const response of [await remove('owner@acme.test', id), await blur('owner@acme.test', id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(screenshotMessages.alreadyDeleted);
    }
    expect(await screenshotRow(id)).toEqual(before);
  });

  it('is refused to everyone where Prevent_Screenshot_deletion applies to the member, keeping the files', async () => {
    const { id, row } = await emmasScreenshot();
    await setMemberSetting('emma@acme.test', 'Prevent_Screenshot_deletion', true);
    try {
      for (const as of ['owner@acme.test', 'mona@acme.test', 'emma@acme.test']) {
        const response = await remove(as, id);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(screenshotMessages.deletionPrevented);
      }
      expect(await screenshotRow(id)).toEqual(row);
      expect(existsSync(fileOf(row?.objectKey ?? ''))).toBe(true);
    } finally {
      await setMemberSetting('emma@acme.test', 'Prevent_Screenshot_deletion', undefined);
    }
  });
});

describe('outside the data scope', () => {
  it('an unassigned manager, a peer and another organisation get 404 from every call, nothing changed', async () => {
    const { id, date, row } = await emmasScreenshot();
    for (const as of ['otto@acme.test', 'eli@acme.test', 'owner@globex.test']) {
      for (const response of [await blur(as, id), await remove(as, id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(screenshotMessages.notFound);
      }
      const listed = await list(as, date);
      expect(listed.statusCode).toBe(404);
      expect(listed.json().message).toBe(screenshotMessages.memberNotFound);
    }
    expect(await screenshotRow(id)).toEqual(row);
    expect(existsSync(fileOf(row?.objectKey ?? ''))).toBe(true);
  });

  it('refuses callers without a token (401)', async () => {
    const { id } = await emmasScreenshot();
    expect((await blur('', id)).statusCode).toBe(401);
    expect((await remove('', id)).statusCode).toBe(401);
  });
});

describe('listing a day of screenshots', () => {
  it("groups the member's local day by project, oldest first, in the member's time zone", async () => {
    await setTimeZone('emma@acme.test', 'Asia/Tokyo');
    try {
      // 2025-01-20 in Tokyo (UTC+9) runs from 2025-01-19T15:00Z to 2025-01-20T15:00Z.
      const design = await addEntry('emma@acme.test', '2025-01-19T14:00:00Z', '2025-01-19T17:00:00Z', 'design');
      const build = await addEntry('emma@acme.test', '2025-01-20T01:00:00Z', '2025-01-20T16:00:00Z', 'build');
      const shots = [
        ['before', design, '2025-01-19T14:59:00Z'],
        ['first', design, '2025-01-19T15:00:00Z'],
        ['second', build, '2025-01-20T02:00:00Z'],
        ['third', design, '2025-01-19T16:00:00Z'],
        ['after', build, '2025-01-20T15:00:00Z'],
      ] as const;
      const ids: Record<string, string> = {};
      for (const [name, entryId, takenAt] of shots)
        ids[name] = (await upload('emma@acme.test', { entryId, takenAt, activityPercent: 50, data: screen })).id;
      const response = await list('mona@acme.test', '2025-01-20');
      expect(response.statusCode).toBe(200);
      const result = response.json().result;
      expect(result).toMatchObject({
        userId: world.memberIds['emma@acme.test'],
        date: '2025-01-20',
        timeZone: 'Asia/Tokyo',
      });
      expect(
        result.projects.map((group: { projectName: string; colorCode: string; screenshots: Array<{ id: string }> }) => [
          group.projectName,
          group.colorCode,
          group.screenshots.map((shot) => shot.id),
        ]),
      ).toEqual([
        ['Design', '#AA3377', [ids.first, ids.third]],
        ['Build', '#2277AA', [ids.second]],
      ]);
      expect(result.projects[0].screenshots[0]).toMatchObject({
        takenAt: '2025-01-19T15:00:00.000Z',
        activityPercent: 50,
        blurred: false,
        deleted: false,
        width: 800,
        height: 500,
      });
    } finally {
      await setTimeZone('emma@acme.test', 'UTC');
    }
  });
});

describe('signed links', () => {
  it('serve the picture to whoever holds them for 5 minutes, privately, and nothing once expired or altered', async () => {
    const { date, image, thumbnail } = await emmasScreenshot();
    const listed = (await list('emma@acme.test', date)).json().result;
    const shot = listed.projects[0].screenshots[0];
    expect(new Date(listed.urlsExpireAt).getTime() - world.clock.now().getTime()).toBe(300_000);

    // A capability link: no token is sent, and none is needed.
    const fetched = await call({ method: 'GET', url: shot.imageUrl });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(image)).toBe(true);
    expect(fetched.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(redactUrl(shot.imageUrl)).not.toContain(new URL(shot.imageUrl, 'http://x').searchParams.get('sig'));
    expect(fetched.headers['content-disposition']).toMatch(/^inline/);
    expect((await call({ method: 'GET', url: shot.thumbnailUrl })).rawPayload.equals(thumbnail)).toBe(true);

    const url = new URL(shot.imageUrl, 'http://localhost');
    const altered = (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(url.search);
      change(params);
      return `${url.pathname}?${params}`;
    };
    const thumbnailKey = new URL(shot.thumbnailUrl, 'http://localhost').searchParams.get('key') ?? '';
    for (const tampered of [
      altered((params) => params.set('key', thumbnailKey)),
      altered((params) => params.set('exp', String(Number(params.get('exp')) + 3600))),
      altered((params) => params.set('v', world.memberIds['eli@acme.test'] ?? '')),
      altered((params) => params.set('sig', `${params.get('sig')?.slice(0, -2)}AA`)),
      altered((params) => params.set('key', `tenants/${world.acme}/../../etc/passwd`)),
    ]) {
      const response = await call({ method: 'GET', url: tampered });
      expect(response.statusCode, tampered).toBe(403);
      expect(response.json().message).toBe(screenshotMessages.linkInvalid);
    }

    world.clock.advance(301_000);
    try {
      const expired = await call({ method: 'GET', url: shot.imageUrl });
      expect(expired.statusCode).toBe(403);
    } finally {
      world.clock.advance(-301_000);
    }
  });

  it('differ per viewer and stop working once the picture is blurred or deleted', async () => {
    const { id, date } = await emmasScreenshot();
    const asEmma = (await list('emma@acme.test', date)).json().result.projects[0].screenshots[0];
    const asOwner = (await list('owner@acme.test', date)).json().result.projects[0].screenshots[0];
    expect(new URL(asEmma.imageUrl, 'http://x').searchParams.get('sig')).not.toBe(
      new URL(asOwner.imageUrl, 'http://x').searchParams.get('sig'),
    );
    await blur('owner@acme.test', id);
    expect((await call({ method: 'GET', url: asEmma.imageUrl })).statusCode).toBe(404);
    const blurred = (await list('emma@acme.test', date)).json().result.projects[0].screenshots[0];
    expect(blurred.blurred).toBe(true);
    expect((await call({ method: 'GET', url: blurred.imageUrl })).statusCode).toBe(200);
    await remove('owner@acme.test', id);
    expect((await call({ method: 'GET', url: blurred.imageUrl })).statusCode).toBe(404);
  });
});
