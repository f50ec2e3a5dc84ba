import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withEnvironment, xvfbMissing } from '../../test/x11/virtual-display.ts';
import { createScreenCapturer } from './screen.ts';
import { WatcherUnavailableError } from './watcher-unavailable-error.ts';

// A file of its own: node-screenshots keeps its first X connection, even a failed one, for the whole process.
describe('screen capture without a display', { skip: xvfbMissing }, () => {
  test('rejects with a clear error instead of crashing', async () => {
    await withEnvironment({ DISPLAY: ':65000' }, () =>
      assert.rejects(createScreenCapturer().capture({ blur: false }), WatcherUnavailableError),
    );
  });
});
