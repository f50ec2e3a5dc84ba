import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { startVirtualDisplay, type VirtualDisplay, xvfbMissing } from '../../test/x11/virtual-display.ts';
import { createScreenCapturer } from './screen.ts';

// A file of its own: node-screenshots keeps its first X connection for the life of the process.
describe('screen capture of a display wider than 1920 px', { skip: xvfbMissing }, () => {
  let screen: VirtualDisplay;

  before(async () => {
    screen = await startVirtualDisplay({ width: 2560, height: 720 });
  });

  after(() => screen?.stop());

  test('scales down to 1920 px wide, keeping the proportions', async () => {
    const capture = await createScreenCapturer().capture({ blur: true });
    assert.deepEqual([capture.width, capture.height], [1920, 540]);
    const metadata = await sharp(capture.jpeg).metadata();
    assert.deepEqual([metadata.format, metadata.width, metadata.height], ['jpeg', 1920, 540]);
  });
});
