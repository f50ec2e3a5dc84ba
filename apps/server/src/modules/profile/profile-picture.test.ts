import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { profileMessages } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/users.table.ts';
import { multipartFile, useProfileWorld } from './profile.fixture.ts';

const { world, call } = useProfileWorld();
/** Where the test app's blob store keeps files. */
const filesRoot = () => join(world.t.dataDir, 'files');

/**
 * A PNG that claims 20000×20000 pixels (400 megapixels, 1.2 GB decoded) in a few dozen bytes: a real IHDR, a
 * tiny IDAT. Enough to prove the pixel limit acts on the header, before anything is decoded.
 */
function hugePngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let png: Buffer;
let jpegWithExif: Buffer;
let huge: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  jpegWithExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner', Artist: 'secret-artist' } } })
    .toBuffer();
  huge = hugePngHeader(20000, 20000);
});

const upload = (as: string, file: Parameters<typeof multipartFile>[0]) =>
  call({ method: 'PUT', url: '/v1/Profile/UpdateProfilePicture', as, ...multipartFile(file) });
const pictureKeyOf = async (email: string) =>
  (await world.t.db.select({ key: users.pictureKey }).from(users).where(eq(users.email, email)))[0]?.key ?? null;
const fetchPicture = (as: string, url: string) => call({ method: 'GET', url, as });

describe('uploading a profile picture', () => {
  it('re-encodes a PNG as a 512×512 WebP that the profile then points at', async () => {
    const response = await upload('emma@acme.test', { data: png });
    expect(response.statusCode).toBe(200);
    const url = response.json().result.profileImageUrl as string;
    expect(url).toMatch(/^\/v1\/Profile\/GetProfilePicture\?userId=[0-9a-f-]{36}&v=[0-9a-f-]{36}$/);
    const profile = await call({ method: 'GET', url: '/v1/Profile/GetProfile', as: 'emma@acme.test' });
    expect(profile.json().result.profileImageUrl).toBe(url);

    const picture = await fetchPicture('emma@acme.test', url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-disposition': 'inline; filename="profile-picture.webp"',
      'x-content-type-options': 'nosniff',
    });
    expect(String(picture.headers['cache-control'])).toMatch(/^private/);
    const metadata = await sharp(picture.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('strips the metadata of a JPEG and removes the old picture’s blob on replace', async () => {
    await upload('both@acme.test', { data: png });
    const oldKey = (await pictureKeyOf('both@acme.test')) ?? '';
    expect(existsSync(join(filesRoot(), oldKey))).toBe(true);

    const response = await upload('both@acme.test', {
      data: jpegWithExif,
      filename: 'me.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    const newKey = (await pictureKeyOf('both@acme.test')) ?? '';
    expect(newKey).not.toBe(oldKey);
    expect(existsSync(join(filesRoot(), oldKey))).toBe(false);
    const picture = await fetchPicture('both@acme.test', response.json().result.profileImageUrl);
    const metadata = await sharp(picture.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(picture.rawPayload.includes('secret-camera-owner')).toBe(false);
  });

  describe('refuses what is not an accepted image, keeping the old picture', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    it.each([
      [
        'a text file named .png',
        { data: Buffer.from('just some text, not an image'), filename: 'x.png' },
        415,
        profileMessages.invalidFileType,
      ],
      ['an SVG', { data: svg, filename: 'x.svg', contentType: 'image/svg+xml' }, 415, profileMessages.invalidFileType],
      ['a 4-byte file', { data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }, 415, profileMessages.invalidFileType],
      ['a 6 MB file', { data: Buffer.alloc(6 * 1024 * 1024, 1) }, 413, profileMessages.fileTooLarge],
      [
        'a PNG whose body is damaged',
        { data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]) },
        422,
        profileMessages.imageUnreadable,
      ],
    ])('%s', async (_name, file, status, message) => {
      await upload('owner@acme.test', { data: png });
      const before = await pictureKeyOf('owner@acme.test');
      const refused = await upload('owner@acme.test', file);
      expect(refused.statusCode).toBe(status);
      expect(refused.json().message).toBe(message);
      expect(await pictureKeyOf('owner@acme.test')).toBe(before);
      expect(existsSync(join(filesRoot(), before ?? ''))).toBe(true);
    });

    it('a 20000×20000 image, before decoding it', async () => {
      expect(huge.length).toBeLessThan(5 * 1024 * 1024);
      const before = await pictureKeyOf('owner@acme.test');
      const refused = await upload('owner@acme.test', { data: huge });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'UNPROCESSABLE', message: profileMessages.imageTooManyPixels });
      expect(await pictureKeyOf('owner@acme.test')).toBe(before);
    });

    it('an upload without a file part, or not multipart at all', async () => {
      const noFile = await upload('owner@acme.test', { data: png, field: 'picture' });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().errors).toEqual([
        expect.objectContaining({ field: 'file', message: profileMessages.fileRequired }),
      ]);
      const json = await call({
        method: 'PUT',
        url: '/v1/Profile/UpdateProfilePicture',
        as: 'owner@acme.test',
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
    });
  });

  it('removes the picture and its blob', async () => {
    await upload('emma@acme.test', { data: png });
    const key = (await pictureKeyOf('emma@acme.test')) ?? '';
    const removed = await call({ method: 'DELETE', url: '/v1/Profile/DeleteProfilePicture', as: 'emma@acme.test' });
    expect(removed.json().result).toEqual({ profileImageUrl: null });
    expect(await pictureKeyOf('emma@acme.test')).toBeNull();
    expect(existsSync(join(filesRoot(), key))).toBe(false);
    const profile = await call({ method: 'GET', url: '/v1/Profile/GetProfile', as: 'emma@acme.test' });
    expect(profile.json().result.profileImageUrl).toBeNull();
  });
});

describe('who sees a picture', () => {
  it('is served to members of an organisation the person belongs to, never to anyone else', async () => {
    const url = (await upload('both@acme.test', { data: png })).json().result.profileImageUrl as string;
    expect((await fetchPicture('owner@acme.test', url)).statusCode).toBe(200);
    expect((await fetchPicture('emma@acme.test', url)).statusCode).toBe(200);
    const outsider = await fetchPicture('owner@globex.test', url);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(profileMessages.pictureNotFound);
    expect((await fetchPicture('', url)).statusCode).toBe(401);
  });

  it('answers 404 for a person without a picture', async () => {
    const userId = world.users['owner@globex.test'] ?? '';
    const response = await fetchPicture('owner@globex.test', `/v1/Profile/GetProfilePicture?userId=${userId}`);
    expect(response.statusCode).toBe(404);
  });
});
