import { createInputWatcher } from './input.ts';
import type { Watchers } from './ports.ts';
import { createScreenCapturer } from './screen.ts';
import { createWindowWatcher } from './window.ts';

export type {
  ActiveWindow,
  Capture,
  InputSample,
  InputWatcher,
  ScreenCapturer,
  Watchers,
  WindowWatcher,
} from './ports.ts';
export { type WatcherKind, WatcherUnavailableError } from './watcher-unavailable-error.ts';

/**
 * The real operating-system watchers. uiohook-napi, get-windows and node-screenshots load on first use, so a machine
 * without a display can still run the agent's other parts (and `input.start()` says why it cannot record).
 */
export async function createWatchers(): Promise<Watchers> {
  return { input: createInputWatcher(), window: createWindowWatcher(), screen: createScreenCapturer() };
}
