import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The folder for credentials, the outbox, screenshots and runtime.json: the env override or the OS default. */
export function stateFolder(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform) {
  if (env.WORKTRAIL_TRACKER_HOME) return env.WORKTRAIL_TRACKER_HOME;
  const home = env.HOME || env.USERPROFILE || homedir();
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'worktrail-tracker');
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'worktrail-tracker');
  return join(env.XDG_STATE_HOME || join(home, '.local', 'state'), 'worktrail-tracker');
}

/** Creates the folder readable only by the user (0700), tightening it if it already existed. */
export function ensurePrivateFolder(path: string) {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
  return path;
}

/** Writes a file only the user can read (0600) atomically: a crash leaves the old or the new content, never half. */
export function writePrivateFile(path: string, content: string | Buffer) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** The parsed JSON of a file, or undefined when it is missing or unreadable. */
export function readJsonFile<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function removeFile(path: string) {
  rmSync(path, { force: true });
}

/** The files the agent keeps in its state folder. */
export const stateFiles = {
  config: 'config.json',
  credentials: 'credentials.json',
  runtime: 'runtime.json',
  outbox: 'outbox.sqlite',
  screenshots: 'screenshots',
  log: 'agent.log',
} as const;
