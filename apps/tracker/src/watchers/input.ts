import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { InputSample, InputWatcher } from './ports.ts';
import { WatcherUnavailableError } from './watcher-unavailable-error.ts';

/** The part of `uiohook-napi`'s hook this watcher uses: only the event type is ever read. */
export type InputHook = {
  on(event: 'input', listener: (event: { type: number }) => void): unknown;
  off(event: 'input', listener: (event: { type: number }) => void): unknown;
  start(): void;
  stop(): void;
};

// libuiohook's event types (uiohook.h); 10 is a drag, which the package's TypeScript enum leaves out.
const keyPressed = 4;
const keyReleased = 5;
const mousePressed = 7;
const mouseEvents = new Set([6, 7, 8, 9, 10, 11]);

const probeTimeoutMs = 10_000;

/**
 * Counts key presses and clicks and notes keyboard and mouse activity from the global input hook. It reads the
 * event's type and nothing else, so which key or where the pointer was never enters this process's memory beyond
 * the hook's own callback.
 */
export function createInputWatcher({ now = Date.now }: { now?: () => number } = {}): InputWatcher {
  let sample: InputSample = emptySample();
  let lastInput: number | undefined;
  let hook: InputHook | undefined;

  const onInput = ({ type }: { type: number }) => {
    lastInput = now();
    if (type === keyPressed) sample.keyCount += 1;
    if (type === mousePressed) sample.clickCount += 1;
    if (type === keyPressed || type === keyReleased) sample.keyboard = true;
    if (mouseEvents.has(type)) sample.mouse = true;
  };

  return {
    async start() {
      if (hook) return;
      if (process.platform === 'linux') await probeHookInChildProcess();
      const loaded = await loadUiohook();
      loaded.on('input', onInput);
      try {
        loaded.start();
      } catch (error) {
        loaded.off('input', onInput);
        throw new WatcherUnavailableError('input', `the global input hook did not start: ${describe(error)}`);
      }
      hook = loaded;
      sample = emptySample();
    },
    async stop() {
      if (!hook) return;
      hook.off('input', onInput);
      hook.stop();
      hook = undefined;
    },
    take() {
      const taken = sample;
      sample = emptySample();
      return taken;
    },
    lastInputAt: () => lastInput,
  };
}

function emptySample(): InputSample {
  return { keyCount: 0, clickCount: 0, keyboard: false, mouse: false };
}

async function loadUiohook(): Promise<InputHook> {
  const { uIOhook } = await import('uiohook-napi');
  return uIOhook;
}

/**
 * On X11, when the display cannot be opened, libuiohook either aborts the whole process (SIGABRT, not an exception)
 * or blocks `start()` forever, at random. So the hook is first started once in a throwaway Node process: whatever
 * happens to that one, we reject instead.
 */
export function probeHookInChildProcess(): Promise<void> {
  const modulePath = createRequire(import.meta.url).resolve('uiohook-napi');
  const script = 'const { uIOhook } = require(process.argv[1]); uIOhook.start(); uIOhook.stop();';
  const probe = spawn(process.execPath, ['--input-type=commonjs', '-e', script, modulePath], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const display = process.env.DISPLAY ? `display ${process.env.DISPLAY}` : 'no DISPLAY set';
  return new Promise((resolve, reject) => {
    let stderr = '';
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      probe.kill('SIGKILL');
      reject(new WatcherUnavailableError('input', `the global input hook cannot start (${display}): ${reason}`));
    };
    const timer = setTimeout(() => fail(`no answer within ${probeTimeoutMs} ms`), probeTimeoutMs);
    probe.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // libuiohook logs "… XOpenDisplay failure!" before it aborts or hangs: no need to wait for the timeout.
      const failure = stderr.split('\n').find((line) => /failure/i.test(line));
      if (failure) fail(failure.trim());
    });
    probe.once('error', (error) => fail(error.message));
    probe.once('exit', (code, signal) => {
      if (code === 0 && !settled) {
        settled = true;
        clearTimeout(timer);
        return resolve();
      }
      fail(stderr.trim().split('\n')[0] || `the probe ended with ${signal ?? `code ${code}`}`);
    });
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
