import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  startVirtualDisplay,
  type VirtualDisplay,
  waitFor,
  withEnvironment,
  xvfbMissing,
} from '../../test/x11/virtual-display.ts';
import { createInputWatcher } from './input.ts';
import { WatcherUnavailableError } from './watcher-unavailable-error.ts';

describe('input watcher on a virtual X display', { skip: xvfbMissing }, () => {
  let screen: VirtualDisplay;
  let clock = 1_000;
  const watcher = createInputWatcher({ now: () => clock });

  before(async () => {
    screen = await startVirtualDisplay();
    await watcher.start();
  });

  after(async () => {
    await watcher.stop();
    screen?.stopAtExit();
  });

  /** Waits until the hook has delivered at least what xdotool sent, then takes the sample. */
  async function takeWhen(ready: (keys: number, clicks: number) => boolean) {
    let keys = 0;
    let clicks = 0;
    let keyboard = false;
    let mouse = false;
    await waitFor(
      () => {
        const part = watcher.take();
        keys += part.keyCount;
        clicks += part.clickCount;
        keyboard ||= part.keyboard;
        mouse ||= part.mouse;
        return ready(keys, clicks);
      },
      { message: 'the hook to report the synthetic input' },
    );
    return { keyCount: keys, clickCount: clicks, keyboard, mouse };
  }

  test('counts every key typed as keyboard activity, with no mouse activity', async () => {
    assert.equal(watcher.lastInputAt(), undefined, 'no input before the first event');
    await screen.x('xdotool', ['type', '--delay', '10', 'worktrail']);
    const sample = await takeWhen((keys) => keys >= 9);
    assert.deepEqual(sample, { keyCount: 9, clickCount: 0, keyboard: true, mouse: false });
    assert.equal(watcher.lastInputAt(), 1_000);
  });

  test('counts clicks as mouse activity and moves lastInputAt to the time of the input', async () => {
    clock = 5_000;
    await screen.x('xdotool', ['click', '--repeat', '3', '--delay', '20', '1']);
    const sample = await takeWhen((_keys, clicks) => clicks >= 3);
    assert.deepEqual(sample, { keyCount: 0, clickCount: 3, keyboard: false, mouse: true });
    assert.equal(watcher.lastInputAt(), 5_000);
  });

  test('a mouse movement alone is mouse activity without a click', async () => {
    clock = 9_000;
    await screen.x('xdotool', ['mousemove', '200', '150']);
    await waitFor(() => watcher.lastInputAt() === 9_000, { message: 'the movement to arrive' });
    assert.deepEqual(watcher.take(), { keyCount: 0, clickCount: 0, keyboard: false, mouse: true });
  });

  test('keeps no trace of which keys were typed: different words give the same sample', async () => {
    await screen.x('xdotool', ['type', '--delay', '10', 'secret']);
    const secret = await takeWhen((keys) => keys >= 6);
    await screen.x('xdotool', ['type', '--delay', '10', 'qwerty']);
    const other = await takeWhen((keys) => keys >= 6);
    assert.deepEqual(secret, other);
    assert.deepEqual(Object.keys(watcher.take()).sort(), ['clickCount', 'keyCount', 'keyboard', 'mouse']);
    assert.doesNotMatch(JSON.stringify({ sample: secret, watcher }), /secret|keycode|"x"|"y"/);
  });

  test('take() resets the counters', async () => {
    assert.deepEqual(watcher.take(), { keyCount: 0, clickCount: 0, keyboard: false, mouse: false });
  });
});

describe('input watcher without a display', { skip: xvfbMissing }, () => {
  test('start() rejects with a clear error instead of aborting the process', async () => {
    await withEnvironment({ DISPLAY: ':65000' }, async () => {
      const watcher = createInputWatcher();
      await assert.rejects(watcher.start(), (error: unknown) => {
        assert.ok(error instanceof WatcherUnavailableError);
        assert.equal(error.watcher, 'input');
        assert.match(error.message, /input hook cannot start \(display :65000\)/);
        return true;
      });
    });
  });
});
