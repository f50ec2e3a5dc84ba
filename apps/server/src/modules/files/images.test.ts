import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeImage, sniffImage } from './images.ts';

const solid = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#123456' } })
    [format]()
    .toBuffer();

describe('images', () => {
  it('recognises JPEG, PNG and WebP by their bytes and nothing else', async () => {
    expect(sniffImage(await solid('jpeg'))).toBe('image/jpeg');
    expect(sniffImage(await solid('png'))).toBe('image/png');
    expect(sniffImage(await solid('webp'))).toBe('image/webp');
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });

  it('fits an image inside the longest side without enlarging it, or crops it to a square with cover', async () => {
    const input = await solid('png');
    const inside = await reencodeImage({ input, maxBytes: 1_000_000, maxSide: 150 });
    expect(inside).toMatchObject({ contentType: 'image/webp', width: 150, height: 50 });
    const small = await reencodeImage({ input, maxBytes: 1_000_000, maxSide: 1000 });
    expect(small).toMatchObject({ width: 300, height: 100 });
    const cover = await reencodeImage({ input, maxBytes: 1_000_000, maxSide: 64, fit: 'cover' });
    expect(cover).toMatchObject({ width: 64, height: 64 });
    expect((await sharp(cover.data).metadata()).format).toBe('webp');
  });

  it('refuses too many bytes with 413 before looking at them', async () => {
    await expect(reencodeImage({ input: Buffer.alloc(11), maxBytes: 10, maxSide: 10 })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
