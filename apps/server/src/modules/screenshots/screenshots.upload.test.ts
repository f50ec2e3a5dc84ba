import { screenshotMaxBytes, screenshotMessages } from '@worktrail/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { screenshotVariants } from '../files/image-variants.ts';
import { detail, hugePngHeader, noisyScreen, useScreenshotsWorld } from './screenshots.fixture.ts';

const { world, addEntry, setMemberSetting, upload, screenshotRow, storedFiles, fileOf, call } = useScreenshotsWorld();

let screen: Buffer;
beforeAll(async () => {
  screen = await noisyScreen();
});

/** A finished hour of Emma's on 2025-03-0<day>, 09:00–10:00 UTC. */
const emmaHour = (day: number) => addEntry('emma@acme.test', `2025-03-0${day}T09:00:00Z`, `2025-03-0${day}T10:00:00Z`);

describe('uploading a screenshot', () => {
  it('stores a re-encoded WebP and a thumbnail under new tenant-prefixed keys unrelated to the id', async () => {
    const entryId = await emmaHour(1);
    const { response, id } = await upload('emma@acme.test', {
      entryId,
      takenAt: '2025-03-01T09:30:00+00:00',
      activityPercent: 64,
      data: screen,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ id, status: 'stored' });
    const row = await screenshotRow(id);
    expect(row).toMatchObject({
      memberId: world.memberIds['emma@acme.test'],
      entryId,
      activityPercent: 64,
      width: 800,
      height: 500,
    });
    expect(row?.blurredAt).toBeNull();
    for (const key of [row?.objectKey, row?.thumbnailKey]) {
      expect(key).toMatch(new RegExp(`^tenants/${world.acme}/screenshots/2025/03/[0-9a-f-]{36}\\.webp$`));
      expect(key).not.toContain(id);
    }
    const stored = storedFiles();
    const image = stored[fileOf(row?.objectKey ?? '')];
    const thumbnail = stored[fileOf(row?.thumbnailKey ?? '')];
    expect(image && (await sharp(image).metadata())).toMatchObject({ format: 'webp', width: 800, height: 500 });
    expect(thumbnail && (await sharp(thumbnail).metadata())).toMatchObject({ format: 'webp', width: 320 });
  });

  it('is idempotent: the same upload three times, or twice at once, stores one screenshot and two objects', async () => {
    const entryId = await emmaHour(2);
    const before = Object.keys(storedFiles()).length;
    const id = uuidv7();
    const send = () => upload('emma@acme.test', { id, entryId, takenAt: '2025-03-02T09:10:00Z', data: screen });
    const answers = [];
    for (let round = 0; round < 3; round += 1) answers.push((await send()).response.json().result.status);
    expect(answers).toEqual(['stored', 'duplicate', 'duplicate']);
    expect(Object.keys(storedFiles()).length).toBe(before + 2);

    const concurrentId = uuidv7();
    const both = await Promise.all(
      [0, 1].map(() =>
        upload('emma@acme.test', { id: concurrentId, entryId, takenAt: '2025-03-02T09:20:00Z', data: screen }),
      ),
    );
    expect(both.map(({ response }) => response.json().result.status).sort()).toEqual(['duplicate', 'stored']);
    expect(Object.keys(storedFiles()).length).toBe(before + 4);
  });

  it('blurs both pictures before anything is written when Blur_Screen applies to the member', async () => {
    await setMemberSetting('emma@acme.test', 'Blur_Screen', true);
    try {
      const entryId = await emmaHour(3);
      const before = new Set(Object.keys(storedFiles()));
      const { response, id } = await upload('emma@acme.test', {
        entryId,
        takenAt: '2025-03-03T09:05:00Z',
        data: screen,
      });
      expect(response.json().result.status).toBe('stored');
      const written = Object.entries(storedFiles()).filter(([path]) => !before.has(path));
      expect(written).toHaveLength(2);
      const plain = await screenshotVariants({ input: screen, blur: false });
      expect(await detail(plain.image.data)).toBeGreaterThan(40);
      for (const [, data] of written) {
        expect(data.equals(plain.image.data)).toBe(false);
        expect(data.equals(plain.thumbnail.data)).toBe(false);
        expect(await detail(data)).toBeLessThan(10);
      }
      expect((await screenshotRow(id))?.objectKey).toBeTruthy();
    } finally {
      await setMemberSetting('emma@acme.test', 'Blur_Screen', undefined);
    }
  });

  describe('is refused, storing nothing', () => {
    const refusedWith = async (sent: Awaited<ReturnType<typeof upload>>, status: number, message: string) => {
      expect(sent.response.statusCode).toBe(status);
      expect(sent.response.json().message).toBe(message);
      expect(await screenshotRow(sent.id)).toBeUndefined();
    };

    it('for text, SVG or anything that is not JPEG, PNG or WebP by its bytes (415)', async () => {
      const entryId = await emmaHour(4);
      const before = Object.keys(storedFiles()).length;
      for (const [data, contentType] of [
        [Buffer.from('just some text'), 'image/png'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>hi</text></svg>'), 'image/svg+xml'],
      ] as const)
        await refusedWith(
          await upload('emma@acme.test', { entryId, takenAt: '2025-03-04T09:30:00Z', data, contentType }),
          415,
          screenshotMessages.invalidFileType,
        );
      expect(Object.keys(storedFiles()).length).toBe(before);
    });

    it('above 10 MB (413)', async () => {
      const entryId = await emmaHour(4);
      const tooBig = Buffer.concat([screen, Buffer.alloc(screenshotMaxBytes + 1 - screen.length)]);
      await refusedWith(
        await upload('emma@acme.test', { entryId, takenAt: '2025-03-04T09:31:00Z', data: tooBig }),
        413,
        screenshotMessages.fileTooLarge,
      );
    });

    it('a 20000×20000 image, from its header, before decoding a pixel (422, memory bounded)', async () => {
      const entryId = await emmaHour(4);
      const huge = hugePngHeader(20000, 20000);
      expect(huge.length).toBeLessThan(2000);
      const rssBefore = process.memoryUsage().rss;
      await refusedWith(
        await upload('emma@acme.test', { entryId, takenAt: '2025-03-04T09:32:00Z', data: huge }),
        422,
        screenshotMessages.tooManyPixels,
      );
      // Decoding it would need 1.2 GB; refusing it from the header needs next to nothing.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    });

    it('when Take_ScreenShot is off for the member (403)', async () => {
      const entryId = await emmaHour(5);
      await setMemberSetting('emma@acme.test', 'Take_ScreenShot', false);
      try {
        await refusedWith(
          await upload('emma@acme.test', { entryId, takenAt: '2025-03-05T09:30:00Z', data: screen }),
          403,
          screenshotMessages.turnedOff,
        );
      } finally {
        await setMemberSetting('emma@acme.test', 'Take_ScreenShot', undefined);
      }
    });

    it("for another member's entry, or an entry of another organisation (404)", async () => {
      const elisEntry = await addEntry('eli@acme.test', '2025-03-05T11:00:00Z', '2025-03-05T12:00:00Z');
      await refusedWith(
        await upload('emma@acme.test', { entryId: elisEntry, takenAt: '2025-03-05T11:30:00Z', data: screen }),
        404,
        screenshotMessages.entryNotFound,
      );
      const gusEntry = await addEntry('gus@globex.test', '2025-03-05T11:00:00Z', '2025-03-05T12:00:00Z').catch(() =>
        uuidv7(),
      );
      await refusedWith(
        await upload('emma@acme.test', { entryId: gusEntry, takenAt: '2025-03-05T11:30:00Z', data: screen }),
        404,
        screenshotMessages.entryNotFound,
      );
    });

    it('taken outside its entry, or in the future (422)', async () => {
      const entryId = await emmaHour(6);
      await refusedWith(
        await upload('emma@acme.test', { entryId, takenAt: '2025-03-06T10:00:01Z', data: screen }),
        422,
        screenshotMessages.outsideEntry,
      );
      const running = await addEntry('emma@acme.test', '2025-03-10T11:00:00Z');
      await refusedWith(
        await upload('emma@acme.test', { entryId: running, takenAt: '2025-03-10T12:00:01Z', data: screen }),
        422,
        screenshotMessages.future,
      );
      const accepted = await upload('emma@acme.test', {
        entryId: running,
        takenAt: '2025-03-10T11:59:00Z',
        data: screen,
      });
      expect(accepted.response.json().result.status).toBe('stored');
    });

    it('without a file part, with bad fields, or not as multipart (400/415)', async () => {
      const entryId = await emmaHour(7);
      const noFile = await upload('emma@acme.test', { entryId, takenAt: '2025-03-07T09:30:00Z' });
      expect(noFile.response.statusCode).toBe(400);
      expect(noFile.response.json().errors).toEqual([
        expect.objectContaining({ field: 'file', message: screenshotMessages.fileRequired }),
      ]);
      const badTime = await upload('emma@acme.test', { entryId, takenAt: 'yesterday', data: screen });
      expect(badTime.response.statusCode).toBe(400);
      expect(badTime.response.json().errors.map((error: { field: string }) => error.field)).toEqual(['takenAt']);
      const json = await call({
        method: 'POST',
        url: '/api/v1/Tracker/UploadScreenshot',
        as: 'emma@acme.test',
        payload: { id: uuidv7() },
      });
      expect(json.statusCode).toBe(415);
      const boundary = 'b';
      const twoFiles = ['file', 'file']
        .map((field) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a"\r\n\r\nx\r\n`)
        .join('');
      const tooManyParts = await call({
        method: 'POST',
        url: '/api/v1/Tracker/UploadScreenshot',
        as: 'emma@acme.test',
        payload: Buffer.from(`${twoFiles}--${boundary}--\r\n`),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(tooManyParts.statusCode).toBe(400);
      expect(tooManyParts.json().message).toBe(screenshotMessages.malformed);
    });

    it('when the id is already another member’s screenshot (409), and without a token (401)', async () => {
      const entryId = await emmaHour(8);
      const { id } = await upload('emma@acme.test', { entryId, takenAt: '2025-03-08T09:30:00Z', data: screen });
      const elisEntry = await addEntry('eli@acme.test', '2025-03-08T09:00:00Z', '2025-03-08T10:00:00Z');
      const taken = await upload('eli@acme.test', {
        id,
        entryId: elisEntry,
        takenAt: '2025-03-08T09:30:00Z',
        data: screen,
      });
      expect(taken.response.statusCode).toBe(409);
      expect(taken.response.json().message).toBe(screenshotMessages.idTaken);
      expect((await screenshotRow(id))?.memberId).toBe(world.memberIds['emma@acme.test']);
      const anonymous = await upload('nobody', { entryId, takenAt: '2025-03-08T09:31:00Z', data: screen });
      expect(anonymous.response.statusCode).toBe(401);
    });
  });
});
