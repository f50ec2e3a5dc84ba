import sharp from 'sharp';
import { maxInputPixels } from './images.ts';

/** The largest side of a stored screenshot, and the width of its thumbnail. */
export const screenshotMaxSide = 1920;
export const thumbnailWidth = 320;

export type EncodedImage = { data: Buffer; width: number; height: number };

/** sharp's refusal, told apart: over the pixel limit, or not decodable. */
export type DecodeFailure = 'tooManyPixels' | 'unreadable';
export class ImageDecodeError extends Error {
  readonly reason: DecodeFailure;
  constructor(reason: DecodeFailure) {
    super(reason);
    this.name = 'ImageDecodeError';
    this.reason = reason;
  }
}

const asDecodeError = (error: unknown) =>
  new ImageDecodeError(error instanceof Error && /pixel limit/i.test(error.message) ? 'tooManyPixels' : 'unreadable');

/** A decoder that refuses too many pixels from the header, before any pixel is decoded (bounded memory). */
const open = (input: Buffer) => sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' });

/**
 * Makes a picture unreadable for good: shrunk to a few dozen pixels (every detail is gone), enlarged back to its
 * size and softened. Nothing of the original beyond its average colours survives.
 */
async function blurPixels(input: Buffer, width: number, height: number): Promise<Buffer> {
  const tiny = await sharp(input)
    .resize({ width: 32, height: 32, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(tiny.data, { raw: { width: tiny.info.width, height: tiny.info.height, channels: tiny.info.channels } })
    .resize({ width, height, fit: 'fill', kernel: 'cubic' })
    .blur(4)
    .webp({ quality: 60 })
    .toBuffer();
}

/**
 * A screenshot as stored (ARCHITECTURE §5): decoded under the pixel limit, turned upright, at most
 * `screenshotMaxSide`, re-encoded as WebP without metadata, plus a thumbnail; both blurred before they leave
 * this function when `blur` is set, so an unblurred picture is never written anywhere.
 */
export async function screenshotVariants({
  input,
  blur,
}: {
  input: Buffer;
  blur: boolean;
}): Promise<{ image: EncodedImage; thumbnail: EncodedImage }> {
  let image: EncodedImage;
  try {
    const metadata = await open(input).metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxInputPixels) throw new ImageDecodeError('tooManyPixels');
    const { data, info } = await open(input)
      .rotate()
      .resize({ width: screenshotMaxSide, height: screenshotMaxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    image = { data, width: info.width, height: info.height };
  } catch (error) {
    throw error instanceof ImageDecodeError ? error : asDecodeError(error);
  }
  if (blur) image = { ...image, data: await blurPixels(image.data, image.width, image.height) };
  return { image, thumbnail: await thumbnailOf(image.data) };
}

/** The thumbnail of a stored (already re-encoded) screenshot. */
export async function thumbnailOf(data: Buffer): Promise<EncodedImage> {
  const { data: thumbnail, info } = await sharp(data)
    .resize({ width: thumbnailWidth, withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer({ resolveWithObject: true });
  return { data: thumbnail, width: info.width, height: info.height };
}

/** A stored screenshot blurred for good, with its new thumbnail made from the blurred picture. */
export async function blurredVariants(stored: Buffer): Promise<{ image: EncodedImage; thumbnail: EncodedImage }> {
  const metadata = await open(stored).metadata();
  const width = metadata.width ?? 1;
  const height = metadata.height ?? 1;
  const image = { data: await blurPixels(stored, width, height), width, height };
  return { image, thumbnail: await thumbnailOf(image.data) };
}
