import type { ActiveWindow, Capture, InputSample, Watchers } from '../watchers/ports.ts';

/** A clock the test moves by hand. */
export function fakeClock(startMs: number) {
  let now = startMs;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (ms: number) => (now = ms) };
}

/** OS ports a test drives: queued input, a settable window, a capturer that records its calls. */
export function fakeWatchers() {
  let pending: InputSample = { keyCount: 0, clickCount: 0, keyboard: false, mouse: false };
  let window: ActiveWindow | undefined;
  const captures: { blur: boolean }[] = [];
  const watchers: Watchers = {
    input: {
      start: async () => undefined,
      stop: async () => undefined,
      take: () => {
        const sample = pending;
        pending = { keyCount: 0, clickCount: 0, keyboard: false, mouse: false };
        return sample;
      },
      lastInputAt: () => undefined,
    },
    window: { current: async () => window },
    screen: {
      capture: async ({ blur }): Promise<Capture> => {
        captures.push({ blur });
        return { jpeg: tinyJpeg, width: 8, height: 8 };
      },
    },
  };
  return {
    watchers,
    captures,
    type: (keys: number) => {
      pending = { ...pending, keyCount: pending.keyCount + keys, keyboard: true };
    },
    click: (clicks: number) => {
      pending = { ...pending, clickCount: pending.clickCount + clicks, mouse: true };
    },
    focus: (next: ActiveWindow | undefined) => {
      window = next;
    },
  };
}

/** An 8×8 grey JPEG, small enough to write inline and real enough for the server's image checks. */
export const tinyJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);
