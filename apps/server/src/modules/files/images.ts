import sharp, { type Metadata } from 'sharp';
import { imageErrors } from './files.errors.ts';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type by its first bytes (never by name or declared type); undefined for anything else, SVG included. */
export function sniffImage(data: Buffer): ImageType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((byte, index) => data[index] === byte)) return 'image/png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}

/** sharp's refusal as ours: over the pixel limit, or not decodable. */
const decodeFailure = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message) ? imageErrors.tooManyPixels() : imageErrors.unreadable();

/** Images larger than this many pixels are refused before they are decoded. */
export const maxInputPixels = 40_000_000;

/**
 * Checks an upload is an accepted image and re-encodes it as WebP, at most `maxSide` wide and high (`cover` crops
 * to exactly that square), turned upright by its EXIF orientation, with every piece of metadata dropped.
 * Refuses too many bytes (413), a type other than JPEG, PNG or WebP (415), too many pixels or undecodable data (422).
 */
export async function reencodeImage({
  input,
  maxBytes,
  maxSide,
  fit = 'inside',
  quality = 82,
}: {
  input: Buffer;
  maxBytes: number;
  maxSide: number;
  fit?: 'cover' | 'inside';
  quality?: number;
}): Promise<{ data: Buffer; contentType: 'image/webp'; width: number; height: number }> {
  if (input.length > maxBytes) throw imageErrors.tooLarge();
  if (!sniffImage(input)) throw imageErrors.unsupportedType();
  const image = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', sequentialRead: true });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxInputPixels) throw imageErrors.tooManyPixels();
  try {
    const { data, info } = await image
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit, withoutEnlargement: fit === 'inside' })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw decodeFailure(error);
  }
}
