/**
 * What the recorder needs from the operating system, as three small ports. The real adapters
 * (`uiohook-napi`, `get-windows`, `node-screenshots` + `sharp`) live beside this file; the recording loop only ever
 * sees these types, so it runs the same on Linux, macOS and Windows.
 */

/** Input since the previous `take()`: counts and whether each kind happened, never which key or where. */
export type InputSample = {
  keyCount: number;
  clickCount: number;
  /** Some keyboard input happened. */
  keyboard: boolean;
  /** Some mouse movement, click or wheel happened. */
  mouse: boolean;
};

export interface InputWatcher {
  /** Starts the global hook. Rejects with a clear message when the platform refuses it (no display, no permission). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The input since the previous call (the first call: since `start`), and resets the counters. */
  take(): InputSample;
  /** Epoch milliseconds of the last input of any kind, or undefined before the first one. */
  lastInputAt(): number | undefined;
}

/** The window in front: its application, and for a browser the URL's lower-case host only (never path or query). */
export type ActiveWindow = { app: string; host?: string };

export interface WindowWatcher {
  /** The active window now, or undefined when none can be read (locked screen, no display). */
  current(): Promise<ActiveWindow | undefined>;
}

export type Capture = {
  /** JPEG bytes of the whole virtual screen (all monitors side by side), blurred when asked. */
  jpeg: Buffer;
  width: number;
  height: number;
};

export interface ScreenCapturer {
  /** Captures the screen now; `blur` blurs it on the device before the bytes leave this call. */
  capture(options: { blur: boolean }): Promise<Capture>;
}

export type Watchers = { input: InputWatcher; window: WindowWatcher; screen: ScreenCapturer };
