import type { Result } from 'get-windows';
import type { ActiveWindow, WindowWatcher } from './ports.ts';
import { killStuckLookupChildren } from './stuck-children.ts';

const defaultTimeoutMs = 2_000;

/**
 * The active window from `get-windows`, reduced to the application's name and, for a browser, the URL's host.
 *
 * What `get-windows` 9.3 gives per platform:
 * - macOS: `owner.name` is the app's name; `url` only for Safari, Chrome, Edge, Brave, Opera, Vivaldi and a few
 *   more Chromium browsers, and only with the accessibility permission. Firefox gives no URL.
 * - Windows: `owner.name` is the executable's file description ("Google Chrome"), else its file name; never a `url`.
 * - Linux (X11 only, through `xprop`/`xwininfo`): `owner.name` is the window's WM_CLASS class ("firefox",
 *   "Google-chrome"); never a `url`; a window without `_NET_WM_PID` (old Xt programs) is not reported.
 * So hosts are recorded on macOS only. The title, path and query are never kept.
 */
export function createWindowWatcher({
  timeoutMs = defaultTimeoutMs,
  onTimeout = killStuckLookupChildren,
}: {
  timeoutMs?: number;
  /** Ends what a timed-out lookup left running (on Linux its `xprop`/`xwininfo`). */
  onTimeout?: () => Promise<void>;
} = {}): WindowWatcher {
  // One lookup at a time: if the X server hangs, calls answer "unknown" instead of piling up stuck processes.
  let pending: Promise<Result | undefined> | undefined;

  return {
    async current() {
      if (pending) return undefined;
      const lookup = readActiveWindow()
        .catch(() => undefined)
        .finally(() => {
          pending = undefined;
        });
      pending = lookup;
      const result = await withTimeout(lookup, timeoutMs);
      if (result === timedOut) {
        await onTimeout();
        return undefined;
      }
      return toActiveWindow(result);
    },
  };
}

/** Keeps the application's name and, for an http(s) URL, its lower-case host: never the title, path or query. */
export function toActiveWindow(result: Result | undefined): ActiveWindow | undefined {
  const app = result?.owner.name.trim();
  if (!result || !app) return undefined;
  const host = 'url' in result && result.url ? hostOf(result.url) : undefined;
  return host ? { app, host } : { app };
}

function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

const timedOut = Symbol('timedOut');

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function readActiveWindow(): Promise<Result | undefined> {
  const { activeWindow } = await import('get-windows');
  // Without this, macOS would prompt for screen recording just to read titles, which we never keep.
  return activeWindow({ accessibilityPermission: true, screenRecordingPermission: false });
}
