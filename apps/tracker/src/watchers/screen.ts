import sharp from 'sharp';
import type { Capture, ScreenCapturer } from './ports.ts';
import { WatcherUnavailableError } from './watcher-unavailable-error.ts';

/** The server re-encodes to WebP at most this wide, so a wider capture would only cost upload time. */
export const maxCaptureWidth = 1920;

/** One monitor's pixels, RGBA, in capture order. */
export type MonitorShot = { x: number; y: number; width: number; height: number; rgba: Buffer };

/**
 * Captures every monitor with `node-screenshots`, lays them side by side left to right, scales down to at most
 * 1920 px wide and encodes a JPEG with sharp. With `blur`, the blur runs on the pixels before the JPEG exists, in
 * memory: no unblurred image is ever written or returned.
 */
export function createScreenCapturer({
  shootMonitors = shootWithNodeScreenshots,
}: {
  shootMonitors?: () => Promise<MonitorShot[]>;
} = {}): ScreenCapturer {
  return {
    async capture({ blur }) {
      const shots = await shootMonitors().catch((error: unknown) => {
        throw new WatcherUnavailableError('screen', `the screen cannot be captured: ${describe(error)}`);
      });
      if (shots.length === 0) throw new WatcherUnavailableError('screen', 'no monitor to capture');
      return encode({ canvas: await sideBySide(shots), blur });
    },
  };
}

/** A Gaussian sigma that leaves shapes and colours but no readable text at the size the image is kept. */
export function blurSigmaFor(width: number): number {
  return Math.max(12, Math.round(width / 80));
}

type RawImage = { rgba: Buffer; width: number; height: number };

async function sideBySide(shots: MonitorShot[]): Promise<RawImage> {
  const ordered = shots.toSorted((a, b) => a.x - b.x || a.y - b.y);
  const [only] = ordered;
  if (only && ordered.length === 1) return only;
  const width = ordered.reduce((sum, shot) => sum + shot.width, 0);
  const height = Math.max(...ordered.map((shot) => shot.height));
  let left = 0;
  const layers = ordered.map((shot) => {
    const layer = { input: shot.rgba, raw: { width: shot.width, height: shot.height, channels: 4 as const }, left };
    left += shot.width;
    return { ...layer, top: 0 };
  });
  const rgba = await sharp({ create: { width, height, channels: 4, background: '#000000' } })
    .composite(layers)
    .raw()
    .toBuffer();
  return { rgba, width, height };
}

async function encode({ canvas, blur }: { canvas: RawImage; blur: boolean }): Promise<Capture> {
  const resized = await sharp(canvas.rgba, { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
    .removeAlpha()
    .resize({ width: Math.min(canvas.width, maxCaptureWidth), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = resized.info;
  // A second pipeline, so the blur runs after the resize and its sigma applies at the size that is kept.
  let image = sharp(resized.data, { raw: { width, height, channels } });
  if (blur) image = image.blur(blurSigmaFor(width));
  const { data, info } = await image.jpeg({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

async function shootWithNodeScreenshots(): Promise<MonitorShot[]> {
  const { Monitor } = await import('node-screenshots');
  return Promise.all(
    Monitor.all().map(async (monitor) => {
      const image = await monitor.captureImage();
      // Pixel sizes from the image, not the monitor: on a HiDPI screen the monitor reports points.
      return { x: monitor.x(), y: monitor.y(), width: image.width, height: image.height, rgba: await image.toRaw() };
    }),
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
