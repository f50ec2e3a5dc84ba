import { type ChildProcess, execFile, type SpawnOptions, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether a program is on PATH, so a test can skip with a reason instead of failing on a machine without X. */
export function hasProgram(name: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((folder) => {
    try {
      accessSync(join(folder, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export const xvfbMissing = hasProgram('Xvfb')
  ? false
  : 'Xvfb is not installed (apt-get install xvfb xdotool x11-utils)';

if (!xvfbMissing && !hasProgram('setpriv')) throw new Error('setpriv (util-linux) is needed to tie X test processes');

/** Polls `check` until it returns something other than undefined/false, or fails with `message` at the deadline. */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 5_000, message }: { timeoutMs?: number; message: string },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `body` with environment variables changed (the native watchers read the real environment), then restores them. */
export async function withEnvironment<T>(changes: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  Object.assign(process.env, changes);
  try {
    return await body();
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

export type VirtualDisplay = {
  /** Like `:12`, chosen by Xvfb itself (`-displayfd`), so parallel runs never collide. */
  display: string;
  /** Runs an X client (xdotool, xprop, xsetroot) against this display and returns its stdout. */
  x(command: string, args: string[]): Promise<string>;
  /** Starts a long-running X client (a window) that `stop()` ends. */
  open(command: string, args: string[]): ChildProcess;
  stop(): Promise<void>;
  /**
   * Leaves the display running until this process exits. For uiohook-napi, whose libuiohook keeps an X connection
   * for the life of the process: Xlib exits the process as soon as that server goes away.
   */
  stopAtExit(): void;
};

/**
 * Starts a private Xvfb (and openbox when `windowManager`, which is what sets `_NET_ACTIVE_WINDOW` like a desktop
 * does) and points `process.env.DISPLAY` at it, since the native watchers read the environment.
 */
export async function startVirtualDisplay({
  width = 1280,
  height = 720,
  windowManager = false,
}: {
  width?: number;
  height?: number;
  windowManager?: boolean;
} = {}): Promise<VirtualDisplay> {
  const children: ChildProcess[] = [];
  // Every child dies with this process (even on a crash or a kill), without this process having to kill the X
  // server while it still holds a connection to it.
  const spawnTied = (command: string, args: string[], options: SpawnOptions) => {
    const child = spawn('setpriv', ['--pdeathsig', 'SIGTERM', '--', command, ...args], options);
    children.push(child);
    return child;
  };

  // -noreset: otherwise the server resets (root background and all) each time its last client, say xsetroot, leaves.
  const screenArgs = ['-screen', '0', `${width}x${height}x24`];
  const xvfb = spawnTied('Xvfb', ['-displayfd', '3', ...screenArgs, '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = `:${await readDisplayNumber(xvfb)}`;
  const previousDisplay = process.env.DISPLAY;
  process.env.DISPLAY = display;
  const env = { ...process.env, DISPLAY: display };

  const x = async (command: string, args: string[]) => (await run(command, args, { env, timeout: 10_000 })).stdout;
  const open = (command: string, args: string[]) => spawnTied(command, args, { env, stdio: 'ignore' });

  if (windowManager) {
    if (!hasProgram('openbox')) throw new Error('openbox is not installed (apt-get install openbox)');
    open('openbox', ['--sm-disable']);
    await waitFor(async () => (await x('xprop', ['-root', '_NET_SUPPORTING_WM_CHECK'])).includes('window id'), {
      message: 'openbox to manage the display',
    });
  }

  return {
    display,
    x,
    open,
    async stop() {
      const exits = children.filter((c) => c.exitCode === null && c.signalCode === null).map(exited);
      for (const child of children.toReversed()) child.kill('SIGTERM');
      await Promise.all(exits);
      if (previousDisplay === undefined) delete process.env.DISPLAY;
      else process.env.DISPLAY = previousDisplay;
    },
    stopAtExit() {
      for (const child of children) {
        child.unref();
        for (const stream of child.stdio) (stream as { unref?: () => void } | null)?.unref?.();
      }
    },
  };
}

function readDisplayNumber(xvfb: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    let errors = '';
    xvfb.stdio[2]?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors.trim()}`)));
    xvfb.once('error', reject);
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
