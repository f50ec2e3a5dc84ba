import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { startVirtualDisplay, type VirtualDisplay, xvfbMissing } from '../../test/x11/virtual-display.ts';
import { createScreenCapturer, type MonitorShot } from './screen.ts';

// An 8×8 X bitmap of 4-pixel squares; xsetroot tiles it over the whole screen, like fine text would cover it.
const checkerboard = `#define check_width 8
#define check_height 8
static unsigned char check_bits[] = {
   0x0f, 0x0f, 0x0f, 0x0f, 0xf0, 0xf0, 0xf0, 0xf0 };
`;

async function pixels(jpeg: Buffer) {
  const image = sharp(jpeg);
  const [metadata, stats, grey] = await Promise.all([
    image.metadata(),
    image.stats(),
    image.clone().greyscale().stats(),
  ]);
  const mean = (channel: number) => Math.round(stats.channels[channel]?.mean ?? Number.NaN);
  const [red, green, blue] = [mean(0), mean(1), mean(2)];
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    red,
    green,
    blue,
    grey: { mean: grey.channels[0]?.mean ?? Number.NaN, stdev: grey.channels[0]?.stdev ?? Number.NaN },
  };
}

// One display per file: node-screenshots keeps its first X connection, even a failed one, for the whole process.
describe('screen capture of a virtual X display', { skip: xvfbMissing }, () => {
  let screen: VirtualDisplay;
  const capturer = createScreenCapturer();

  before(async () => {
    screen = await startVirtualDisplay({ width: 1280, height: 720 });
  });

  after(() => screen?.stop());

  test('gives a JPEG of the whole display showing what is on it', async () => {
    await screen.x('xsetroot', ['-solid', '#ff0000']);
    const capture = await capturer.capture({ blur: false });
    assert.deepEqual(capture.jpeg.subarray(0, 3), Buffer.from([0xff, 0xd8, 0xff]));
    assert.equal(capture.width, 1280);
    assert.equal(capture.height, 720);
    const shown = await pixels(capture.jpeg);
    assert.deepEqual([shown.format, shown.width, shown.height], ['jpeg', 1280, 720]);
    assert.ok(shown.red > 240 && shown.green < 15 && shown.blue < 15, `red screen, got ${JSON.stringify(shown)}`);
  });

  test('blurs fine detail away before encoding, keeping the overall colour', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'checkerboard-'));
    try {
      await writeFile(join(folder, 'check.xbm'), checkerboard);
      await screen.x('xsetroot', ['-bitmap', join(folder, 'check.xbm'), '-fg', 'white', '-bg', 'black']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const sharpCapture = await capturer.capture({ blur: false });
    const blurredCapture = await capturer.capture({ blur: true });
    const [plain, blurred] = await Promise.all([pixels(sharpCapture.jpeg), pixels(blurredCapture.jpeg)]);

    assert.ok(plain.grey.stdev > 100, `the checkerboard is visible unblurred (stdev ${plain.grey.stdev})`);
    const grey = await sharp(sharpCapture.jpeg).greyscale().raw().toBuffer();
    const at = (x: number, y: number) => grey[y * 1280 + x] ?? Number.NaN;
    assert.ok(at(1, 1) > 180 && at(5, 1) < 75 && at(1, 5) < 75 && at(5, 5) > 180, 'the squares sit where X drew them');
    assert.ok(blurred.grey.stdev < 5, `no 4-pixel detail survives the blur (stdev ${blurred.grey.stdev})`);
    assert.ok(Math.abs(blurred.grey.mean - plain.grey.mean) < 10, 'the overall brightness stays');
    assert.deepEqual([blurredCapture.width, blurredCapture.height], [1280, 720]);
  });
});

describe('screen capture across monitors', () => {
  const solid = async ({ x, width, height, colour }: { x: number; width: number; height: number; colour: string }) => ({
    x,
    y: 0,
    width,
    height,
    rgba: await sharp({ create: { width, height, channels: 4, background: colour } })
      .raw()
      .toBuffer(),
  });

  test('lays the monitors side by side from left to right', async () => {
    // node-screenshots lists RandR outputs and Xvfb has one, so two monitors come as the library would give them.
    const monitors: MonitorShot[] = [
      await solid({ x: 1920, width: 300, height: 200, colour: '#ff0000' }),
      await solid({ x: 0, width: 300, height: 100, colour: '#0000ff' }),
    ];
    const capture = await createScreenCapturer({ shootMonitors: async () => monitors }).capture({ blur: false });
    assert.deepEqual([capture.width, capture.height], [600, 200]);
    const region = async (left: number, top: number) => {
      const jpeg = await sharp(capture.jpeg).extract({ left, top, width: 100, height: 50 }).jpeg().toBuffer();
      const { red, green, blue } = await pixels(jpeg);
      return [red, green, blue].map((value) => Math.round(value / 64));
    };
    assert.deepEqual(await region(100, 25), [0, 0, 4], 'the left monitor is blue');
    assert.deepEqual(await region(400, 100), [4, 0, 0], 'the right monitor is red');
    assert.deepEqual(await region(100, 140), [0, 0, 0], 'below the shorter monitor stays black');
  });
});
