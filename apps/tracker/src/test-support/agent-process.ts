import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const cli = new URL('../cli.ts', import.meta.url).pathname;
const child = new URL('./agent-child.ts', import.meta.url).pathname;

/** The environment of one agent: its own state folder, the file store for the token, the fast test clock. */
export function agentEnv({
  home,
  speed,
  baseMs,
  realStartMs,
}: {
  home: string;
  speed: number;
  baseMs: number;
  realStartMs: number;
}) {
  return {
    ...process.env,
    WORKTRAIL_TRACKER_HOME: home,
    WORKTRAIL_TRACKER_KEYCHAIN: 'off',
    LANG: 'en_US.UTF-8',
    LC_ALL: '',
    DISPLAY: '',
    FAKE_SPEED: String(speed),
    FAKE_BASE_MS: String(baseMs),
    FAKE_REAL0_MS: String(realStartMs),
  };
}

/** Runs one CLI command to its end; `onLine` sees stdout as it comes (the login prints its code before it waits). */
export function runCli(args: string[], env: NodeJS.ProcessEnv, onLine?: (line: string) => void) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const process_ = spawn(process.execPath, [cli, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    createInterface({ input: process_.stdout }).on('line', (line) => {
      stdout += `${line}\n`;
      onLine?.(line);
    });
    process_.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    process_.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The agent child on the real OS watchers of `DISPLAY` (see agent-child-os.ts), for `startAgent`'s `script`. */
export const osWatchersChild = new URL('./agent-child-os.ts', import.meta.url).pathname;

/**
 * Starts the agent service (the test's child with its fast clock; `script` picks another child, such as
 * `osWatchersChild`); resolves once it answers on its port.
 */
export async function startAgent(env: NodeJS.ProcessEnv, script = child) {
  const process_: ChildProcess = spawn(process.execPath, [script], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  process_.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | string | null>((resolve) =>
    process_.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const home = env.WORKTRAIL_TRACKER_HOME ?? '';
  await until(() => {
    if (process_.exitCode !== null) throw new Error(`the agent exited: ${stderr}`);
    try {
      return JSON.parse(readFileSync(join(home, 'runtime.json'), 'utf8')).pid === process_.pid;
    } catch {
      return false;
    }
  }, 30_000);
  return { process: process_, exited, stderr: () => stderr };
}

/** Polls a condition until it holds or the deadline passes (no fixed sleeps). */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what = 'the condition') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
